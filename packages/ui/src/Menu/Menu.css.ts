import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { surface } from '../Popover/Popover.css.ts';

/** The popover that holds a menu: the shared raised card, scrolling when the list is long. */
export const popover = style([surface, { minWidth: '12rem', maxWidth: '20rem', overflowY: 'auto' }]);

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.25rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-pressed]': { backgroundColor: vars.color.brand.subtle, color: vars.color.brand.onSubtle },
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.border.thick})`,
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const itemIcon = style({ fontSize: vars.font.size.lg, color: 'inherit' });

export const itemLabel = style({ flex: 1, minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column' });

export const sectionHeader = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const separator = style({
  height: vars.border.thin,
  margin: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  backgroundColor: vars.color.border,
  '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText' } },
});
