import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

/** The chips' list (RAC TagList, a grid) under the input. */
export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  outline: 'none',
});

/** A chosen value: a pill with its remove button. */
export const tag = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
    border: `${vars.border.thin} solid ${vars.color.neutral.border}`,
    borderRadius: vars.radii.full,
    backgroundColor: vars.color.neutral.subtle,
    color: vars.color.neutral.onSubtle,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'default',
    selectors: {
      '&[data-focus-visible]': { outlineOffset: vars.border.thin },
      '&[data-disabled]': { color: vars.color.disabledText, backgroundColor: vars.color.disabledBackground },
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'CanvasText',
        selectors: { '&[data-disabled]': { color: 'GrayText', borderColor: 'GrayText' } },
      },
    },
  },
]);

/** The chip's text, truncated when long. */
export const tagLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** The round remove button in a chip (reached by pointer; the keyboard uses Delete/Backspace). */
export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.full,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.neutral.border, color: vars.color.text },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-hovered]': { color: 'Highlight' } },
    },
  },
});
