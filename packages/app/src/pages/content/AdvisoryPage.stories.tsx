import { jobCandidatesLabels, topExpertsLabels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildCandidateList,
  buildContactExpertsResponse,
  buildFreelancerCards,
  handle,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import { HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { PublicSite } from '../../testing/PublicSite.tsx';

/** The advisory page template: a platform's services, its top experts (live), engagement, pricing. */
const meta = {
  title: 'Pages/Advisory page',
  component: PublicSite,
  parameters: { layout: 'fullscreen' },
  args: { path: '/advisory-services/aws-advisory-services' },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AWS: the services, the best-rated AWS experts from the API, the engagement steps and pricing. */
export const Aws: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'AWS advisory services' }, LOAD)).toBeVisible();
    const experts = await canvas.findByRole('list', { name: 'Top AWS experts' }, LOAD);
    await expect(within(experts).getByRole('heading', { name: 'Priya R.' })).toBeVisible();
    await expect(within(experts).queryByRole('button', { name: /^Save / })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Find AWS experts' })).toHaveAttribute(
      'href',
      '/freelancer-search?platform=Amazon',
    );
    await expect(canvas.getByRole('region', { name: 'Pricing' })).toHaveTextContent('from $40 per hour');
    await expect(canvas.getByRole('region', { name: 'How an engagement works' })).toHaveTextContent(
      '25-minute intro call',
    );
  },
};

/**
 * A signed-in Project Manager: the same top experts from the signed-in search (platform, best
 * rated, six), each with a Save toggle, pressed for those saved.
 */
export const ManagerSaves: Story = {
  args: { token: buildAccessToken({ role: 'project_manager' }) },
  beforeEach({ msw }) {
    msw.use(handle('findFreelancersSignedIn', () => HttpResponse.json(buildCandidateList(6, 1))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const experts = await canvas.findByRole('list', { name: 'Top AWS experts' }, LOAD);
    await expect(within(experts).getAllByRole('article')).toHaveLength(6);
    const save = await within(experts).findByRole('button', { name: jobCandidatesLabels.save('Jessica T.') }, LOAD);
    await expect(within(experts).getByRole('button', { name: jobCandidatesLabels.save('Priya R.') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** Salesforce, with Salesforce experts. */
export const Salesforce: Story = {
  args: { path: '/advisory-services/salesforce-advisory-services' },
  beforeEach({ msw }) {
    msw.use(
      failOnceThen('contactExperts', () =>
        buildContactExpertsResponse(buildFreelancerCards(24).filter((card) => card.primary_platform === 'Salesforce')),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Salesforce advisory services' }, LOAD);
    // The first answer fails: Retry, by keyboard, loads the experts.
    await canvas.findByRole('heading', { name: 'The experts could not be loaded' }, LOAD);
    await tabTo('Try again');
    await userEvent.keyboard('{Enter}');
    const experts = await canvas.findByRole('list', { name: 'Top Salesforce experts' }, LOAD);
    await expect(within(experts).getByRole('heading', { name: 'Jessica T.' })).toBeVisible();
    await announcementsCleared();
  },
};

/** While the experts load, placeholders hold their place. */
export const ExpertsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('contactExperts'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'AWS advisory services' }, LOAD);
    await expect(canvas.getByText(topExpertsLabels.loading('Amazon'))).toBeInTheDocument();
  },
};

/** No approved experts on the platform yet: the section is left out. */
export const NoExpertsYet: Story = {
  args: { path: '/advisory-services/oracle-cloud-services' },
  beforeEach({ msw }) {
    msw.use(handlers.contactExperts.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Oracle Cloud services' }, LOAD);
    await waitFor(() => expect(canvas.queryByText(topExpertsLabels.loading('Oracle'))).not.toBeInTheDocument(), LOAD);
    await expect(canvas.queryByRole('heading', { name: 'Top Oracle experts' })).not.toBeInTheDocument();
  },
};

/** The startup programme has no single platform, so no expert list. */
export const StartupPartnership: Story = {
  args: { path: '/advisory-services/startup-partnership' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Startup partnership' }, LOAD);
    await expect(canvas.getByRole('region', { name: 'What you get' })).toBeVisible();
  },
};
