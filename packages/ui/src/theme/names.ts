/** The themes the product ships. Plain TypeScript (no styles), so Node tooling can import it. */
export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Where the app keeps the chosen theme (localStorage); Storybook writes each story's theme there. */
export const themeStorageKey = 'theme';
