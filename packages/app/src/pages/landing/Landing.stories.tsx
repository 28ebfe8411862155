import {
  bookCallMessages,
  landingLabels,
  projectEnquiryLabels,
  serverMessages,
  successMessages,
} from '@cloudexperts/domain';
import { buildSampleProfilesResponse, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fillEnquiryByKeyboard, solveCaptcha, submitEnquiry } from '../../testing/enquiry.ts';
import { announcementsCleared, LOAD, tabToElement } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { PublicSite } from '../../testing/PublicSite.tsx';

/**
 * The landing page at `/`. Its lower parts load as they come into view, or all at once as soon as
 * the visitor presses Tab; each story starts by pressing Tab (then puts focus back) so every part
 * is on the page, as it is for a visitor who has scrolled through it.
 */
const meta = {
  title: 'Pages/Landing',
  component: PublicSite,
  parameters: { layout: 'fullscreen' },
  args: { path: '/' },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long walks: the header, the hero and the carousel come before the parts the stories use. */
const FAR = 80;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const region = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('region', { name }, LOAD);

/** Renders every deferred part (a Tab does that) and waits for the ones that need no data. */
async function revealAll(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Hire vetted cloud experts' }, LOAD);
  await userEvent.tab();
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  await region(canvasElement, 'Expert categories');
  await region(canvasElement, "Let's have a chat");
  await canvas.findByRole('form', { name: 'Ready to meet your expert?' }, LOAD);
}

const featured = async (canvasElement: HTMLElement) => region(canvasElement, 'Featured cloud architects');

/** The featured experts load: eight cards from `GET /profiles/sample_profiles`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await revealAll(canvasElement);
    const hero = await region(canvasElement, 'Hire vetted cloud experts');
    await expect(within(hero).getByRole('link', { name: landingLabels.signUpPaths.projectManager })).toHaveAttribute(
      'href',
      '/?account=signup&role=project_manager',
    );
    await expect(within(hero).getByRole('link', { name: landingLabels.signUpPaths.freelancer })).toHaveAttribute(
      'href',
      '/?account=signup&role=freelancer',
    );
    const stats = within(hero)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(stats).toEqual(['2,293+ cloud experts', '4.8 average rating', 'Top 1% of applicants admitted']);

    const list = await within(await featured(canvasElement)).findByRole('list', { name: 'Featured experts' }, LOAD);
    await expect(within(list).getAllByRole('article')).toHaveLength(8);
    await expect(within(list).getByRole('article', { name: 'Priya R.' })).toHaveTextContent('AWS Solutions Architect');

    for (const claim of [
      'Rates from $33.90/hour',
      'Pay only if happy after the first week',
      'A 25-minute intro call',
    ]) {
      await expect(canvas.getByRole('heading', { level: 3, name: claim })).toBeVisible();
    }
    for (const name of ['Short-Term', 'Full-Term', 'Recurring Project', 'Part-time', 'Full-time', 'Flexible plans']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(canvas.getByText('From $40 per hour at 20 hours a week')).toBeVisible();
  },
};

/** While the featured experts load, card placeholders hold their place. */
export const FeaturedLoading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('sampleProfiles'));
  },
  play: async ({ canvasElement }) => {
    await revealAll(canvasElement);
    await expect(
      await within(await featured(canvasElement)).findByText('Loading featured experts…', {}, LOAD),
    ).toBeInTheDocument();
  },
};

/** The featured experts fail to load: the error says so, and Retry (by keyboard) loads them. */
export const FeaturedErrorThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('sampleProfiles', () => buildSampleProfilesResponse()));
  },
  play: async ({ canvasElement }) => {
    await revealAll(canvasElement);
    const section = await featured(canvasElement);
    await expect(await within(section).findByRole('alert', {}, LOAD)).toHaveTextContent(
      'The featured experts could not be loaded',
    );
    await tabToElement(within(section).getByRole('button', { name: 'Try again' }), FAR);
    await userEvent.keyboard('{Enter}');
    const list = await within(section).findByRole('list', { name: 'Featured experts' }, LOAD);
    await expect(within(list).getAllByRole('article')).toHaveLength(8);
    await announcementsCleared();
  },
};

/** Nobody to feature: the page says so and points to Find Experts. */
export const FeaturedEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.sampleProfiles.empty);
  },
  play: async ({ canvasElement }) => {
    await revealAll(canvasElement);
    const section = await featured(canvasElement);
    await expect(
      await within(section).findByRole('heading', { name: 'No featured experts right now' }, LOAD),
    ).toBeVisible();
    await expect(within(section).getByRole('link', { name: 'Find Experts' })).toHaveAttribute(
      'href',
      '/freelancer-search',
    );
    // The sections' lazy code may still be loading: the screenshot waits for the loading bar to go
    // (it was in about one full run in three).
    await waitFor(() => expect(within(canvasElement).queryByTestId('loading-bar')).not.toBeInTheDocument(), LOAD);
  },
};

/** Fills 'Let's have a chat' by keyboard, from its Name field to its 'Book a call' button, and sends it. */
async function bookACall(canvasElement: HTMLElement) {
  const section = await region(canvasElement, "Let's have a chat");
  await tabToElement(within(section).getByRole('textbox', { name: 'Name' }), FAR);
  await userEvent.keyboard('Grace Hopper');
  await userEvent.tab();
  await userEvent.keyboard('grace@example.com');
  await userEvent.tab(); // the phone's country picker (United States)
  await userEvent.tab();
  await userEvent.keyboard('4155550123');
  await userEvent.tab();
  await userEvent.keyboard('We would like to move our data platform to AWS.');
  await userEvent.tab();
  await expect(within(section).getByRole('button', { name: 'Book a call' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return section;
}

/** 'Book a call' by keyboard: the toast says 'We will get back to you shortly with details.' and the form empties. */
export const BookACallSuccess: Story = {
  // Its toast closes by itself: the visual suite renders it again for the dark screenshot.
  play: async ({ canvasElement }) => {
    await revealAll(canvasElement);
    const section = await bookACall(canvasElement);
    await expect(await screen.findByText(successMessages.bookCall, {}, LOAD)).toBeVisible();
    await expect(within(section).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

/** The server fails (500): its message shows in the section and nothing typed is lost. */
export const BookACallServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.bookCall.serverError);
  },
  play: async ({ canvasElement }) => {
    await revealAll(canvasElement);
    const section = await bookACall(canvasElement);
    await expect(await within(section).findByRole('alert', {}, LOAD)).toHaveTextContent(serverMessages.internalError);
    await expect(within(section).getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Hopper');
    await announcementsCleared();
  },
};

/** 'Let's Chat' (the flexible plan) scrolls to 'Let's have a chat' and puts the cursor in its Name field. */
export const LetsChat: Story = {
  play: async ({ canvasElement }) => {
    await revealAll(canvasElement);
    await tabToElement(within(canvasElement).getByRole('button', { name: landingLabels.pricing.letsChat }), FAR);
    await userEvent.keyboard('{Enter}');
    const section = await region(canvasElement, "Let's have a chat");
    await waitFor(() => expect(within(section).getByRole('textbox', { name: 'Name' })).toHaveFocus(), LOAD);
  },
};

const enquiryDialog = () => screen.findByRole('dialog', { name: projectEnquiryLabels.title }, LOAD);

/**
 * 'Tell us about your Projects' by keyboard only: 'Talk to an expert' opens it, Tab and type through
 * it, answer the captcha, Submit. 'We will contact you shortly.' shows, then the page reloads (in
 * the story's memory router the modal closes instead).
 */
export const ProjectModalByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await revealAll(canvasElement);
    await tabToElement(within(canvasElement).getByRole('button', { name: projectEnquiryLabels.open }), FAR);
    await userEvent.keyboard('{Enter}');
    const modal = await enquiryDialog();
    await fillEnquiryByKeyboard(modal, 'We need an Azure architect for our landing zone.');
    await solveCaptcha(modal);
    await submitEnquiry(modal);
    await expect(await within(modal).findByText(successMessages.projectModal, {}, LOAD)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await announcementsCleared();
  },
};

/**
 * The second chat form: 'Book a call' with nothing typed says what is missing; with a name and a
 * company email it opens 'Tell us about your Projects' with both filled in.
 */
export const ChatFormOpensTheProjectModal: Story = {
  play: async ({ canvasElement }) => {
    await revealAll(canvasElement);
    const form = await within(canvasElement).findByRole('form', { name: 'Ready to meet your expert?' }, LOAD);
    const submit = within(form).getByRole('button', { name: 'Book a call' });
    await tabToElement(submit, FAR);
    await userEvent.keyboard('{Enter}');
    await expect(await within(form).findAllByText(bookCallMessages.fieldBlank)).toHaveLength(2);
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveFocus();

    await userEvent.keyboard('Ada Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('ada@acme');
    await userEvent.keyboard('{Enter}');
    await expect(await within(form).findByText(bookCallMessages.emailInvalid)).toBeVisible();
    await userEvent.keyboard('.io{Enter}');

    const modal = await enquiryDialog();
    await waitFor(() => expect(within(modal).getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace'), LOAD);
    await expect(within(modal).getByRole('textbox', { name: 'Work email' })).toHaveValue('ada@acme.io');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
  },
};

/** How it Works by keyboard: Tab to 'Cloud Expert', Enter: the expert's three steps. */
export const HowItWorksByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await revealAll(canvasElement);
    const section = await region(canvasElement, landingLabels.howItWorks.title);
    await expect(within(section).getByRole('list', { name: 'Steps for a Client' })).toHaveTextContent(
      'Make payment by milestone',
    );
    const expert = within(section).getByRole('button', { name: landingLabels.howItWorks.expert });
    await tabToElement(expert, FAR);
    await userEvent.keyboard('{Enter}');
    await expect(expert).toHaveAttribute('aria-pressed', 'true');
    const steps = within(section).getByRole('list', { name: 'Steps for a Cloud Expert' });
    await expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(landingLabels.howItWorks.expertSteps);
    await expect(within(section).getByRole('button', { name: landingLabels.howItWorks.client })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/**
 * A platform of the carousel opens its category's page (which keeps the scroll position); with
 * motion allowed the hero and the carousel each have a pause button.
 */
export const CategoryOpensItsPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await revealAll(canvasElement);
    const hero = await region(canvasElement, 'Hire vetted cloud experts');
    const carousel = await region(canvasElement, 'Expert categories');
    if (prefersReducedMotion()) {
      await expect(within(hero).queryByRole('button', { name: 'Pause animations' })).not.toBeInTheDocument();
    } else {
      const pause = within(hero).getByRole('button', { name: 'Pause animations' });
      await userEvent.click(pause);
      await expect(pause).toHaveTextContent('Play animations');
      await expect(within(carousel).getByRole('button', { name: 'Pause slide show' })).toBeVisible();
    }
    const link = within(carousel).getByRole('link', { name: 'Browse Microsoft Azure experts' });
    await tabToElement(link, FAR);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Microsoft Azure experts' }, LOAD)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveAttribute(
        'data-location',
        '/category_page_description?category=Microsoft',
      ),
    );
  },
};
