import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

/** The current page reads as plain text, not as a greyed-out link. */
export const link = style({
  selectors: {
    '&[data-current][data-disabled]': {
      color: vars.color.text,
      fontWeight: vars.font.weight.medium,
      cursor: 'default',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-current][data-disabled]': { color: 'CanvasText' } },
    },
  },
});

export const separator = style({
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
