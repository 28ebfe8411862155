import { createThemeContract } from '@vanilla-extract/css';

/** Colour roles every theme fills. Each `on*` colour meets WCAG AA on its partner. */
const colorRole = { solid: null, solidHover: null, onSolid: null, subtle: null, onSubtle: null, border: null };

/** The theme contract: components read only these variables. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    disabledBackground: null,
    disabledText: null,
    brand: colorRole,
    neutral: colorRole,
    success: colorRole,
    danger: colorRole,
    warning: colorRole,
    info: colorRole,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radii: { none: null, sm: null, md: null, lg: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
    lineHeight: { tight: null, normal: null },
    weight: { regular: null, medium: null, bold: null },
  },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { base: null, sticky: null, drawer: null, modal: null, popover: null, toast: null },
  motion: { duration: { fast: null, normal: null, slow: null }, easing: { standard: null } },
  border: { thin: null, thick: null },
});
