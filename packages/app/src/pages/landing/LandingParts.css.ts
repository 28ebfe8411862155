import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

/** Styles of the parts that load as they come into view (their code and CSS load with them). */

const tablet = `screen and (min-width: ${breakpoints.tablet})`;

const focusVisible = {
  outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.border.thick,
};

export const slide = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: '16rem',
  padding: vars.space.xl,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const slideTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight });

export const slideText = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48rem' });

export const skills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const slideLink = style({
  alignSelf: 'flex-start',
  marginTop: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.brand.solidHover }, '&:focus-visible': focusVisible },
  '@media': { '(forced-colors: active)': { border: `${vars.border.thin} solid ButtonText` } },
});

export const experts = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const emptyLink = style({
  color: vars.color.brand.onSubtle,
  fontWeight: vars.font.weight.medium,
  borderRadius: vars.radii.sm,
  selectors: { '&:focus-visible': focusVisible },
});

export const chatForm = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' } },
});

/** The form's button lines up with the inputs, below their labels. */
export const chatSubmit = style({
  '@media': {
    [tablet]: { paddingTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space.xs})` },
  },
});
