import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.css.ts';

/** How a calendar selects: one day, or a contiguous range (the cells between the ends join up). */
export const calendarSelections = ['single', 'range'] as const;

export const calendar = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  flex: 1,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The previous and next month buttons: icon-only, named by their aria-label. */
export const navButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2rem',
    height: '2rem',
    padding: 0,
    border: `${vars.border.thin} solid transparent`,
    borderRadius: vars.radii.md,
    backgroundColor: 'transparent',
    color: vars.color.text,
    fontSize: vars.font.size.lg,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.neutral.subtle },
      '&[data-pressed]': { backgroundColor: vars.color.neutral.subtle },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed', backgroundColor: 'transparent' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
      '(forced-colors: active)': {
        color: 'ButtonText',
        selectors: { '&[data-disabled]': { color: 'GrayText' } },
      },
    },
  },
]);

export const grid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

export const headerCell = style({
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const gridCell = style({ padding: `${vars.space.xxs} 0` });

const selectedSolid = {
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  borderColor: vars.color.brand.solid,
};

/** One day. States come from RAC: today, selected, unavailable, disabled, outside the month. */
export const cell = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '2.25rem',
      height: '2.25rem',
      fontSize: vars.font.size.sm,
      fontVariantNumeric: 'tabular-nums',
      color: vars.color.text,
      border: `${vars.border.thin} solid transparent`,
      borderRadius: vars.radii.md,
      cursor: 'pointer',
      forcedColorAdjust: 'none',
      transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      selectors: {
        '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.neutral.subtle },
        '&[data-focus-visible]': { position: 'relative', zIndex: 1 },
        '&[data-today]': { borderColor: vars.color.brand.border, fontWeight: vars.font.weight.bold },
        '&[data-outside-month]': { color: vars.color.textMuted },
        '&[data-unavailable]': { color: vars.color.textMuted, textDecoration: 'line-through', cursor: 'default' },
        '&[data-disabled]': {
          color: vars.color.disabledText,
          backgroundColor: 'transparent',
          cursor: 'default',
        },
        '&[data-selected][data-invalid]': {
          backgroundColor: vars.color.danger.solid,
          color: vars.color.danger.onSolid,
          borderColor: vars.color.danger.solid,
        },
      },
      '@media': {
        '(prefers-reduced-motion: reduce)': { transition: 'none' },
        '(forced-colors: active)': {
          color: 'CanvasText',
          backgroundColor: 'Canvas',
          selectors: {
            '&[data-hovered], &[data-pressed]': { backgroundColor: 'Canvas', borderColor: 'Highlight' },
            '&[data-today]': { borderColor: 'CanvasText' },
            '&[data-disabled], &[data-unavailable], &[data-outside-month]': { color: 'GrayText' },
            '&[data-selected], &[data-selected][data-invalid]': {
              backgroundColor: 'Highlight',
              color: 'HighlightText',
              borderColor: 'Highlight',
            },
          },
        },
      },
    },
  ],
  variants: {
    selection: {
      single: {
        selectors: {
          '&[data-selected]': selectedSolid,
          '&[data-selected][data-hovered]': { backgroundColor: vars.color.brand.solidHover },
        },
      },
      range: {
        selectors: {
          // Days inside the range join into one band; its two ends are solid.
          '&[data-selected]': {
            backgroundColor: vars.color.brand.subtle,
            color: vars.color.brand.onSubtle,
            borderRadius: 0,
          },
          '&[data-selection-start]': {
            ...selectedSolid,
            borderStartStartRadius: vars.radii.md,
            borderEndStartRadius: vars.radii.md,
          },
          '&[data-selection-end]': {
            ...selectedSolid,
            borderStartEndRadius: vars.radii.md,
            borderEndEndRadius: vars.radii.md,
          },
        },
      },
    },
  },
  defaultVariants: { selection: 'single' },
});

export type CalendarCellRecipe = NonNullable<RecipeVariants<typeof cell>>;
