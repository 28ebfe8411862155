import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

const tablet = `screen and (min-width: ${breakpoints.tablet})`;
const desktop = `screen and (min-width: ${breakpoints.desktop})`;

const focusVisible = {
  outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.border.thick,
};

export const page = style({
  maxWidth: '64rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
});

export const hero = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '48rem' });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.onSubtle,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const title = style({ margin: 0, fontSize: vars.font.size.display, lineHeight: vars.font.lineHeight.tight });

export const lead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

const actionBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radii.md,
  border: `${vars.border.thin} solid transparent`,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusVisible },
  '@media': { '(forced-colors: active)': { borderColor: 'ButtonText' } },
});

/** A link with the look of a primary button. */
export const primaryAction = style([
  actionBase,
  {
    backgroundColor: vars.color.brand.solid,
    color: vars.color.brand.onSolid,
    selectors: { '&:hover': { backgroundColor: vars.color.brand.solidHover } },
  },
]);

/** A link with the look of a secondary button. */
export const secondaryAction = style([
  actionBase,
  {
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover': { backgroundColor: vars.color.neutral.subtle } },
  },
]);

export const highlights = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
});

export const highlight = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const highlightValue = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const highlightLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** Help pages: the table of contents beside the sections from the desktop breakpoint up. */
export const withToc = style({
  display: 'grid',
  gap: vars.space.xxl,
  '@media': { [desktop]: { gridTemplateColumns: '14rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const toc = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { [desktop]: { position: 'sticky', top: vars.space.lg } },
});

export const tocTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });

export const tocList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  scrollMarginTop: vars.space.lg,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight });

export const paragraph = style({ margin: 0, maxWidth: '48rem' });

export const points = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '48rem',
});

export const steps = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' } },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2rem',
    height: '2rem',
    borderRadius: vars.radii.full,
    backgroundColor: vars.color.brand.subtle,
    color: vars.color.brand.onSubtle,
    fontWeight: vars.font.weight.bold,
  },
});

export const stepTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const stepText = style({ margin: 0, color: vars.color.textMuted });

export const linkGrid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' } },
});

export const linkCard = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.brand.onSubtle,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand.border, textDecoration: 'underline' },
    '&:focus-visible': focusVisible,
  },
});

/** A link in running text or a list. */
export const inlineLink = style({
  color: vars.color.brand.onSubtle,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radii.sm,
  selectors: { '&:focus-visible': focusVisible },
});

/** Help pages: the trail back to the Help Center. */
export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const crumb = style({
  display: 'flex',
  gap: vars.space.sm,
  selectors: { '& + &::before': { content: '"/"', color: vars.color.textMuted } },
});

export const experts = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' } },
});
