import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** The tabs of /find-freelancers/:tab as links (each tab is its own address). */
export const nav = style({ borderBottom: `${vars.border.thin} solid ${vars.color.border}` });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.sm,
  borderBottom: `${vars.border.thick} solid transparent`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.brand.solid },
    '&:focus-visible': { outline: `${vars.border.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxs },
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&[aria-current="page"]': { borderBottomColor: 'CanvasText' } } },
  },
});

export const lead = style({ margin: 0, color: vars.color.textMuted });
