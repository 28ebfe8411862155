import {
  aiHelperLabels,
  applicationMessages,
  applicationWizardLabels as labels,
  emptyApplicationForm,
  endpoints,
  errorMessages,
  fileUploadLabels,
} from '@cloudexperts/domain';
import {
  buildApplicationForm,
  buildApplicationResponse,
  buildGenerateAboutMeResponse,
  buildGenerateResumeResponse,
  handle,
  handlers,
  hang,
  mockPath,
  respond,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { fixedPositionSource } from '../shared/geolocation.ts';
import { ApplicationWizard } from './ApplicationWizard.tsx';

const meta = {
  title: 'Flows/Application wizard',
  component: ApplicationWizard,
  decorators: [withFlowInspector],
  // The browser's position is declined unless a story gives one: a new draft's country falls back
  // to the United States.
  args: {
    supportEmail: 'support@cloudexperts.example',
    onContinue: fn(),
    onDone: fn(),
    positionSource: fixedPositionSource({ code: 1 }),
  },
  parameters: { docs: { story: { inline: false, height: '56rem' } } },
} satisfies Meta<typeof ApplicationWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 5000 };
/**
 * Waits for a step's heading, and for the country and skill lists (loaded beside the draft), so
 * the screen no longer changes by itself.
 */
const heading = async (canvas: HTMLElement, step: number) => {
  const current = labels.steps[step - 1];
  const found = await within(canvas).findByRole(
    'heading',
    { level: 2, name: `${current?.title ?? ''}: ${current?.subtitle ?? ''}` },
    LOAD,
  );
  await waitFor(() => expect(within(canvas).getAllByTestId('flow-state')[0]).toHaveTextContent('lists.ready'), LOAD);
  return found;
};
const button = (canvas: HTMLElement, name: string) => within(canvas).getByRole('button', { name });

/**
 * Waits until the draft typed in the story is saved (the panel says 'Draft saved'), so the screen
 * no longer changes by itself (the save waits for a pause in typing).
 */
const draftSaved = async (canvas: HTMLElement) => {
  await waitFor(() => expect(within(canvas).getByText(labels.draftSaved)).toBeVisible(), LOAD);
};

/** A draft at `step` holding `form`. */
const draftAt = (step: number, form = buildApplicationForm()) =>
  respond(
    'getApplication',
    buildApplicationResponse({ current_step: step, form, updated_at: '2026-11-25T10:30:00.000Z' }),
  );

/** While the draft loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('getApplication'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(labels.loading);
  },
};

/** The draft could not be loaded: Retry loads it again (here it then loads). */
export const LoadFailedRetry: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(endpoints.getApplication.path), () => HttpResponse.error(), { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailed, {}, LOAD)).toBeVisible();
    await userEvent.click(button(canvasElement, labels.retry));
    await heading(canvasElement, 1);
    // The loaded draft may be saved again at once (its country filled in): the screen settles once
    // the draft is saved and nothing waits to be (it was caught mid-save in one full run in three).
    await draftSaved(canvasElement);
    await waitFor(() => expect(canvas.getByText(/draft\.idle/)).toBeInTheDocument(), LOAD);
  },
};

const countryField = (canvas: HTMLElement) => within(canvas).getByRole('combobox', { name: labels.country });

/**
 * A new application in Toronto (spec document 1, sections 2 and 7): the browser's position gives
 * the country, state and city, which the draft saves; the user can still change them.
 */
export const CountryFromLocation: Story = {
  args: { positionSource: fixedPositionSource({ latitude: 43.6532, longitude: -79.3832 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 1);
    await waitFor(() => expect(countryField(canvasElement)).toHaveValue('Canada'), LOAD);
    await expect(canvas.getByRole('textbox', { name: labels.city })).toHaveValue('Toronto');
    await draftSaved(canvasElement);
  },
};

/** No geolocation in this browser: the United States, and the spec's message under the country. */
export const LocationUnsupported: Story = {
  args: { positionSource: null },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 1);
    await waitFor(
      () => expect(within(canvasElement).getByText(errorMessages.geolocationUnsupported)).toBeVisible(),
      LOAD,
    );
    await expect(countryField(canvasElement)).toHaveValue('United States');
    await draftSaved(canvasElement);
  },
};

/**
 * A new application: Next Step with nothing filled shows each required field's message (spec
 * document 1, section 5) and focuses the first; typing in a field clears its message.
 */
export const StepOneRequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 1);
    await userEvent.click(button(canvasElement, labels.next));
    for (const message of [
      applicationMessages.nameOrCompanyRequired,
      applicationMessages.currentJobTitleRequired,
      applicationMessages.aboutMeTooShort,
      applicationMessages.resumeRequired,
      applicationMessages.cityRequired,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    const name = canvas.getByRole('textbox', { name: labels.fullName });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Alan Turing');
    await waitFor(() => expect(canvas.queryByText(applicationMessages.nameOrCompanyRequired)).not.toBeInTheDocument());
    await expect(canvas.getByText(applicationMessages.cityRequired)).toBeVisible();
    await draftSaved(canvasElement);
  },
};

/**
 * The resume uploaded through `POST /uploads` (here its mock): the upload's id goes into the
 * application, and the resume's message clears.
 */
export const ResumeUploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 1);
    await userEvent.click(button(canvasElement, labels.next));
    await expect(await canvas.findByText(applicationMessages.resumeRequired)).toBeVisible();
    const pickers = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const resumePicker = pickers[1];
    if (!resumePicker) throw new Error('The resume picker is missing');
    const resume = new File(['%PDF-1.7 resume'], 'ada-cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(resumePicker, resume);
    // Once done, the upload field makes way for a new one (to replace the file) and the file is named once.
    await waitFor(() => expect(canvas.getAllByText(`${fileUploadLabels.uploaded}: ada-cv.pdf`)).toHaveLength(1), LOAD);
    await expect(canvas.getAllByRole('button', { name: fileUploadLabels.choose })[1]).toBeEnabled();
    await waitFor(() => expect(canvas.queryByText(applicationMessages.resumeRequired)).not.toBeInTheDocument());
    await draftSaved(canvasElement);
  },
};

/**
 * Step 1's resume import popup (spec document 1, section 2): a resume is read, Use these merges its
 * skills into the application's without duplicates and puts its summary into About Me, which stays
 * editable; the draft saves them; focus returns to the button. Step 2 shows the merged skills.
 */
export const ImportResume: Story = {
  beforeEach({ msw }) {
    msw.use(draftAt(1, buildApplicationForm({ about_me: '' })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { skills, about_me_summary: summary } = buildGenerateResumeResponse().structured_data;
    await heading(canvasElement, 1);
    const opener = button(canvasElement, aiHelperLabels.resumeImport.open);
    await userEvent.click(opener);
    const modal = await screen.findByRole('dialog', { name: aiHelperLabels.resumeImport.title }, LOAD);
    const picker = modal.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('The file picker is missing');
    await userEvent.upload(picker, new File(['%PDF-1.7 resume'], 'ada-cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(modal).getByText(summary)).toBeVisible(), LOAD);
    await userEvent.click(within(modal).getByRole('button', { name: aiHelperLabels.resumeImport.use }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    const aboutMe = canvas.getByRole('textbox', { name: labels.aboutMe });
    await expect(aboutMe).toHaveValue(summary);
    await expect(canvas.getByText(labels.aboutMeCounter(summary.length))).toBeVisible();
    await draftSaved(canvasElement);
    await userEvent.click(button(canvasElement, labels.next));
    await heading(canvasElement, 2);
    // The draft's AWS Lambda, Amazon EKS and Terraform, then the resume's new ones, each once.
    for (const skill of ['AWS Lambda', 'Amazon EKS', 'Terraform', ...skills]) {
      await expect(canvas.getAllByText(skill, { selector: '[role="row"] *' })).toHaveLength(1);
    }
    await draftSaved(canvasElement);
  },
};

/**
 * Step 1's About Me generator (spec document 1, section 2): bullet points in, Use this text puts the
 * text into About Me, where it stays editable; the draft saves it; focus returns to the button.
 */
export const GenerateAboutMe: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const written = buildGenerateAboutMeResponse().about_me;
    await heading(canvasElement, 1);
    const opener = button(canvasElement, aiHelperLabels.aboutMe.open);
    await userEvent.click(opener);
    const modal = await screen.findByRole('dialog', { name: aiHelperLabels.aboutMe.title }, LOAD);
    const points = within(modal).getByRole('textbox', { name: aiHelperLabels.aboutMe.points });
    await waitFor(() => expect(points).toHaveFocus());
    await userEvent.keyboard('- 8 years of AWS{Enter}- AWS Certified Solutions Architect');
    await userEvent.click(within(modal).getByRole('button', { name: aiHelperLabels.aboutMe.generate }));
    await waitFor(() => expect(within(modal).getByText(written)).toBeVisible(), LOAD);
    await userEvent.click(within(modal).getByRole('button', { name: aiHelperLabels.aboutMe.use }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    // Generate is the popup's own: the wizard's Next Step did not run (no step errors).
    await expect(canvas.queryByText(applicationMessages.nameOrCompanyRequired)).not.toBeInTheDocument();
    const aboutMe = canvas.getByRole('textbox', { name: labels.aboutMe });
    await expect(aboutMe).toHaveValue(written);
    await userEvent.type(aboutMe, ' I mentor teams.');
    await expect(aboutMe).toHaveValue(`${written} I mentor teams.`);
    await draftSaved(canvasElement);
  },
};

/** A company applies: the name field becomes Company Name and a Contact Name appears. */
export const CompanyVariant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 1);
    await userEvent.click(canvas.getByRole('radio', { name: labels.company }));
    await expect(canvas.getByRole('textbox', { name: labels.companyName })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labels.contactName })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: labels.fullName })).not.toBeInTheDocument();
    await draftSaved(canvasElement);
  },
};

/** Step 2 by keyboard: a platform tile, then skills searched and confirmed with Enter, one removed. */
export const PlatformAndSkillsByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(draftAt(2, buildApplicationForm({ primary_platform: '', skills: [] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 2);
    await userEvent.click(button(canvasElement, labels.next));
    await expect(await canvas.findByText(applicationMessages.primaryPlatformRequired)).toBeVisible();
    await expect(canvas.getByText(applicationMessages.skillsTooFew)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'AWS' }));
    const input = canvas.getByRole('combobox', { name: labels.skills });
    await userEvent.click(input);
    for (const skill of ['Terraform', 'Docker', 'Kubernetes']) {
      await userEvent.keyboard(skill);
      await userEvent.keyboard('{Enter}');
    }
    await waitFor(() => expect(canvas.queryByText(applicationMessages.skillsTooFew)).not.toBeInTheDocument());
    await expect(canvas.getByRole('radio', { name: 'AWS' })).toBeChecked();
    await draftSaved(canvasElement);
  },
};

/** A draft resumed at step 3: the rate typed shows the fee and what the freelancer receives. */
export const ResumedAtRate: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getApplication.resumed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 3);
    const rate = canvas.getByRole('textbox', { name: labels.hourlyRate });
    await userEvent.type(rate, '4.5');
    await userEvent.click(button(canvasElement, labels.next));
    await expect(await canvas.findByText(applicationMessages.hourlyRateTooLow)).toBeVisible();
    await userEvent.clear(rate);
    await userEvent.type(rate, '85');
    await expect(canvas.getByRole('textbox', { name: labels.serviceFee })).toHaveValue('$4.25');
    await expect(canvas.getByRole('textbox', { name: labels.youReceive })).toHaveValue('$80.75');
    await draftSaved(canvasElement);
  },
};

/** Step 5: a portfolio project added, filled and deleted; education added. */
export const ExperienceBlocks: Story = {
  beforeEach({ msw }) {
    msw.use(draftAt(5, buildApplicationForm({ portfolio: [], education: [], certifications: [] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 5);
    await userEvent.click(button(canvasElement, labels.blocks.portfolio.add));
    await userEvent.click(button(canvasElement, labels.blocks.portfolio.add));
    const titles = canvas.getAllByRole('textbox', { name: labels.blockFields.title });
    await expect(titles).toHaveLength(2);
    await userEvent.type(titles[1] as HTMLElement, 'Data lake');
    await userEvent.click(button(canvasElement, `${labels.blocks.portfolio.remove} 1`));
    await waitFor(() => expect(canvas.getAllByRole('textbox', { name: labels.blockFields.title })).toHaveLength(1));
    await expect(canvas.getByRole('textbox', { name: labels.blockFields.title })).toHaveValue('Data lake');
    await userEvent.click(button(canvasElement, labels.blocks.education.add));
    await expect(canvas.getByRole('textbox', { name: labels.blockFields.school })).toBeVisible();
    await draftSaved(canvasElement);
  },
};

/** The Review step: Edit jumps to a step; back on Review, Submit Application ends on the success screen. */
export const ReviewEditAndSubmit: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getApplication.readyToSubmit);
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 6);
    await expect(canvas.getByText('Alan Turing')).toBeVisible();
    await userEvent.click(button(canvasElement, `${labels.edit} ${labels.steps[1].title}`));
    await heading(canvasElement, 2);
    for (const step of [3, 4, 5, 6]) {
      await userEvent.click(button(canvasElement, labels.next));
      await heading(canvasElement, step);
    }
    await userEvent.click(button(canvasElement, labels.submit));
    await expect(await canvas.findByRole('heading', { name: labels.success }, LOAD)).toBeVisible();
    await expect(canvas.getByText(labels.support('support@cloudexperts.example'))).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(expect.objectContaining({ kind: 'submitted' })));
    await userEvent.click(button(canvasElement, labels.continue));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

/** Submit Application in flight: 'Submitting...', disabled. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getApplication.readyToSubmit, hang('createProfile'));
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 6);
    await userEvent.click(button(canvasElement, labels.submit));
    // Spec: disabled and labelled 'Submitting...'.
    await expect(await within(canvasElement).findByRole('button', { name: labels.submitting })).toBeDisabled();
  },
};

/** The submit failed: the spec's message, with everything still there to try again. */
export const SubmitFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getApplication.readyToSubmit, handlers.createProfile.serverError);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 6);
    await userEvent.click(button(canvasElement, labels.submit));
    await expect(await canvas.findByText(errorMessages.submitApplicationFailed, {}, LOAD)).toBeVisible();
    // The button is back, with the focus, to try again.
    await waitFor(() => expect(button(canvasElement, labels.submit)).toHaveFocus());
  },
};

/** The draft could not be saved: what was typed stays, and the panel says so with Save now. */
export const DraftSaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      respond('getApplication', buildApplicationResponse({ form: emptyApplicationForm() })),
      handlers.saveApplication.serverError,
      handle('countries', () => HttpResponse.json({ countries: [] })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 1);
    await userEvent.type(canvas.getByRole('textbox', { name: labels.currentTitle }), 'Cloud Architect');
    await expect(await screen.findByText(labels.draftFailed, {}, LOAD)).toBeVisible();
    await expect(button(canvasElement, labels.draftRetry)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labels.currentTitle })).toHaveValue('Cloud Architect');
  },
};
