/**
 * Raw design tokens: the only place in the design system that holds literal colours and sizes.
 * Components never read these; they read the theme contract (`vars`), which each theme fills.
 */

/** Base palette. Names are hue-step; steps follow lightness (50 lightest, 950 darkest). */
export const palette = {
  white: '#ffffff',
  slate50: '#f8fafc',
  slate100: '#f1f5f9',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
  slate500: '#64748b',
  slate600: '#475569',
  slate700: '#334155',
  slate800: '#1e293b',
  slate900: '#0f172a',
  slate950: '#0b1220',
  blue300: '#93c5fd',
  blue400: '#60a5fa',
  blue600: '#2563eb',
  blue700: '#1d4ed8',
  blue800: '#1e40af',
  blue950: '#172554',
  green300: '#86efac',
  green700: '#15803d',
  green950: '#052e16',
  red300: '#fca5a5',
  red700: '#b91c1c',
  red950: '#450a0a',
  amber300: '#fcd34d',
  amber800: '#92400e',
  amber950: '#451a03',
  sky300: '#7dd3fc',
  sky800: '#075985',
  sky950: '#082f49',
  blue50: '#eff6ff',
  green800: '#166534',
  green50: '#f0fdf4',
  red800: '#991b1b',
  red50: '#fef2f2',
  amber900: '#78350f',
  amber50: '#fffbeb',
  sky900: '#0c4a6e',
  sky50: '#f0f9ff',
  green200: '#bbf7d0',
  red200: '#fecaca',
  amber200: '#fde68a',
  sky200: '#bae6fd',
} as const;

export const space = {
  none: '0',
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '1.5rem',
  xxl: '2rem',
  xxxl: '3rem',
} as const;

export const radii = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  full: '9999px',
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  display: '2.25rem',
} as const;

export const lineHeights = { tight: '1.2', normal: '1.5' } as const;
export const fontWeights = { regular: '400', medium: '500', bold: '700' } as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", "Liberation Mono", Menlo, monospace',
} as const;

/** Named stacking layers, lowest first. */
export const zIndices = {
  base: '0',
  sticky: '100',
  drawer: '200',
  modal: '300',
  popover: '400',
  toast: '500',
} as const;

export const durations = { fast: '120ms', normal: '200ms', slow: '320ms' } as const;
export const easings = { standard: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

/** Elevation shadows; dark surfaces need deeper, more opaque shadows to read. */
export const shadows = {
  light: {
    sm: '0 1px 2px rgb(15 23 42 / 0.08)',
    md: '0 4px 12px rgb(15 23 42 / 0.12)',
    lg: '0 12px 32px rgb(15 23 42 / 0.18)',
  },
  dark: {
    sm: '0 1px 2px rgb(0 0 0 / 0.4)',
    md: '0 4px 12px rgb(0 0 0 / 0.5)',
    lg: '0 12px 32px rgb(0 0 0 / 0.6)',
  },
} as const;

export const borderWidths = { thin: '1px', thick: '2px' } as const;

/** Minimum widths of the layout breakpoints, for media queries. */
export const breakpoints = { tablet: '48em', desktop: '64em', wide: '80em' } as const;
export type Breakpoint = keyof typeof breakpoints;
