import { expect, userEvent } from 'storybook/test';

/** Story waits: lazy pages and overlays load on demand, slower on a busy machine. */
export const LOAD = { timeout: 8_000 };

/** The element's label, or its text without the parts hidden from assistive technology. */
function accessibleText(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label.trim();
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => {
    hidden.remove();
  });
  return copy.textContent.replace(/\s+/g, ' ').trim();
}

/**
 * Presses Tab until the focused element's accessible text is `name` (by keyboard only, as a user
 * would), and returns it. Fails after `limit` presses.
 */
export async function tabTo(name: string, limit = 30): Promise<HTMLElement> {
  for (let presses = 0; presses < limit; presses += 1) {
    await userEvent.tab();
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && accessibleText(focused) === name) return focused;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** Presses Tab until `element` has focus. */
export async function tabToElement(element: Element, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (document.activeElement === element) return;
    await userEvent.tab();
  }
  if (document.activeElement !== element) throw new Error('Tab never reached the element');
}

/**
 * Clears React Aria's live announcements, as their own expiry does about 7 s after each (the
 * announcer's `clear`: the messages leave its two live regions). A pending button (Retry) announces
 * its label by reference; once the button is gone the reference dangles, which axe reports if it
 * checks before the announcement is removed. Waiting out the expiry cost 7 s in each of 29 stories.
 * The first announcement on a page is added 100 ms late (the announcer waits for its regions), so
 * this looks only after that.
 */
export async function announcementsCleared(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  for (const message of document.querySelectorAll('[data-live-announcer] [role="log"] > *')) message.remove();
  await expect(document.querySelector('[aria-live] [aria-labelledby]')).toBeNull();
}
