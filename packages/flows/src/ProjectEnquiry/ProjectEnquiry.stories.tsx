import {
  captchaLabels,
  errorMessages,
  projectModalMessages,
  serverMessages,
  signUpMessages,
  successMessages,
} from '@cloudexperts/domain';
import { CAPTCHA_ANSWER, buildCaptchaChallenge, handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import { Button } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared } from '../testing/announcements.ts';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { ProjectEnquiry } from './ProjectEnquiry.tsx';

/** The modal as the landing page opens it, with a way to open it again after it closes. */
function ProjectEnquiryDemo({ onReload }: { onReload: () => void }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Talk to an expert
      </Button>
      <ProjectEnquiry isOpen={isOpen} onOpenChange={setOpen} onReload={onReload} />
    </>
  );
}

const meta = {
  title: 'Flows/Tell us about your Projects',
  component: ProjectEnquiryDemo,
  decorators: [withFlowInspector],
  args: { onReload: fn() },
  parameters: { docs: { story: { inline: false, height: '52rem' } } },
} satisfies Meta<typeof ProjectEnquiryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const prompt = buildCaptchaChallenge().prompt;
const dialog = () => screen.findByRole('dialog', { name: 'Tell us about your Projects' });
/** The inspector's panel of this flow (the captcha's own machine has a panel too). */
const panel = (canvas: HTMLElement) => {
  const found = within(canvas).getByText('projectEnquiry').parentElement;
  if (!found) throw new Error('No inspector panel for projectEnquiry');
  return found;
};
const flowState = (canvas: HTMLElement) => within(panel(canvas)).getByTestId('flow-state');
const textbox = (modal: HTMLElement, name: string) => within(modal).getByRole('textbox', { name });

/** Presses Tab until `target` has focus (at most a dozen times). */
async function tabTo(target: HTMLElement) {
  for (let step = 0; step < 12 && document.activeElement !== target; step += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

interface Entry {
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  message?: string;
}

const good: Required<Entry> = {
  name: "Zoë O'Hara",
  email: 'zoe@acme.io',
  phone: '',
  company: 'Acme',
  message: 'We need an Azure architect.',
};

/** Types the fields by keyboard from Name to Message (Tab between them); focus ends on Message. */
async function fillByKeyboard(modal: HTMLElement, entry: Entry = good) {
  const { name, email, phone, company, message } = { ...good, ...entry };
  await tabTo(textbox(modal, 'Name'));
  await userEvent.keyboard(name);
  await userEvent.tab();
  await userEvent.keyboard(email);
  await userEvent.tab(); // the phone's country picker (United States)
  await userEvent.tab();
  if (phone) await userEvent.keyboard(phone);
  await userEvent.tab();
  await userEvent.keyboard(company);
  await userEvent.tab();
  await userEvent.keyboard(message);
}

/** Tab to the captcha, type the answer, Enter: verified. */
async function solveCaptcha(modal: HTMLElement) {
  const answer = await within(modal).findByRole('textbox', { name: prompt });
  await tabTo(answer);
  await userEvent.keyboard(CAPTCHA_ANSWER);
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(within(modal).getByRole('group', { name: captchaLabels.legend })).toHaveTextContent(captchaLabels.verified),
  );
}

/** Tab to Submit and press Enter. */
async function submitByKeyboard(modal: HTMLElement) {
  await tabTo(within(modal).getByRole('button', { name: 'Submit' }));
  await userEvent.keyboard('{Enter}');
}

/** Everything right, the captcha answered, then Submit. */
async function sendGoodEnquiry() {
  const modal = await dialog();
  await fillByKeyboard(modal);
  await solveCaptcha(modal);
  await submitByKeyboard(modal);
  return modal;
}

/** The modal with its fields and the captcha's question. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await waitFor(() => expect(textbox(modal, 'Work email')).toBeVisible());
    await expect(await within(modal).findByRole('textbox', { name: prompt })).toBeVisible();
    await expect(within(modal).getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
  },
};

/** Submit with nothing typed: each rule's message, the captcha's too; focus goes to Name. */
export const FieldsRequired: Story = {
  play: async () => {
    const modal = await dialog();
    await within(modal).findByRole('textbox', { name: prompt });
    await submitByKeyboard(modal);
    await expect(await within(modal).findByText(projectModalMessages.nameCharsOnly)).toBeVisible();
    await expect(within(modal).getByText(projectModalMessages.emailInvalid)).toBeVisible();
    await expect(within(modal).getByText(signUpMessages.fieldBlank)).toBeVisible();
    await expect(within(modal).getByText(projectModalMessages.messageMinimumWords)).toBeVisible();
    await expect(within(modal).getByText(projectModalMessages.captchaRequired)).toBeVisible();
    await expect(textbox(modal, 'Name')).toHaveFocus();
  },
};

/** Digits in the name, a half email, a short phone and four words: the spec's messages. */
export const InvalidValues: Story = {
  play: async () => {
    const modal = await dialog();
    await fillByKeyboard(modal, {
      name: 'R2D2',
      email: 'zoe@',
      phone: '12345',
      message: 'An Azure architect, please.',
    });
    await solveCaptcha(modal);
    await submitByKeyboard(modal);
    await expect(await within(modal).findByText(projectModalMessages.nameCharsOnly)).toBeVisible();
    await expect(within(modal).getByText(projectModalMessages.emailInvalid)).toBeVisible();
    await expect(within(modal).getByText(projectModalMessages.phoneInvalid)).toBeVisible();
    await expect(within(modal).getByText(projectModalMessages.messageMinimumWords)).toBeVisible();
    await expect(within(modal).queryByText(projectModalMessages.captchaRequired)).not.toBeInTheDocument();
  },
};

/** While sending, Submit reads 'Submitting...' and the machine accepts nothing. */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(hang('talkToExpert'));
  },
  play: async ({ canvasElement }) => {
    const modal = await sendGoodEnquiry();
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('sending'));
    await expect(within(modal).getByRole('button', { name: /Submitting\.\.\./ })).toBeVisible();
    await expect(within(panel(canvasElement)).getByTestId('flow-events')).toHaveTextContent('nothing');
  },
};

/** Completed by keyboard only: 'We will contact you shortly.' shows, then the page reloads. */
export const Sent: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = await sendGoodEnquiry();
    const notice = await within(modal).findByText(successMessages.projectModal);
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await expect(flowState(canvasElement)).toHaveTextContent('sent');
    await waitFor(() => expect(args.onReload).toHaveBeenCalledTimes(1), { timeout: 4_000 });
    // Submit's pending announcement (made while it had focus) still names the button the message replaced.
    await announcementsCleared();
  },
};

/** The server does not accept the captcha: its message under the captcha, and a new question to answer. */
export const CaptchaRejected: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.talkToExpert.captchaRequired);
  },
  play: async () => {
    const modal = await sendGoodEnquiry();
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(projectModalMessages.captchaRequired);
    const group = within(modal).getByRole('group', { name: captchaLabels.legend });
    await expect(await within(group).findByText(projectModalMessages.captchaRequired)).toBeVisible();
    await expect(group).not.toHaveTextContent(captchaLabels.verified);
    await expect(textbox(modal, 'Company')).toHaveValue(good.company);
  },
};

/** The server refuses the message (422): its message as an alert and under the field; nothing typed is lost. */
export const ServerRejects: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.talkToExpert.invalid);
  },
  play: async () => {
    const modal = await sendGoodEnquiry();
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(projectModalMessages.messageMinimumWords);
    await expect(textbox(modal, 'Message')).toHaveValue(good.message);
    await expect(textbox(modal, 'Name')).toHaveValue(good.name);
  },
};

/** Too many enquiries from this address (429): the server's message. */
export const TooManyRequests: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.talkToExpert.tooMany);
  },
  play: async () => {
    const modal = await sendGoodEnquiry();
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.tooManyRequests);
  },
};

/** A server failure (500): the server's message. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.talkToExpert.serverError);
  },
  play: async () => {
    const modal = await sendGoodEnquiry();
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.internalError);
  },
};

/** No answer at all: 'Network error. Please check your connection and try again.' */
export const NetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('talkToExpert'));
  },
  play: async () => {
    const modal = await sendGoodEnquiry();
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(errorMessages.networkError);
  },
};
