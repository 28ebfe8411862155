import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

/** The dashed area a file is dropped on; RAC reports hover, keyboard focus and an active drag. */
export const dropZone = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: vars.space.sm,
      padding: vars.space.xl,
      textAlign: 'center',
      backgroundColor: vars.color.surface,
      border: `${vars.border.thick} dashed ${vars.color.borderStrong}`,
      borderRadius: vars.radii.lg,
      transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      selectors: {
        '&[data-hovered]': { borderColor: vars.color.text },
        '&[data-drop-target]': {
          borderStyle: 'solid',
          borderColor: vars.color.brand.border,
          backgroundColor: vars.color.brand.subtle,
        },
        '&[data-disabled]': {
          backgroundColor: vars.color.disabledBackground,
          color: vars.color.disabledText,
          borderColor: vars.color.border,
        },
      },
      '@media': {
        '(prefers-reduced-motion: reduce)': { transition: 'none' },
        '(forced-colors: active)': {
          borderColor: 'CanvasText',
          selectors: {
            '&[data-drop-target]': { borderColor: 'Highlight' },
            '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
          },
        },
      },
    },
  ],
  variants: {
    /** A file was just refused: the border says so along with the message. */
    rejected: {
      true: {
        borderColor: vars.color.danger.border,
        '@media': { '(forced-colors: active)': { borderColor: 'Mark' } },
      },
      false: {},
    },
  },
  defaultVariants: { rejected: false },
});

export const icon = style({ fontSize: vars.font.size.xxl, color: vars.color.textMuted });

export const title = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

export const instructions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const description = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.danger.onSubtle,
});

export const progress = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
});

export const progressLabel = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const progressValue = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  gridColumn: '1 / -1',
  height: '0.5rem',
  overflow: 'hidden',
  backgroundColor: vars.color.neutral.subtle,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.full,
});

export const fill = style({
  height: '100%',
  backgroundColor: vars.color.brand.solid,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'Highlight' },
  },
});

/** The caller's upload error, with its Retry button. */
export const uploadError = style([
  message,
  {
    justifyContent: 'space-between',
    padding: `${vars.space.sm} ${vars.space.md}`,
    backgroundColor: vars.color.danger.subtle,
    border: `${vars.border.thin} solid ${vars.color.danger.border}`,
    borderRadius: vars.radii.md,
    '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
  },
]);

export const uploadErrorText = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
