import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.lg}`,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop})`]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)' },
  },
});

export const about = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '22rem' });

export const brand = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const tagline = style({ margin: 0 });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet})`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const columnTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const focusVisible = {
  outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.border.thick,
};

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radii.sm,
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&:focus-visible': { ...focusVisible, color: vars.color.text },
  },
  '@media': { '(forced-colors: active)': { textDecoration: 'underline' } },
});

export const socialList = style({ display: 'flex', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radii.full,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.subtle },
    '&:focus-visible': focusVisible,
  },
});

export const socialIcon = style({ width: '1.25rem', height: '1.25rem' });

export const copyright = style({
  margin: 0,
  paddingTop: vars.space.lg,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
});
