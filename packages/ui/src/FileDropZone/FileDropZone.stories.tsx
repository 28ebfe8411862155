import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone } from './FileDropZone.tsx';

const megabyte = 1024 * 1024;

/** Files as the file picker hands them to its input. */
function fileListOf(...files: File[]): FileList {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer.files;
}

/**
 * Clipboard data holding files, as a paste (Ctrl+V) delivers them. Shaped by hand: a DataTransfer
 * made by a script hides its files from `webkitGetAsEntry`, so RAC would see nothing.
 */
function pastedFiles(...files: File[]): DataTransfer {
  const items = files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file }));
  return { types: ['Files'], items, getData: () => '' } as unknown as DataTransfer;
}

/** Matches any File with these properties (a File has no own fields for a deep equality to compare). */
const fileLike = (properties: Partial<Pick<File, 'name' | 'size' | 'type'>>) =>
  expect.objectContaining(properties) as File;

const resume = () => new File(['%PDF-1.7'], 'resume-jane-doe.pdf', { type: 'application/pdf' });

const meta = {
  title: 'Components/FileDropZone',
  component: FileDropZone,
  tags: ['autodocs'],
  // The wording and limits are the product's (its domain package passes them in); these mirror it.
  args: {
    label: 'Resume',
    description: 'PDF, DOC or DOCX, up to 10MB',
    acceptedTypes: ['.pdf', '.doc', '.docx'],
    maxSizeBytes: 10 * megabyte,
    typeErrorMessage: 'File type not supported. Please use: PDF, DOC, DOCX.',
    sizeErrorMessage: 'File size exceeds 10MB limit',
    onSelect: fn(),
    onReject: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Worked by keyboard alone: Tab reaches the drop zone (which takes a paste), then Choose file;
 * Enter opens the file picker, and the file picked there goes to `onSelect`.
 */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('button', { name: /Resume/ });
    await userEvent.tab();
    await expect(zone).toHaveFocus();
    // The zone itself shows the focus ring (its hidden button is what takes focus).
    await expect(zone.closest('[data-focus-visible]')).not.toBeNull();

    await userEvent.tab();
    const choose = canvas.getByRole('button', { name: 'Choose file' });
    await expect(choose).toHaveFocus();
    await expect(choose).toHaveAccessibleDescription('PDF, DOC or DOCX, up to 10MB');

    // The native picker cannot be driven from a test: catch the click that would open it, then
    // hand the input a file as the picker would.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    const pickerOpened = fn();
    input.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        pickerOpened();
      },
      { once: true },
    );
    await userEvent.keyboard('{Enter}');
    await expect(pickerOpened).toHaveBeenCalledTimes(1);

    const file = resume();
    input.files = fileListOf(file);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(args.onSelect).toHaveBeenCalledWith([fileLike({ name: 'resume-jane-doe.pdf' })]);
    await expect(args.onReject).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * Refused files, pasted into the focused drop zone: a wrong type, then one over the size limit.
 * Each shows the message given in props and goes to `onReject` with its reason.
 */
export const RejectedFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Resume/ })).toHaveFocus();

    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    await userEvent.paste(pastedFiles(photo));
    await waitFor(() =>
      expect(args.onReject).toHaveBeenLastCalledWith([{ file: fileLike({ name: 'photo.png' }), reason: 'type' }]),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'File type not supported. Please use: PDF, DOC, DOCX.',
    );

    const huge = new File([new Uint8Array(11 * megabyte)], 'resume.pdf', { type: 'application/pdf' });
    await userEvent.paste(pastedFiles(huge));
    await waitFor(() =>
      expect(args.onReject).toHaveBeenLastCalledWith([
        { file: fileLike({ name: 'resume.pdf', size: 11 * megabyte }), reason: 'size' },
      ]),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File size exceeds 10MB limit');
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'PDF, DOC or DOCX, up to 10MB File size exceeds 10MB limit',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** A caller-driven upload in progress, labelled with the file name. */
export const Uploading: Story = {
  args: { progress: 45, fileName: 'resume-jane-doe.pdf' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'resume-jane-doe.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

/** The caller's upload failed: its message and a Retry button, pressed here by keyboard. */
export const UploadFailed: Story = {
  args: { progress: 95, fileName: 'resume-jane-doe.pdf', errorMessage: 'Upload failed. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload failed. Please try again.');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
};
