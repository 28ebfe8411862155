import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const brand = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

export const main = style({ flex: 1, padding: `${vars.space.xxl} ${vars.space.xl}` });

export const footer = style({
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: `calc(-1 * ${vars.space.xxxl})`,
  padding: vars.space.sm,
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus-visible': { top: vars.space.sm } },
});
