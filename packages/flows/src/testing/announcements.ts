/**
 * Clears React Aria's live announcements, as their own expiry does about 7 s after each. A pending
 * button announces its label by reference; once the button is gone the reference dangles, which
 * axe reports if it checks before the announcement is removed (the first announcement is added
 * 100 ms late, so this looks only after that). `.storybook/preview.tsx` empties the region before
 * every story; a story whose pending button vanishes calls this at its end.
 */
export async function announcementsCleared(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  for (const message of document.querySelectorAll('[data-live-announcer] [role="log"] > *')) message.remove();
}
