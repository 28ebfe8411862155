import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { input } from '../Field/Field.css.ts';

export const textArea = style([
  input,
  {
    resize: 'vertical',
    lineHeight: vars.font.lineHeight.normal,
    minHeight: '5rem',
  },
]);

/** The row under the box: description on the start side, counter on the end side. */
export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const counter = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  selectors: {
    '&[data-near-limit]': { color: vars.color.warning.onSubtle, fontWeight: vars.font.weight.medium },
    '&[data-at-limit]': { color: vars.color.danger.onSubtle, fontWeight: vars.font.weight.bold },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'CanvasText',
      selectors: { '&[data-near-limit], &[data-at-limit]': { color: 'Highlight' } },
    },
  },
});
