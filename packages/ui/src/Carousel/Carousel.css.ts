import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const carousel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const slides = style({
  position: 'relative',
  minWidth: 0,
  borderRadius: vars.radii.lg,
  overflow: 'hidden',
});

export const slide = style({
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const status = style({
  minWidth: '6rem',
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const rotationButton = style({ marginInlineEnd: 'auto' });
