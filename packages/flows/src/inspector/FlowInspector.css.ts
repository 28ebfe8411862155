import { vars } from '@cloudexperts/ui';
import { style } from '@vanilla-extract/css';

export const panel = style({
  marginBlockStart: vars.space.xl,
  padding: vars.space.md,
  border: `${vars.border.thin} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  color: vars.color.text,
  display: 'grid',
  gap: vars.space.sm,
});

export const actor = style({ display: 'grid', gap: vars.space.xs });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({ margin: 0, fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });
