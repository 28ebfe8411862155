import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

const tablet = `screen and (min-width: ${breakpoints.tablet})`;
const desktop = `screen and (min-width: ${breakpoints.desktop})`;

const focusVisible = {
  outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.border.thick,
};

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const sectionLead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48rem' });

export const textLink = style({
  color: vars.color.brand.onSubtle,
  fontWeight: vars.font.weight.medium,
  borderRadius: vars.radii.sm,
  selectors: { '&:focus-visible': focusVisible },
});

// How it Works.

export const toggle = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radii.md,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const toggleButton = style({
  minHeight: '2.5rem',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `${vars.border.thin} solid transparent`,
  borderRadius: vars.radii.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.subtle },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.brand.solid, color: vars.color.brand.onSolid },
    '&:focus-visible': focusVisible,
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[aria-pressed="true"]': { borderColor: 'Highlight', textDecoration: 'underline' } },
    },
  },
});

const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const steps = grid;

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.onSubtle,
  fontWeight: vars.font.weight.bold,
});

export const tileTitle = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.tight });

export const tileText = style({ margin: 0, color: vars.color.textMuted });

// Why choose, engagements, pricing.

export const reasons = style([
  grid,
  {
    '@media': {
      [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
]);

export const reason = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `${vars.border.thick} solid ${vars.color.brand.solid}`,
});

export const cards = grid;

export const price = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const tileAction = style({ marginTop: 'auto', paddingTop: vars.space.sm });

export const aside = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.neutral.subtle,
});

export const asideText = style({ margin: 0 });

// Book a call and the second chat form.

export const chat = style({
  display: 'grid',
  gap: vars.space.xxl,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const promises = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.xl,
  listStyle: 'none',
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.onSubtle,
  fontWeight: vars.font.weight.medium,
});

/** Reserved room for parts that load when they come into view, so nothing below them jumps. */
export const reserve = {
  categories: style({ minHeight: '22rem' }),
  featured: style({ minHeight: '32rem' }),
  bookCall: style({ minHeight: '30rem' }),
  chatForm: style({ minHeight: '12rem' }),
};
