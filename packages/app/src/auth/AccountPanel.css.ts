import { breakpoints, vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

const twoColumns = `screen and (min-width: ${breakpoints.tablet})`;

/** The marketing panel and the form: one above the other, side by side from the tablet width up. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [twoColumns]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

/** The left panel: the role's headline and points on the brand colour. */
export const marketing = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  '@media': {
    [twoColumns]: { position: 'sticky', insetBlockStart: 0 },
    '(forced-colors: active)': { border: `${vars.border.thin} solid CanvasText` },
  },
});

export const headline = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const points = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  lineHeight: vars.font.lineHeight.normal,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The line with 'or' between the login form and the social buttons. */
export const separator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  '::before': { content: '""', flex: 1, borderBlockStart: `${vars.border.thin} solid ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderBlockStart: `${vars.border.thin} solid ${vars.color.border}` },
});

export const switchLine = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The standalone login and sign-up pages: the panel and form at a readable width. */
export const page = style({
  maxWidth: '64rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const pageTitle = style({ margin: 0, fontSize: vars.font.size.display, lineHeight: vars.font.lineHeight.tight });
