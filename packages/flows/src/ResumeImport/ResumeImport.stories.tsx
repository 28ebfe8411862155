import {
  aiHelperLabels,
  applicationMessages,
  endpoints,
  errorCodes,
  errorMessages,
  resumeImportFormats,
  serverMessages,
  type ResumeStructuredData,
} from '@cloudexperts/domain';
import { buildGenerateResumeResponse, errorBody, handlers, hang, mockPath } from '@cloudexperts/domain/mocks';
import { Button, Stack, Text } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mergeSkills } from '../ApplicationWizard/applicationWizard.machine.ts';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { ResumeImport } from './ResumeImport.tsx';

const labels = aiHelperLabels.resumeImport;
const extracted = buildGenerateResumeResponse().structured_data;

/**
 * The import as step 1 of the wizard opens it: the skills already there ('Terraform', 'Docker')
 * and the ones imported are merged without duplicates; the summary becomes About Me.
 */
function ResumeImportDemo({
  defaultOpen = true,
  onApply,
}: {
  defaultOpen?: boolean;
  onApply?: (extracted: ResumeStructuredData) => void;
}) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const [skills, setSkills] = useState<readonly string[]>(['Terraform', 'Docker']);
  const [aboutMe, setAboutMe] = useState('');
  return (
    <Stack gap="sm">
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {labels.open}
        </Button>
      </div>
      <Text data-testid="skills">{skills.join('; ')}</Text>
      {aboutMe ? <Text data-testid="about-me">{aboutMe}</Text> : null}
      <ResumeImport
        isOpen={isOpen}
        onOpenChange={setOpen}
        onApply={(result) => {
          setSkills((before) => mergeSkills(before, result.skills));
          setAboutMe(result.about_me_summary);
          onApply?.(result);
        }}
      />
    </Stack>
  );
}

const meta = {
  title: 'Flows/Resume import',
  component: ResumeImportDemo,
  decorators: [withFlowInspector],
  args: { onApply: fn() },
  parameters: { docs: { story: { inline: false, height: '36rem' } } },
} satisfies Meta<typeof ResumeImportDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 5000 };
/** The dialog, once it has finished appearing (it fades in). */
async function dialog() {
  const modal = await screen.findByRole('dialog', { name: labels.title });
  await waitFor(() => expect(modal).toBeVisible());
  return modal;
}
const resume = new File(['%PDF-1.7 Senior DevOps Engineer, AWS Lambda, Terraform'], 'ada-cv.pdf', {
  type: 'application/pdf',
});

/** Chooses `file` through the drop zone's picker. */
async function choose(modal: HTMLElement, file: File) {
  const picker = modal.querySelector<HTMLInputElement>('input[type="file"]');
  if (!picker) throw new Error('The file picker is missing');
  await userEvent.upload(picker, file);
}

/** Opens on the drop zone: PDF or DOCX, up to 10MB. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await waitFor(() => expect(within(modal).getByText(labels.intro)).toBeVisible());
    await expect(within(modal).getByRole('button', { name: /Choose file/ })).toBeEnabled();
    await expect(within(modal).getByText(`${resumeImportFormats} (10MB)`)).toBeVisible();
    await expect(within(canvasElement).getByTestId('flow-state')).toHaveTextContent('choosing');
  },
};

/** A Word 97-2003 file is refused before anything is sent, naming the formats read. */
export const TypeRefused: Story = {
  play: async () => {
    const modal = await dialog();
    await choose(modal, new File(['x'], 'ada-cv.doc', { type: 'application/msword' }));
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      applicationMessages.fileTypeNotSupported(resumeImportFormats),
    );
  },
};

/** While the resume is sent and read: the progress bar and the status; Choose file is disabled. */
export const Extracting: Story = {
  beforeEach({ msw }) {
    msw.use(hang('generateResumeResponse'));
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await choose(modal, resume);
    await waitFor(() => expect(within(canvasElement).getByTestId('flow-state')).toHaveTextContent('extracting'));
    await waitFor(() => expect(within(modal).getByRole('progressbar', { name: 'ada-cv.pdf' })).toBeVisible());
    await expect(within(modal).getByRole('status')).toHaveTextContent(labels.extracting);
    await expect(within(modal).getByRole('button', { name: /Choose file/ })).toBeDisabled();
  },
};

/** Read: the skills and the summary for review, the review's heading focused. */
export const Success: Story = {
  play: async () => {
    const modal = await dialog();
    await choose(modal, resume);
    const heading = await within(modal).findByRole('heading', { name: labels.skills }, LOAD);
    await waitFor(() => expect(heading).toHaveFocus());
    const list = within(modal).getByRole('list', { name: labels.skills });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(extracted.skills.length);
    await expect(within(modal).getByText(extracted.about_me_summary)).toBeVisible();
    await expect(within(modal).getByRole('button', { name: labels.use })).toBeEnabled();
  },
};

/** A resume naming no skill of the catalogue: said so; the summary can still be used. */
export const NoSkillsFound: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockPath(endpoints.generateResumeResponse.path), () =>
        HttpResponse.json(buildGenerateResumeResponse({ skills: [] })),
      ),
    );
  },
  play: async () => {
    const modal = await dialog();
    await choose(modal, resume);
    await waitFor(() => expect(within(modal).getByText(labels.noSkills)).toBeVisible(), LOAD);
  },
};

/**
 * Use these: the skills are merged with those already there, without duplicates (Terraform is
 * kept once), the summary becomes About Me, and focus returns to the button that opened it.
 */
export const Applied: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: labels.open });
    await userEvent.click(opener);
    const modal = await dialog();
    await choose(modal, resume);
    await userEvent.click(await within(modal).findByRole('button', { name: labels.use }, LOAD));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('skills')).toHaveTextContent(
      'Terraform; Docker; AWS Lambda; Amazon S3; Kubernetes',
    );
    await expect(canvas.getByTestId('about-me')).toHaveTextContent(extracted.about_me_summary);
    await expect(args.onApply).toHaveBeenCalledWith(extracted);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The server refused the file (here a .doc named .pdf): its message, with Retry. */
export const ServerMessage: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.generateResumeResponse.invalid);
  },
  play: async () => {
    const modal = await dialog();
    await choose(modal, resume);
    await expect(await within(modal).findByRole('alert', {}, LOAD)).toHaveTextContent(
      serverMessages.resumeDocNotSupported,
    );
    await expect(within(modal).getByRole('button', { name: labels.retry })).toBeEnabled();
  },
};

/** The network failed: 'An error occurred during extraction.', exactly. */
export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.generateResumeResponse.networkDown);
  },
  play: async () => {
    const modal = await dialog();
    await choose(modal, resume);
    await expect(await within(modal).findByRole('alert', {}, LOAD)).toHaveTextContent(
      'An error occurred during extraction.',
    );
  },
};

/** It fails once (503); Retry sends the same file again and the review shows. */
export const FailureThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(
        mockPath(endpoints.generateResumeResponse.path),
        () =>
          HttpResponse.json(errorBody(errorCodes.aiUnavailable, errorMessages.resumeExtractionFailed), { status: 503 }),
        { once: true },
      ),
    );
  },
  play: async () => {
    const modal = await dialog();
    await choose(modal, resume);
    await expect(await within(modal).findByRole('alert', {}, LOAD)).toHaveTextContent(
      errorMessages.resumeExtractionFailed,
    );
    await userEvent.click(within(modal).getByRole('button', { name: labels.retry }));
    await waitFor(() => expect(within(modal).getByText(extracted.about_me_summary)).toBeVisible(), LOAD);
  },
};

/** Escape closes it; focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: labels.open });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
