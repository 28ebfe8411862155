import { categoryDescriptions, categoryPageLabels as labels, topExpertsLabels } from '@cloudexperts/domain';
import { buildContactExpertsFor, buildSkills, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { PublicSite } from '../../testing/PublicSite.tsx';

/**
 * /category_page_description: an expert category's page (`?category=` a platform value), the list
 * of every category without one, and not found for anything else. Skills from `GET
 * /jobs/fetch_tech_skill`, experts from `GET /contact_experts?data=` (MSW, by the platform asked for).
 */
const meta = {
  title: 'Pages/Category description',
  component: PublicSite,
  parameters: { layout: 'fullscreen' },
  args: { path: '/category_page_description?category=Amazon' },
  beforeEach({ msw }) {
    msw.use(handlers.contactExperts.byPlatform);
  },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, LOAD);
const experts = (canvasElement: HTMLElement, name = topExpertsLabels.title('Amazon')) =>
  within(canvasElement).findByRole('list', { name }, LOAD);
const skills = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: labels.skillsTitle }, LOAD);

/**
 * AWS: its description, Find experts and Find work filtered to it, its skills, its best-rated
 * experts and the other categories.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AWS experts');
    await expect(canvas.getByText(categoryDescriptions.Amazon.summary)).toBeVisible();
    const about = canvas.getByRole('region', { name: labels.aboutTitle });
    await expect(about.querySelectorAll('p')).toHaveLength(categoryDescriptions.Amazon.paragraphs.length);
    const actions = canvas.getByRole('group', { name: labels.actionsLabel });
    await expect(within(actions).getByRole('link', { name: 'Find AWS experts' })).toHaveAttribute(
      'href',
      '/freelancer-search?platform=Amazon',
    );
    await expect(within(actions).getByRole('link', { name: 'Find AWS work' })).toHaveAttribute(
      'href',
      '/job-search?platform=Amazon',
    );
    // Only the catalogue's AWS skills.
    await expect(
      within(await skills(canvasElement))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AWS Lambda']);
    const cards = within(await experts(canvasElement)).getAllByRole('article');
    await expect(cards.length).toBe(buildContactExpertsFor('Amazon').experts.length);
    await expect(cards[0]).toHaveTextContent('AWS');
    const others = canvas.getByRole('navigation', { name: labels.otherTitle });
    await expect(within(others).getAllByRole('link')).toHaveLength(6);
    await expect(within(others).getByRole('link', { name: 'Google Cloud experts' })).toHaveAttribute(
      'href',
      '/category_page_description?category=Google',
    );
    await waitFor(() => expect(document.title).toBe('AWS experts | CloudExperts'));
  },
};

/** A platform value with a space and an ampersand, as the query carries it. */
export const AiAndMachineLearning: Story = {
  args: { path: '/category_page_description?category=AI+%26+Machine+Learning' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'AI & Machine Learning experts');
    await expect(within(await skills(canvasElement)).getByText('PyTorch')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Find AI & Machine Learning experts' }),
    ).toHaveAttribute('href', '/freelancer-search?platform=AI+%26+Machine+Learning');
    await experts(canvasElement, topExpertsLabels.title('AI & Machine Learning'));
  },
};

/** While the skills and experts load, placeholders hold their place; the description is there at once. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('skills'), hang('contactExperts'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AWS experts');
    await expect(canvas.getByText(labels.skillsLoading)).toBeInTheDocument();
    await expect(canvas.getByText(topExpertsLabels.loading('Amazon'))).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: labels.aboutTitle })).toBeVisible();
  },
};

/** No approved expert of the platform yet: the section says so, with the way to every expert. */
export const NoExpertsYet: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.contactExperts.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: topExpertsLabels.title('Amazon') }, LOAD);
    await expect(
      await within(section).findByRole('heading', { level: 3, name: labels.noExpertsTitle }, LOAD),
    ).toBeVisible();
    await expect(section).toHaveTextContent(labels.noExpertsMessage('Amazon'));
    await expect(within(section).getByRole('link', { name: 'Find Experts' })).toHaveAttribute(
      'href',
      '/freelancer-search',
    );
    await skills(canvasElement);
  },
};

/** The experts fail to load: the error says so, and Retry (by keyboard) loads them. */
export const ExpertsErrorThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('contactExperts', () => buildContactExpertsFor('Amazon')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(topExpertsLabels.failedTitle);
    await skills(canvasElement);
    await tabTo('Try again', 60);
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(within(await experts(canvasElement)).getAllByRole('article')).not.toHaveLength(0));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await announcementsCleared();
  },
};

/** The skills fail to load: the error says so, and Retry (by keyboard) loads them. */
export const SkillsErrorThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('skills', () => ({ skills: buildSkills() })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(labels.skillsFailedTitle);
    await experts(canvasElement);
    await tabTo('Try again', 60);
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(within(await skills(canvasElement)).getByText('AWS Lambda')).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await announcementsCleared();
  },
};

/** Without a category: every category with its line and a link to its page. */
export const AllCategories: Story = {
  args: { path: '/category_page_description' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, labels.listTitle);
    const list = canvas.getByRole('article', { name: labels.listTitle });
    await expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((title) => title.textContent),
    ).toEqual([
      'Microsoft Azure experts',
      'AWS experts',
      'Google Cloud experts',
      'AI & Machine Learning experts',
      'Oracle experts',
      'Salesforce experts',
    ]);
    await expect(canvas.getByText(categoryDescriptions.Oracle.summary)).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${labels.listTitle} | CloudExperts`));
  },
};

/** From the list, by keyboard: a category's link opens its page. */
export const CategoryFromTheList: Story = {
  args: { path: '/category_page_description' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, labels.listTitle);
    await tabTo(labels.explore('Oracle'), 60);
    await userEvent.keyboard('{Enter}');
    await heading(canvasElement, 'Oracle experts');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', '/category_page_description?category=Oracle'),
    );
    await experts(canvasElement, topExpertsLabels.title('Oracle'));
  },
};

/** Another category from the foot of one, by keyboard: it opens in place, its heading focused, its experts loaded. */
export const OtherCategoryByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await experts(canvasElement);
    await skills(canvasElement);
    await tabTo('Salesforce experts', 80);
    await userEvent.keyboard('{Enter}');
    const title = await heading(canvasElement, 'Salesforce experts');
    await waitFor(() => expect(title).toHaveFocus());
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute(
        'data-location',
        '/category_page_description?category=Salesforce',
      ),
    );
    const list = await experts(canvasElement, topExpertsLabels.title('Salesforce'));
    await waitFor(() => expect(within(list).getAllByRole('article')[0]).toHaveTextContent('Salesforce'));
    await expect(within(await skills(canvasElement)).getByText('Apex')).toBeVisible();
  },
};

/** A category that is no platform: not found, with the way to every category. */
export const UnknownCategory: Story = {
  args: { path: '/category_page_description?category=Heroku' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, labels.notFoundTitle);
    await expect(canvas.getByText(labels.notFoundMessage)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.allCategories })).toHaveAttribute(
      'href',
      '/category_page_description',
    );
    await waitFor(() => expect(document.title).toBe(`${labels.notFoundTitle} | CloudExperts`));
  },
};
