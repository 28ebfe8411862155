import {
  expertHireLabels,
  expertProfileLabels as labels,
  hireFreelancerLabels,
  publicSiteLabels,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildFreelancerCards,
  buildFreelancerDetails,
  buildFreelancerDetailsResponse,
  buildJobRef,
  handle,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { PublicSite } from '../../testing/PublicSite.tsx';

const priya = buildFreelancerDetails();
const profilePath = `/user-profile/${priya.uuid}`;

/** An expert's public profile on `GET /freelancer_details/{id}`, in the whole site (header, login modal). */
const meta = {
  title: 'Pages/Expert profile',
  component: PublicSite,
  parameters: { layout: 'fullscreen' },
  args: { path: profilePath },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const profileOf = (canvasElement: HTMLElement, name = priya.display_name) =>
  within(canvasElement).findByRole('article', { name }, LOAD);
const section = (profile: HTMLElement, name: string) => within(profile).getByRole('region', { name });

/** The ids each call asked for, and whether it carried a token (a visitor's must not). */
const calls: Array<{ id: string; token: string | null }> = [];
const callSpy = handle('freelancerDetails', ({ params, request }) => {
  calls.push({ id: String(params.id), token: request.headers.get('authorization') });
});

/**
 * A visitor sees everything a profile shows: the header's facts, About Me, skills, the portfolio,
 * education, certifications and work preferences, and Hire me.
 */
export const Loaded: Story = {
  beforeEach({ msw }) {
    calls.length = 0;
    msw.use(callSpy);
  },
  play: async ({ canvasElement }) => {
    const profile = await profileOf(canvasElement);
    const view = within(profile);
    await expect(view.getByRole('heading', { level: 1, name: 'Priya R.' })).toBeVisible();
    await expect(profile).toHaveTextContent('AWS Solutions Architect');
    for (const fact of [
      'LocationBengaluru, Karnataka, India',
      'Rate$95.00/hr',
      '(142 reviews)',
      'PlatformAWS',
      'Member sinceMarch 2025',
    ]) {
      await expect(profile).toHaveTextContent(fact);
    }
    await expect(view.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    const about = section(profile, labels.aboutTitle);
    await expect(about.querySelectorAll('p')).toHaveLength(2);
    await expect(section(profile, labels.skillsTitle)).toHaveTextContent(
      'Amazon EKSAWS IAMAWS CloudFormationTerraform',
    );
    const portfolio = section(profile, labels.portfolioTitle);
    const project = within(portfolio).getByRole('link', { name: /^Landing zone for a payments company/ });
    await expect(project).toHaveAttribute('href', 'https://example.com/case-studies/landing-zone');
    await expect(project).toHaveAttribute('target', '_blank');
    await expect(project).toHaveAttribute('rel', expect.stringContaining('nofollow') as string);
    // An entry without an address is a heading, not a link.
    await expect(within(portfolio).getByRole('heading', { level: 3, name: 'Cost dashboards' })).toBeVisible();
    await expect(within(portfolio).queryByRole('link', { name: /Cost dashboards/ })).not.toBeInTheDocument();
    await expect(section(profile, labels.educationTitle)).toHaveTextContent(
      'BTech, Computer ScienceIndian Institute of Technology Madras · 2008–2012',
    );
    const certifications = section(profile, labels.certificationsTitle);
    await expect(certifications).toHaveTextContent(
      'Amazon Web Services · Issued Mar 15, 2024 · Expires Mar 15, 2027 · Credential ID AWS-PSA-48213',
    );
    await expect(certifications).toHaveTextContent('HashiCorp · Issued Jun 1, 2023');
    const preferences = section(profile, labels.detailsTitle);
    await expect(preferences).toHaveTextContent('Experience10+ years');
    await expect(preferences).toHaveTextContent('Availability30 to 40 hours a week');
    await expect(preferences).toHaveTextContent('LanguagesEnglish: Fluent');
    await expect(view.getByRole('link', { name: labels.hireMe })).toBeVisible();
    await expect(calls).toEqual([{ id: priya.uuid, token: null }]);
    await waitFor(() => expect(document.title).toBe('Priya R. | CloudExperts'));
  },
};

/** A profile with nothing optional: no blocks, location, reviews or work preferences, and no empty sections. */
export const Minimal: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.freelancerDetails.minimal);
  },
  play: async ({ canvasElement }) => {
    const profile = await profileOf(canvasElement, 'Tomás G.');
    const view = within(profile);
    await expect(profile).toHaveTextContent(`Rating${labels.noReviews}`);
    await expect(profile).not.toHaveTextContent(labels.location);
    await expect(view.getByRole('region', { name: labels.aboutTitle })).toBeVisible();
    for (const title of [
      labels.skillsTitle,
      labels.portfolioTitle,
      labels.educationTitle,
      labels.certificationsTitle,
      labels.detailsTitle,
    ]) {
      await expect(view.queryByRole('region', { name: title })).not.toBeInTheDocument();
    }
  },
};

/** While the profile loads, placeholders hold its place under a heading for screen readers. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('freelancerDetails'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.title }, LOAD)).toBeInTheDocument();
    await expect(canvas.getByText(labels.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** No such profile, or not public (404): the page says so, with the way back to Find Experts. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.freelancerDetails.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.notFoundTitle }, LOAD)).toBeVisible();
    await expect(canvas.getByText(labels.notFoundMessage)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${labels.notFoundTitle} | CloudExperts`));
    await expect(canvas.getByRole('link', { name: labels.backToSearch })).toHaveAttribute('href', '/freelancer-search');
  },
};

/** A path that is no profile's id is not found without asking the API. */
export const NotAProfileId: Story = {
  args: { path: '/user-profile/latest' },
  beforeEach({ msw }) {
    calls.length = 0;
    msw.use(callSpy);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.notFoundTitle }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.backToSearch })).toHaveAttribute('href', '/freelancer-search');
    await expect(calls).toEqual([]);
  },
};

/** The profile fails to load: the error says so, and Retry (by keyboard) loads it. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('freelancerDetails', () => buildFreelancerDetailsResponse()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(labels.loadFailedTitle);
    await expect(canvas.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await expect(await profileOf(canvasElement)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await announcementsCleared();
  },
};

/**
 * A visitor's Hire me, by keyboard: the login modal opens over the profile with the hire-me origin
 * in the URL (a Project Manager who logs in comes back to this profile).
 */
export const HireMeOpensLogin: Story = {
  play: async ({ canvasElement }) => {
    await profileOf(canvasElement);
    await tabTo(labels.hireMe, 40);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: publicSiteLabels.header.login }, LOAD);
    // Once it has faded in.
    await waitFor(() => expect(dialog).toBeVisible(), LOAD);
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute(
        'data-location',
        `${profilePath}?account=login&role=project_manager&hire=${priya.uuid}`,
      ),
    );
    await expect(await within(dialog).findByRole('textbox', { name: /Email/ }, LOAD)).toBeVisible();
  },
};

/**
 * A signed-in Project Manager (the route with the job they came from): HIRE opens the hire popup
 * with that job chosen; Next, the card, Hire Now goes on to /hire-a-freelancer/ with the rate type.
 */
export const ProjectManager: Story = {
  args: {
    path: `/user-profile/${priya.uuid}/${buildJobRef().uuid}`,
    token: buildAccessToken({ role: 'project_manager' }),
  },
  beforeEach({ msw }) {
    msw.use(handlers.hireFreelancerDetails.noProposal);
  },
  play: async ({ canvasElement }) => {
    const profile = await profileOf(canvasElement);
    await expect(within(profile).getByRole('region', { name: labels.skillsTitle })).toBeVisible();
    await expect(within(profile).queryByRole('link', { name: labels.hireMe })).not.toBeInTheDocument();
    const actions = within(profile).getByRole('group', { name: labels.actionsLabel });
    await userEvent.click(within(actions).getByRole('button', { name: expertHireLabels.hire }));
    const dialog = await screen.findByRole('dialog', { name: hireFreelancerLabels.title(priya.display_name) }, LOAD);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: new RegExp(hireFreelancerLabels.job) })).toHaveTextContent(
        buildJobRef().title,
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: hireFreelancerLabels.next }));
    const card = await screen.findByRole('dialog', { name: hireFreelancerLabels.title(priya.display_name) });
    await userEvent.click(await within(card).findByRole('button', { name: hireFreelancerLabels.hireNow }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute(
        'data-location',
        `/hire-a-freelancer/${priya.uuid}/${String(buildJobRef().id)}?type=hourly`,
      ),
    );
  },
};

/**
 * A Coordinator (Support the same) reads a profile for a client (issue 19): everything a profile
 * shows, and no action (HIRE and Hire me are the client's).
 */
export const Staff: Story = {
  args: { token: buildAccessToken({ role: 'coordinator' }) },
  play: async ({ canvasElement }) => {
    const profile = await profileOf(canvasElement);
    await expect(within(profile).getByRole('region', { name: labels.skillsTitle })).toBeVisible();
    await expect(within(profile).queryByRole('group', { name: labels.actionsLabel })).not.toBeInTheDocument();
    await expect(within(profile).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(profile).queryByRole('link', { name: labels.hireMe })).not.toBeInTheDocument();
  },
};

/** From Find Experts: a card's name is its one link, to that expert's own profile. */
export const FromTheSearch: Story = {
  args: { path: '/freelancer-search' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Experts' }, LOAD);
    const jessica = buildFreelancerCards(2)[1];
    const card = within(list).getByRole('article', { name: jessica?.display_name });
    await expect(within(card).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(within(card).getByRole('link', { name: jessica?.display_name }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', `/user-profile/${jessica?.uuid ?? ''}`),
    );
    const profile = await profileOf(canvasElement, jessica?.display_name);
    await expect(profile).toHaveTextContent('Salesforce Technical Architect');
  },
};
