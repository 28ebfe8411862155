import {
  companyEnquiryLabels as labels,
  projectEnquiryLabels,
  projectModalMessages,
  serverMessages,
  signUpMessages,
  successMessages,
} from '@cloudexperts/domain';
import { buildCaptchaChallenge, buildTalkToExpertResponse, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillEnquiryByKeyboard, solveCaptcha, submitEnquiry } from '../../testing/enquiry.ts';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { PublicSite } from '../../testing/PublicSite.tsx';

/**
 * /tell-us-about-company: the 'Tell us about your Projects' flow on a page, in the whole site,
 * against `POST /talk_to_experts` (MSW).
 */
const meta = {
  title: 'Pages/Tell us about your company',
  component: PublicSite,
  parameters: { layout: 'fullscreen' },
  args: { path: '/tell-us-about-company' },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const message = 'We need an Azure architect for our landing zone.';

/** The form's card, once the page has loaded and the captcha has its question. */
async function formCard(canvasElement: HTMLElement) {
  const card = await within(canvasElement).findByRole('region', { name: projectEnquiryLabels.title }, LOAD);
  await within(card).findByRole('textbox', { name: buildCaptchaChallenge().prompt }, LOAD);
  return card;
}

/** Everything right, the captcha answered, then Submit: all by keyboard. */
async function sendEnquiry(canvasElement: HTMLElement) {
  const card = await formCard(canvasElement);
  await fillEnquiryByKeyboard(card, message);
  await solveCaptcha(card);
  await submitEnquiry(card);
  return card;
}

/** The page: its heading, the lead, what happens next, and the form with its captcha. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await formCard(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await expect(canvas.getByText(labels.lead)).toBeVisible();
    const steps = canvas.getByRole('list', { name: labels.nextTitle });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(labels.next.length);
    await expect(within(card).getByRole('heading', { level: 2, name: projectEnquiryLabels.title })).toBeVisible();
    for (const field of ['Name', 'Work email', 'Company', 'Message'])
      await expect(within(card).getByRole('textbox', { name: new RegExp(`^${field}`) })).toBeVisible();
    await expect(within(card).getByRole('button', { name: projectEnquiryLabels.submit })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${labels.title} | CloudExperts`));
  },
};

/** Submit with nothing typed: each rule's message under its field; focus goes to Name. */
export const FieldsRequired: Story = {
  play: async ({ canvasElement }) => {
    const card = await formCard(canvasElement);
    await submitEnquiry(card);
    await expect(await within(card).findByText(projectModalMessages.nameCharsOnly)).toBeVisible();
    await expect(within(card).getByText(projectModalMessages.emailInvalid)).toBeVisible();
    await expect(within(card).getByText(signUpMessages.fieldBlank)).toBeVisible();
    await expect(within(card).getByText(projectModalMessages.messageMinimumWords)).toBeVisible();
    await expect(within(card).getByText(projectModalMessages.captchaRequired)).toBeVisible();
    await expect(within(card).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
  },
};

/** While it sends, Submit reads 'Submitting...' and the fields are read-only. */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(hang('talkToExpert'));
  },
  play: async ({ canvasElement }) => {
    const card = await sendEnquiry(canvasElement);
    await expect(await within(card).findByRole('button', { name: /Submitting\.\.\./ })).toBeVisible();
    await expect(within(card).getByRole('textbox', { name: /^Company/ })).toHaveAttribute('readonly');
  },
};

/**
 * Sent, by keyboard only: 'We will contact you shortly.' takes focus and stays (the page does not
 * reload), with the link home next in the Tab order.
 */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const card = await sendEnquiry(canvasElement);
    const notice = await within(card).findByText(successMessages.projectModal, {}, LOAD);
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(card.contains(document.activeElement)).toBe(true));
    await expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    // The flow ends 2 s later (where the modal reloads the page): the page stays as it is.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await expect(within(card).getByText(successMessages.projectModal)).toBeVisible();
    await userEvent.tab();
    const home = within(card).getByRole('link', { name: labels.backHome });
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('href', '/');
    await announcementsCleared();
  },
};

/**
 * The server fails (500): its message as an alert, everything typed kept and a new captcha question;
 * answering it and pressing Submit again sends the enquiry.
 */
export const ErrorThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('talkToExpert', buildTalkToExpertResponse));
  },
  play: async ({ canvasElement }) => {
    const card = await sendEnquiry(canvasElement);
    await expect(await within(card).findByRole('alert', {}, LOAD)).toHaveTextContent(serverMessages.internalError);
    await expect(within(card).getByRole('textbox', { name: /^Message/ })).toHaveValue(message);
    await solveCaptcha(card);
    await submitEnquiry(card);
    await expect(await within(card).findByText(successMessages.projectModal, {}, LOAD)).toBeVisible();
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
    await announcementsCleared();
  },
};
