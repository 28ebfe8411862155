/**
 * React Aria announces a focused button's pending state in its page-wide live region and keeps the
 * message a few seconds; when the button is gone (its dialog closed) the message points at nothing,
 * which axe reports. `.storybook/preview.tsx` empties the region before every story; a story whose
 * pending button vanishes empties it at its end with this. The first announcement on a page is
 * added 100 ms late (the announcer waits for its regions), so this looks only after that.
 */
export async function clearStaleAnnouncements(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  for (const message of document.querySelectorAll('[data-live-announcer] [role="log"] > *')) message.remove();
}
