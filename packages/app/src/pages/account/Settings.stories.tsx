import {
  changePasswordLabels,
  phoneCodes,
  phoneSignUpLabels,
  roleNames,
  serverMessages,
  signUpLabels,
  successMessages,
  verifyPhoneLabels,
} from '@cloudexperts/domain';
import {
  buildCompleteFreelancerDetails,
  buildOtherSessionsSignedOut,
  buildProjectManagerDetails,
  buildSessions,
  handle,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import { HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo, tabToElement as tabToField } from '../../testing/keyboard.ts';
import { failOnceThen, serverError } from '../../testing/mocks.ts';
import { accountLabels } from './labels.ts';
import { AccountScreens } from './testing.tsx';

const labels = accountLabels.settings;
const sessionLabels = accountLabels.sessions;

/** The sessions the API holds for the story: signing out removes them, as the real API does. */
function liveSessions() {
  let sessions = buildSessions().sessions;
  return [
    handle('sessions', () => HttpResponse.json({ sessions })),
    handle('signOutSession', ({ params }) => {
      sessions = sessions.filter((session) => session.id !== params.id);
      return HttpResponse.json({ message: serverMessages.sessionSignedOut });
    }),
    handle('signOutOtherSessions', () => {
      const signedOut = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return HttpResponse.json(buildOtherSessionsSignedOut(signedOut));
    }),
  ];
}

/** A Project Manager's account as the API keeps it: a save changes what the page loads next. */
function liveManager() {
  let user = buildProjectManagerDetails();
  return [
    handle('currentUser', () => HttpResponse.json(user)),
    handle('updateUser', async ({ request }) => {
      const changes = (await request.json()) as Partial<typeof user>;
      const next = { ...user, ...changes };
      user = { ...next, full_name: `${next.first_name} ${next.last_name}` };
      return HttpResponse.json({ message: successMessages.accountUpdated, user });
    }),
  ];
}

const devices = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: sessionLabels.title }, LOAD);

/** /settings: the signed-in user's details and the three account flows. */
const meta = {
  title: 'Pages/Account/Settings',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/settings' },
  beforeEach({ msw }) {
    msw.use(handlers.currentUser.freelancerComplete, handlers.sendPhoneCode.settings);
  },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: labels.detailsTitle }, LOAD);

/** Tabs forward (focus wraps inside a dialog) until `target` has focus. */
async function tabToElement(target: HTMLElement) {
  for (let step = 0; step < 12 && document.activeElement !== target; step += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** A freelancer with everything set: details, question added, phone verified. */
export const CompleteAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = await details(canvasElement);
    await expect(account).toHaveTextContent('Alan Turing');
    await expect(account).toHaveTextContent('alan.turing@example.com');
    await expect(account).toHaveTextContent(roleNames.freelancer);
    await expect(account).toHaveTextContent('+14155550123');
    await expect(canvas.getByRole('region', { name: labels.questionTitle })).toHaveTextContent(labels.questionAdded);
    await expect(canvas.getByRole('button', { name: labels.changeQuestion })).toBeVisible();
  },
};

/** A new freelancer: no question, no phone yet. */
export const NewAccount: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.currentUser.freelancerWithoutProfile);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await details(canvasElement)).toHaveTextContent(labels.noPhone);
    await expect(canvas.getByRole('region', { name: labels.questionTitle })).toHaveTextContent(labels.questionMissing);
    await expect(canvas.getByRole('button', { name: labels.addQuestion })).toBeVisible();
  },
};

/**
 * Change Password by keyboard only: open it, the three passwords, Space on "All devices must sign
 * in again", Enter. The modal closes and 'Account updated successfully.' shows.
 */
export const ChangePasswordByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.changePassword.signedOutOtherDevices);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await details(canvasElement);
    await tabTo(changePasswordLabels.title);
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: changePasswordLabels.title }, LOAD);
    const field = (label: string) => within(modal).getByLabelText(label, { selector: 'input', exact: false });
    await waitFor(() => expect(field(changePasswordLabels.currentPassword)).toHaveFocus(), LOAD);
    await userEvent.keyboard('Cloud@2026x');
    await tabToElement(field(changePasswordLabels.newPassword));
    await userEvent.keyboard('Sky@2027yes');
    await tabToElement(field(signUpLabels.confirmPassword));
    await userEvent.keyboard('Sky@2027yes');
    const checkbox = within(modal).getByRole('checkbox', { name: changePasswordLabels.signOutAllDevices });
    await tabToElement(checkbox);
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await tabToElement(field(signUpLabels.confirmPassword));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(
      await within(canvas.getByRole('region', { name: labels.passwordTitle })).findByRole('status', {}, LOAD),
    ).toHaveTextContent(successMessages.accountUpdated);
    await announcementsCleared();
  },
};

/**
 * Verify phone by keyboard only: open it, the number, Enter; the 5-digit code, Enter. The modal
 * closes, the server's message shows and the details are loaded again.
 */
export const VerifyPhoneByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.currentUser.freelancerWithoutProfile);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await details(canvasElement);
    await tabTo(verifyPhoneLabels.title);
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: verifyPhoneLabels.title }, LOAD);
    await waitFor(
      () => expect(within(modal).getByRole('textbox', { name: phoneSignUpLabels.phone })).toHaveFocus(),
      LOAD,
    );
    await userEvent.keyboard('4155550123{Enter}');
    const firstBox = await within(modal).findByRole(
      'textbox',
      { name: `Digit 1 of ${phoneCodes.settingsLength}` },
      LOAD,
    );
    await waitFor(() => expect(firstBox).toHaveFocus(), LOAD);
    await userEvent.keyboard('12345{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(
      await within(canvas.getByRole('region', { name: labels.phoneTitle })).findByRole('status', {}, LOAD),
    ).toHaveTextContent(serverMessages.phoneVerified);
    await announcementsCleared();
  },
};

/** While the details load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('currentUser'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: labels.title }, LOAD);
    await expect(canvas.getByText(labels.loading)).toBeInTheDocument();
  },
};

/** The details fail to load: the error, and Retry (by keyboard) loads them. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('currentUser', () => buildCompleteFreelancerDetails()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(labels.loadFailed);
    await tabTo(accountLabels.retry);
    await userEvent.keyboard('{Enter}');
    await expect(await details(canvasElement)).toBeVisible();
    await announcementsCleared();
  },
};

/**
 * The signed-in devices, by keyboard: Tab to "Sign out" on the phone, Enter. The server's message
 * shows, the list loads again with this device only, and "Sign out all other devices" is off.
 */
export const SignOutADeviceByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...liveSessions());
  },
  play: async ({ canvasElement }) => {
    const region = await devices(canvasElement);
    const list = await within(region).findByRole('list', { name: sessionLabels.list }, LOAD);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent(sessionLabels.current);
    await tabTo(sessionLabels.signOutDevice('Safari on iPhone'));
    await userEvent.keyboard('{Enter}');
    await expect(await within(region).findByRole('status', {}, LOAD)).toHaveTextContent(
      serverMessages.sessionSignedOut,
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), LOAD);
    await expect(region).toHaveTextContent(sessionLabels.onlyThisDevice);
    await expect(within(region).getByRole('button', { name: sessionLabels.signOutOthers })).toBeDisabled();
    await announcementsCleared();
  },
};

/** "Sign out all other devices": every other device goes; the count comes from the server. */
export const SignOutOtherDevices: Story = {
  beforeEach({ msw }) {
    msw.use(...liveSessions());
  },
  play: async ({ canvasElement }) => {
    const region = await devices(canvasElement);
    await within(region).findByRole('list', { name: sessionLabels.list }, LOAD);
    await userEvent.click(within(region).getByRole('button', { name: sessionLabels.signOutOthers }));
    await expect(await within(region).findByRole('status', {}, LOAD)).toHaveTextContent(
      serverMessages.otherSessionsSignedOut,
    );
    await waitFor(() => expect(region).toHaveTextContent(sessionLabels.onlyThisDevice), LOAD);
    await announcementsCleared();
  },
};

/** Signing a device out fails: the reason shows and the list stays. */
export const SignOutFails: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.sessions.ok, serverError('signOutSession'));
  },
  play: async ({ canvasElement }) => {
    const region = await devices(canvasElement);
    await within(region).findByRole('list', { name: sessionLabels.list }, LOAD);
    await userEvent.click(
      within(region).getByRole('button', { name: sessionLabels.signOutDevice('Safari on iPhone') }),
    );
    await expect(await within(region).findByRole('alert', {}, LOAD)).toHaveTextContent(sessionLabels.signOutFailed);
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The devices fail to load: the error, and Retry loads them. */
export const DevicesErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('sessions', () => buildSessions()));
  },
  play: async ({ canvasElement }) => {
    const region = await devices(canvasElement);
    await expect(await within(region).findByRole('alert', {}, LOAD)).toHaveTextContent(sessionLabels.loadFailed);
    await userEvent.click(within(region).getByRole('button', { name: accountLabels.retry }));
    await expect(await within(region).findByRole('list', { name: sessionLabels.list }, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** A Project Manager names their company by keyboard: the details show it once saved. */
export const EditCompanyNameByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...liveManager());
  },
  play: async ({ canvasElement }) => {
    const card = await details(canvasElement);
    await expect(within(card).getByText(labels.noCompany)).toBeVisible();
    await tabTo(labels.edit);
    await userEvent.keyboard('{Enter}');
    const company = await within(card).findByRole('textbox', { name: labels.companyName });
    await expect(within(card).getByRole('textbox', { name: labels.firstName })).toHaveFocus();
    await tabToField(company);
    await userEvent.keyboard('Northwind Cloud');
    await tabTo(labels.save);
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText(successMessages.accountUpdated)).toBeVisible();
    await waitFor(() => expect(within(card).getByText('Northwind Cloud')).toBeVisible(), LOAD);
    await expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    await expect(within(card).getByRole('button', { name: labels.edit })).toHaveFocus();
    await announcementsCleared();
  },
};

/** A refused save keeps what was typed and shows the field's message; Cancel leaves it unchanged. */
export const EditRefused: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.currentUser.projectManager, handlers.updateUser.companyNameTooLong);
  },
  play: async ({ canvasElement }) => {
    const card = await details(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: labels.edit }));
    const company = within(card).getByRole('textbox', { name: labels.companyName });
    await userEvent.type(company, 'Contoso');
    await userEvent.click(within(card).getByRole('button', { name: labels.save }));
    await expect(await within(card).findByText(labels.saveFailed)).toBeVisible();
    await expect(within(card).getAllByText(serverMessages.companyNameTooLong).length).toBeGreaterThan(0);
    await expect(company).toHaveValue('Contoso');
    await userEvent.click(within(card).getByRole('button', { name: labels.cancel }));
    await expect(within(card).getByText(labels.noCompany)).toBeVisible();
    await announcementsCleared();
  },
};

/** A freelancer's form has no company name: only a client has one. */
export const EditAsFreelancer: Story = {
  play: async ({ canvasElement }) => {
    const card = await details(canvasElement);
    await expect(within(card).queryByText(labels.company)).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: labels.edit }));
    await expect(within(card).getByRole('textbox', { name: labels.firstName })).toHaveValue('Alan');
    await expect(within(card).queryByRole('textbox', { name: labels.companyName })).not.toBeInTheDocument();
    await expect(within(card).getByRole('checkbox', { name: labels.subscribe })).toBeChecked();
  },
};
