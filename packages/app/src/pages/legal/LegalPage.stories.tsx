import { buildTemplate, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { PublicSite } from '../../testing/PublicSite.tsx';

/** The legal page template: a content template from `GET /template_details`, rendered from Markdown. */
const meta = {
  title: 'Pages/Legal page',
  component: PublicSite,
  parameters: { layout: 'fullscreen' },
  args: { path: '/terms-of-service' },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const privacyBody = [
  '# Privacy Policy',
  '',
  'This policy explains what we collect, why, and the choices you have.',
  '',
  '## What we collect',
  '- **Account details:** name, email address, country and role.',
  '- **Security details:** your password, stored only as a one-way hash.',
  '',
  '## Your rights',
  'Write to [privacy@cloudexperts.example](mailto:privacy@cloudexperts.example); read the [FAQ](/faq) first.',
  '',
  '| Item | Why |',
  '| --- | --- |',
  '| `accessToken` | Keeps you signed in |',
].join('\n');

/** The Terms of Service: the document's headings sit under the page title; lists and dates. */
export const TermsOfService: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Terms of Service' }, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Fees and payment' }, LOAD)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText(/Last updated/)).toHaveTextContent('January 15, 2026');
    const document = canvas.getByRole('article', { name: 'Terms of Service' });
    await expect(within(document).getByRole('listitem')).toHaveTextContent(
      '2.5% once billing with that client exceeds $500.',
    );
  },
};

/** The spec's capitalised path reaches the same page. */
export const CapitalisedPath: Story = {
  args: { path: '/terms-of-Service' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: 'Fees and payment' }, LOAD);
  },
};

/** The Privacy Policy: bold text, links (on the site and mail), a table. */
export const PrivacyPolicy: Story = {
  args: { path: '/privacy-policy' },
  beforeEach({ msw }) {
    msw.use(
      failOnceThen('templateDetails', () =>
        buildTemplate({ name: 'privacy_policy', title: 'Privacy Policy', body: privacyBody }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first answer fails: Retry, by keyboard, loads the policy.
    await canvas.findByRole('heading', { name: 'The Privacy Policy could not be loaded' }, LOAD);
    await tabTo('Try again');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'What we collect' }, LOAD)).toBeVisible();
    const policy = within(canvas.getByRole('article', { name: 'Privacy Policy' }));
    await expect(policy.getByText('Account details:').tagName).toBe('STRONG');
    await expect(policy.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await expect(policy.getByRole('link', { name: 'privacy@cloudexperts.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@cloudexperts.example',
    );
    await expect(policy.getByRole('columnheader', { name: 'Item' })).toBeVisible();
    await announcementsCleared();
  },
};

/** While the document loads, placeholders stand in for it. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('templateDetails'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Terms of Service' }, LOAD);
    await expect(canvas.getByText('Loading the Terms of Service…')).toBeInTheDocument();
  },
};

/** Not published yet (404): the error says so and offers Retry. */
export const NotPublished: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.templateDetails.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent('This document is not published yet.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
