import { catalogChangeText, platformPageTexts as labels, platformServerMessages } from '@cloudexperts/domain';
import { buildAccessToken, buildAdminPlatforms, buildPlatformChange, handlers, hang } from '@cloudexperts/domain/mocks';
import { toast } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo, tabToElement } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { PlatformPages } from './testing.tsx';

/**
 * /platforms (`GET /admins/platforms`, the writes under `/admins/platforms`, `/admins/platform_order`
 * and `/admins/skills`, and `GET /admins/platform_changes`): the six platforms and their skills,
 * editable by the Admin, with who changed what.
 */
const meta = {
  title: 'Pages/Admin/Platforms',
  component: PlatformPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/platforms', token: buildAccessToken({ role: 'admin' }) },
  beforeEach({ msw }) {
    msw.use(
      handlers.adminPlatforms.some,
      handlers.platformChanges.some,
      handlers.updatePlatform.saved,
      handlers.reorderPlatforms.saved,
      handlers.createSkill.added,
      handlers.updateSkill.saved,
    );
    return () => toast.clear();
  },
} satisfies Meta<typeof PlatformPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const platformList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: labels.platformList }, LOAD);

/** Closes the toasts, so the screenshot does not depend on how long one stays. */
async function toastSeen(message: string) {
  await expect(await screen.findByText(message, {}, LOAD)).toBeVisible();
  toast.clear();
  await waitFor(() => expect(screen.queryByText(message)).toBeNull(), LOAD);
}

/**
 * The six platforms in order (label, description, offered, how many skills), every skill with its
 * platforms (retired ones hidden), and the recent changes in words.
 */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await platformList(canvasElement);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('Microsoft Azure');
    await expect(items[1]).toHaveTextContent(labels.skillsCount(1));
    await expect(within(list).getByRole('button', { name: labels.moveUp('Microsoft Azure') })).toBeDisabled();
    const skills = canvas.getByRole('list', { name: labels.skillList });
    await expect(within(skills).getByText('Terraform')).toBeVisible();
    await expect(within(skills).queryByText('Chef')).toBeNull();
    const changes = await canvas.findByRole('grid', { name: labels.changesTable }, LOAD);
    const rows = within(changes).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent(catalogChangeText(buildPlatformChange()));
    await expect(rows[3]).toHaveTextContent(labels.formerAdmin);
  },
};

/** The retired skills shown by the switch, each with Restore. */
export const RetiredShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await platformList(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: labels.showRetired }));
    await expect(await canvas.findByRole('button', { name: labels.restoreSkill('Chef') })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: labels.filterSkills }), 'che');
    await expect(within(canvas.getByRole('list', { name: labels.skillList })).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** While the catalogue loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('adminPlatforms'), handlers.platformChanges.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

/** The catalogue fails to load; Retry (by keyboard) loads it. */
export const FailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(
      failOnceThen('adminPlatforms', () => buildAdminPlatforms()),
      handlers.platformChanges.empty,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailed, {}, LOAD)).toBeVisible();
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await platformList(canvasElement);
    await announcementsCleared();
  },
};

/** No skill yet and no change yet: the add form and the empty states. */
export const NoSkills: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.adminPlatforms.noSkills, handlers.platformChanges.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.noSkills, {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText(labels.noChanges, {}, LOAD)).toBeVisible();
  },
};

/** A skill added by keyboard: its name, one platform, Enter; the toast, and it is listed. */
export const AddSkillByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await platformList(canvasElement);
    await tabToElement(canvas.getByRole('textbox', { name: labels.skillName }), 40);
    await userEvent.keyboard('Crossplane');
    const aws = within(canvas.getByRole('group', { name: labels.skillPlatforms })).getByRole('checkbox', {
      name: 'AWS',
    });
    await tabToElement(aws);
    await userEvent.keyboard(' ');
    await expect(aws).toBeChecked();
    await tabTo(labels.addSkill);
    await userEvent.keyboard('{Enter}');
    await toastSeen(platformServerMessages.skillAdded('Crossplane'));
    const skills = canvas.getByRole('list', { name: labels.skillList });
    await expect(within(skills).getByText('Crossplane')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labels.skillName })).toHaveValue('');
    await announcementsCleared();
  },
};

/** A name another skill has (409): said on the field, the name kept. */
export const AddSkillNameTaken: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.createSkill.nameTaken);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await platformList(canvasElement);
    const field = canvas.getByRole('textbox', { name: labels.skillName });
    await userEvent.type(field, 'terraform{Enter}');
    await expect(await canvas.findByText(platformServerMessages.skillNameTaken('Terraform'), {}, LOAD)).toBeVisible();
    await expect(field).toHaveValue('terraform');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Retire asks first; confirming retires the skill (hidden from the list) with a toast. */
export const RetireSkillConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await platformList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.retireSkill('Terraform') }));
    const dialog = await screen.findByRole('alertdialog', { name: labels.retireTitle('Terraform') }, LOAD);
    await expect(dialog).toHaveTextContent(labels.retireBody);
    await userEvent.click(within(dialog).getByRole('button', { name: labels.retireConfirm }));
    await toastSeen(platformServerMessages.skillRetired('Terraform'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), LOAD);
    await expect(canvas.queryByRole('button', { name: labels.retireSkill('Terraform') })).toBeNull();
    await announcementsCleared();
  },
};

/** The retire confirmation, open (its focus on Cancel side, nothing sent yet). */
export const RetireSkillAsked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await platformList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.retireSkill('Docker') }));
    const dialog = await screen.findByRole('alertdialog', { name: labels.retireTitle('Docker') }, LOAD);
    await waitFor(() => expect(dialog).toBeVisible(), LOAD);
  },
};

/** A platform edited in its dialog: a new label, not offered; saved with a toast. */
export const EditPlatform: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await platformList(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: labels.editPlatform('Oracle') }));
    const dialog = await screen.findByRole('dialog', { name: labels.editPlatform('Oracle') }, LOAD);
    const label = within(dialog).getByRole('textbox', { name: labels.label });
    await userEvent.clear(label);
    await userEvent.type(label, 'Oracle Cloud');
    await userEvent.click(within(dialog).getByRole('switch', { name: labels.offered }));
    await userEvent.click(within(dialog).getByRole('button', { name: labels.save }));
    await toastSeen(platformServerMessages.platformUpdated('Oracle Cloud'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    const oracle = within(list).getAllByRole('listitem')[4] as HTMLElement;
    await expect(oracle).toHaveTextContent('Oracle Cloud');
    await expect(oracle).toHaveTextContent(labels.offeredNo);
    await expect(canvas.getByRole('heading', { name: /Oracle Cloud/ })).toBeVisible();
    await announcementsCleared();
  },
};

/** A blank label is refused in the dialog, before anything is sent. */
export const EditPlatformInvalid: Story = {
  play: async ({ canvasElement }) => {
    const list = await platformList(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: labels.editPlatform('AWS') }));
    const dialog = await screen.findByRole('dialog', { name: labels.editPlatform('AWS') }, LOAD);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: labels.label }));
    await userEvent.click(within(dialog).getByRole('button', { name: labels.save }));
    await expect(await within(dialog).findByText(platformServerMessages.labelRequired)).toBeVisible();
  },
};

/** Move down by keyboard: AWS goes first-but-one to third; a toast says the order is saved. */
export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const list = await platformList(canvasElement);
    await tabTo(labels.moveDown('AWS'), 40);
    await userEvent.keyboard('{Enter}');
    await toastSeen(platformServerMessages.platformsReordered);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('AWS'), LOAD);
    await announcementsCleared();
  },
};

/** A skill renamed and moved to other platforms in its dialog. */
export const RenameSkill: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await platformList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.editSkill('Docker') }));
    const dialog = await screen.findByRole('dialog', { name: labels.renameSkill('Docker') }, LOAD);
    const name = within(dialog).getByRole('textbox', { name: labels.skillName });
    await userEvent.clear(name);
    await userEvent.type(name, 'Docker Engine');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'AWS' }));
    await userEvent.click(within(dialog).getByRole('button', { name: labels.save }));
    await toastSeen(platformServerMessages.skillSaved('Docker Engine'));
    const skills = canvas.getByRole('list', { name: labels.skillList });
    await expect(within(skills).getByText('Docker Engine')).toBeVisible();
    await announcementsCleared();
  },
};
