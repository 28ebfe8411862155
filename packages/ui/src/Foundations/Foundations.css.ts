import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.lg,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const swatch = style({
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
});

export const chip = style({ height: '3rem' });

export const caption = style({ padding: vars.space.sm, fontSize: vars.font.size.sm });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, color: vars.color.text });

export const spaceBar = style({
  height: vars.space.lg,
  backgroundColor: vars.color.brand.solid,
  borderRadius: vars.radii.sm,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const tokenName = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, minWidth: '6rem' });
