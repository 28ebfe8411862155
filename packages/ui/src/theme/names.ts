/** The themes the product ships. Plain TypeScript (no styles), so Node tooling can import it. */
export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];
