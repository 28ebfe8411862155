// Foundations: tokens, theme contract, themes, focus ring, icons, layout and type.
export { vars } from '../theme/contract.css.ts';
export { darkTheme, lightTheme, themeClasses } from '../theme/themes.css.ts';
export { themeNames } from '../theme/names.ts';
export type { ThemeName } from '../theme/names.ts';
export { focusRing } from '../theme/focus.css.ts';
export { breakpoints } from '../theme/tokens.ts';
export type { Breakpoint } from '../theme/tokens.ts';
export { Icon, iconNames } from '../Icon/Icon.tsx';
export type { IconName, IconProps } from '../Icon/Icon.tsx';
export * as fieldStyles from '../Field/Field.css.ts';
