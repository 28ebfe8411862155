import './theme/global.css.ts';

export { vars } from './theme/contract.css.ts';
export { darkTheme, lightTheme, themeClasses, themeNames } from './theme/themes.css.ts';
export type { ThemeName } from './theme/themes.css.ts';
export { focusRing } from './theme/focus.css.ts';
export { breakpoints } from './theme/tokens.ts';
export type { Breakpoint } from './theme/tokens.ts';
export { Button } from './Button/Button.tsx';
export type { ButtonProps } from './Button/Button.tsx';
export { buttonSizes, buttonVariants } from './Button/Button.css.ts';
export { TextField } from './TextField/TextField.tsx';
export type { TextFieldProps } from './TextField/TextField.tsx';
