import { applicationMessages, errorMessages } from '@cloudexperts/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { FileUpload, type UploadFunction } from './FileUpload.tsx';

const MB = 1024 * 1024;

/** Waits, unless the upload is stopped. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The upload was stopped.', 'AbortError'));
    });
  });

const serverError = () => Object.assign(new Error('Internal Server Error'), { status: 500 });
const payloadTooLarge = () => Object.assign(new Error('Payload Too Large'), { status: 413 });
const timedOut = () => new DOMException('The upload timed out.', 'TimeoutError');

/**
 * A fake upload: progress in steps (20, 45, 70, 100 %), then, for each file, the attempts fail as
 * `failures` says (one error maker per attempt) and the next one succeeds.
 */
function fakeUpload({ failures = [], stepMs = 120 }: { failures?: Array<() => Error>; stepMs?: number } = {}) {
  const attempts = new WeakMap<File, number>();
  const upload: UploadFunction = async (file, onProgress, signal) => {
    const attempt = attempts.get(file) ?? 0;
    attempts.set(file, attempt + 1);
    for (const percent of [20, 45, 70, 100]) {
      await pause(stepMs, signal);
      onProgress(percent);
    }
    const failure = failures[attempt];
    if (failure) throw failure();
    return `https://files.example/${encodeURIComponent(file.name)}`;
  };
  return upload;
}

/** An upload that reports 40 %, then 100 %, and never finishes. */
const neverFinishes: UploadFunction = async (_file, onProgress, signal) => {
  await pause(50, signal);
  onProgress(40);
  await pause(50, signal);
  onProgress(100);
  return new Promise<string>(() => undefined);
};

const meta = {
  title: 'Flows/File upload',
  component: FileUpload,
  decorators: [withFlowInspector],
  args: { kind: 'photo', upload: fakeUpload(), onDone: fn() },
  argTypes: { upload: { control: false } },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');

/** A file of `size` bytes. */
const fileOf = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

/**
 * By keyboard: Tab past the drop zone to 'Choose file' and press Enter; the file the person then
 * picks in the system dialog (outside the page) is given to the picker's input.
 */
async function chooseFile(canvas: HTMLElement, file: File) {
  await userEvent.tab();
  await userEvent.tab();
  const choose = within(canvas).getByRole('button', { name: /Choose file/ });
  await expect(choose).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const picker = canvas.querySelector<HTMLInputElement>('input[type="file"]');
  if (!picker) throw new Error('The file picker input is missing');
  await userEvent.upload(picker, file);
}

/** Presses Tab until the named button has focus (at most a few times). */
async function tabTo(canvas: HTMLElement, name: string) {
  const target = within(canvas).getByRole('button', { name });
  for (let step = 0; step < 8 && document.activeElement !== target; step += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** Nothing chosen yet: the photo's formats and limit under the label. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('JPG, PNG, GIF (5MB)')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /Choose file/ })).toBeEnabled();
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('empty'));
  },
};

/** The resume: PDF, DOC or DOCX, up to 10MB. */
export const Resume: Story = {
  args: { kind: 'resume' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Resume')).toBeVisible();
    await expect(within(canvasElement).getByText('PDF, DOC, DOCX (10MB)')).toBeVisible();
  },
};

/** A file of another type: 'File type not supported. Please use: JPG, PNG, GIF.' and no upload. */
export const TypeNotSupported: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, fileOf('scan.bmp', 'image/bmp'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      applicationMessages.fileTypeNotSupported('JPG, PNG, GIF'),
    );
    await expect(flowState(canvasElement)).toHaveTextContent('empty');
  },
};

/** A photo over 5MB: 'File size exceeds 5MB limit'. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, fileOf('holiday.png', 'image/png', 6 * MB));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      applicationMessages.fileTooLarge('5MB'),
    );
  },
};

/** While uploading, progress stops at 95% even when the upload says 100%; nothing else can be chosen. */
export const ProgressCapped: Story = {
  args: { upload: neverFinishes },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, fileOf('me.png', 'image/png'));
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'me.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '95'));
    await expect(flowState(canvasElement)).toHaveTextContent('uploading');
    await expect(within(canvasElement).getByRole('button', { name: /Choose file/ })).toBeDisabled();
  },
};

/** Completed by keyboard only: paste a photo; the bar fills to 100% and the flow hands over the URL. */
export const Uploaded: Story = {
  play: async ({ args, canvasElement }) => {
    await chooseFile(canvasElement, fileOf('me.png', 'image/png'));
    await expect(await within(canvasElement).findByText('Uploaded: me.png')).toBeVisible();
    await expect(within(canvasElement).getByRole('progressbar', { name: 'me.png' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(flowState(canvasElement)).toHaveTextContent('done');
    await expect(args.onDone).toHaveBeenCalledWith({
      kind: 'photo',
      file: expect.objectContaining({ name: 'me.png' }) as unknown,
      url: 'https://files.example/me.png',
    });
  },
};

/** Two server errors: retried by itself after 1 s and 2 s, then uploaded. */
export const RetriesThenUploads: Story = {
  args: { upload: fakeUpload({ failures: [serverError, serverError], stepMs: 40 }) },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, fileOf('me.png', 'image/png'));
    await expect(await within(canvasElement).findByText('Retrying…')).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('waiting');
    await expect(await within(canvasElement).findByText('Uploaded: me.png', {}, { timeout: 6_000 })).toBeVisible();
  },
};

/** The server says the file is too large (413): no retry; Retry and Remove are offered; Remove empties it. */
export const TooLargeForServer: Story = {
  args: { upload: fakeUpload({ failures: [payloadTooLarge, payloadTooLarge], stepMs: 40 }) },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, fileOf('me.png', 'image/png'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.uploadTooLarge);
    await expect(flowState(canvasElement)).toHaveTextContent('failed');
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
    await tabTo(canvasElement, 'Remove');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('empty'));
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Something unexpected: 'Unexpected error. Please try again.'; Retry (by keyboard) uploads it. */
export const UnexpectedThenRetry: Story = {
  args: { upload: fakeUpload({ failures: [() => new Error('boom')], stepMs: 40 }) },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, fileOf('me.png', 'image/png'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.uploadUnexpected);
    await tabTo(canvasElement, 'Retry');
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText('Uploaded: me.png')).toBeVisible();
  },
};

/** Every attempt times out: three retries (1 s, 2 s, 4 s), then 'Upload timed out. ...'. */
export const TimedOut: Story = {
  args: { upload: fakeUpload({ failures: [timedOut, timedOut, timedOut, timedOut], stepMs: 10 }) },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, fileOf('me.png', 'image/png'));
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      errorMessages.uploadTimedOut,
    );
    await expect(flowState(canvasElement)).toHaveTextContent('failed');
  },
};
