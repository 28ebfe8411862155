import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// The buttons are Button and IconButton, styled by Button's recipe; only the layout is here.
import '../Button/Button.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.body,
});

/** A page number: at least square, with the padding of a compact button. */
export const page = style({
  minWidth: '2.5rem',
  paddingInline: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2rem',
  color: vars.color.textMuted,
  userSelect: 'none',
});

export const flip = style({ selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } } });
