import { vars } from '@cloudexperts/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '48rem',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.font.size.display, lineHeight: vars.font.lineHeight.tight });

export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const document = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

globalStyle(`${document} :is(h2, h3, h4, h5, h6)`, {
  margin: `${vars.space.lg} 0 0`,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${document} h2`, { fontSize: vars.font.size.xxl });
globalStyle(`${document} h3`, { fontSize: vars.font.size.xl });
globalStyle(`${document} :is(p, ul, ol, table)`, { margin: 0 });
globalStyle(`${document} :is(ul, ol)`, {
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
globalStyle(`${document} code`, {
  fontFamily: vars.font.family.mono,
  fontSize: '0.9em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radii.sm,
  backgroundColor: vars.color.neutral.subtle,
});
globalStyle(`${document} a`, { color: vars.color.brand.onSubtle, textUnderlineOffset: '0.2em' });
globalStyle(`${document} a:focus-visible`, {
  outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.border.thick,
  borderRadius: vars.radii.sm,
});
globalStyle(`${document} table`, { borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.sm });
globalStyle(`${document} :is(th, td)`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: vars.space.sm,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

/** Wide tables scroll sideways inside the column instead of widening the page. */
export const tableScroll = style({ overflowX: 'auto' });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
