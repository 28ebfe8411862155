import { securityQuestionLabels } from '@cloudexperts/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOAD } from '../../testing/keyboard.ts';

/** Keyboard steps through the Security Question modal, shared by the stories of its pages. */

export const questionDialog = () => screen.findByRole('dialog', { name: securityQuestionLabels.title }, LOAD);

/** With the question list focused: opens it, moves down `steps` options, picks one, waits for it to close. */
export async function chooseQuestion(modal: HTMLElement, steps: number) {
  const trigger = await within(modal).findByRole('button', { name: /Question/ }, LOAD);
  await waitFor(() => expect(trigger).toHaveFocus(), LOAD);
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await screen.findByRole('listbox', {}, LOAD);
  await userEvent.keyboard(`${'{ArrowDown}'.repeat(steps)}{Enter}`);
  // The list leaves with a transition and focus comes back after it: wait for both.
  await waitFor(() => expect(listbox).not.toBeInTheDocument(), LOAD);
  await waitFor(() => expect(trigger).toHaveFocus(), LOAD);
}

/** From the question list: Tab to the answer, type it, Enter saves. */
export async function answerAndSave(modal: HTMLElement, answer: string) {
  const field = within(modal).getByRole('textbox', { name: securityQuestionLabels.answer });
  await userEvent.tab();
  await waitFor(() => expect(field).toHaveFocus(), LOAD);
  await userEvent.keyboard(answer);
  await waitFor(() => expect(field).toHaveValue(answer));
  await userEvent.keyboard('{Enter}');
}

/** The old-answer step: its field (named by the current question) is focused; type and Enter. */
export async function answerOldQuestion(modal: HTMLElement, question: string, answer: string) {
  const field = await within(modal).findByRole('textbox', { name: question }, LOAD);
  await waitFor(() => expect(field).toHaveFocus(), LOAD);
  await userEvent.keyboard(`${answer}{Enter}`);
}

/** The "Forgot your answer?" step: the password (focused), then on to the question list. */
export async function enterAccountPassword(modal: HTMLElement, password: string) {
  await waitFor(() => expect(within(modal).getByLabelText(securityQuestionLabels.password)).toHaveFocus(), LOAD);
  await userEvent.keyboard(password);
  await waitFor(() => expect(within(modal).getByLabelText(securityQuestionLabels.password)).toHaveValue(password));
  // Tab until the question list has focus (past the reveal toggle; a slow machine may lag a step).
  const trigger = within(modal).getByRole('button', { name: /Question/ });
  for (let presses = 0; presses < 4 && document.activeElement !== trigger; presses += 1) await userEvent.tab();
}

/** Once saved, Close has focus: Enter closes the modal. */
export async function closeSaved(modal: HTMLElement) {
  const close = await within(modal).findByRole('button', { name: securityQuestionLabels.close }, LOAD);
  await waitFor(() => expect(close).toHaveFocus(), LOAD);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
}
