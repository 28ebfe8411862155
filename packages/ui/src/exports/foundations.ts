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
export { Box, Columns, Container, Inline, Stack, VisuallyHidden, columnCounts } from '../Layout/Layout.tsx';
export type { BoxProps, ColumnsProps, InlineProps, StackProps } from '../Layout/Layout.tsx';
export { sprinkles } from '../Layout/sprinkles.css.ts';
export type { Sprinkles } from '../Layout/sprinkles.css.ts';
export { Heading, Text } from '../Typography/Typography.tsx';
export type { HeadingProps, TextProps } from '../Typography/Typography.tsx';
export { headingLevels, headingSizes, textSizes, textTones, textWeights } from '../Typography/Typography.css.ts';
