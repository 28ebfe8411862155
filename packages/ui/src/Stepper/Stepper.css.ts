import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const markerSize = '2rem';

export const stepper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const progressHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const progressLabel = style({ fontWeight: vars.font.weight.medium });

export const progressValue = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  height: vars.space.sm,
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.neutral.subtle,
  overflow: 'hidden',
  '@media': {
    '(forced-colors: active)': { border: `${vars.border.thin} solid CanvasText` },
  },
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.brand.solid,
  transition: `width ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'Highlight' },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Vertical: the steps one under another (a side panel), each marker beside its label. */
export const listVertical = style({
  gridAutoFlow: 'row',
  gridAutoColumns: 'auto',
  gap: vars.space.sm,
});

/** A step: its marker above its label, joined to the previous step by a line. */
export const step = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: {
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: `calc(${markerSize} / 2 - ${vars.border.thick} / 2)`,
      insetInlineStart: `calc(-50% + ${markerSize} / 2 + ${vars.space.xs})`,
      insetInlineEnd: `calc(50% + ${markerSize} / 2 + ${vars.space.xs})`,
      height: vars.border.thick,
      backgroundColor: vars.color.border,
    },
    '&[data-state="complete"]::before, &[data-state="current"]::before': {
      backgroundColor: vars.color.brand.border,
    },
    '&[data-state="complete"], &[data-state="current"]': { color: vars.color.text },
    '&[data-state="current"]': { fontWeight: vars.font.weight.bold },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&:not(:first-child)::before': { backgroundColor: 'GrayText' },
        '&[data-state="complete"]::before, &[data-state="current"]::before': { backgroundColor: 'Highlight' },
      },
    },
  },
});

/** In a vertical list: the marker beside the label, no joining line (the order says it). */
export const stepVertical = style({
  flexDirection: 'row',
  paddingInline: 0,
  textAlign: 'start',
  selectors: {
    '&:not(:first-child)::before': { content: 'none' },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: markerSize,
  height: markerSize,
  borderRadius: vars.radii.full,
  border: `${vars.border.thick} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${step}[data-state="complete"] &`]: {
      backgroundColor: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
      color: vars.color.brand.onSolid,
    },
    [`${step}[data-state="current"] &`]: {
      borderColor: vars.color.brand.border,
      color: vars.color.brand.onSubtle,
      backgroundColor: vars.color.brand.subtle,
      boxShadow: `0 0 0 ${vars.border.thick} ${vars.color.brand.subtle}`,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        [`${step}[data-state="complete"] &`]: {
          backgroundColor: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
        [`${step}[data-state="current"] &`]: { borderColor: 'Highlight', color: 'CanvasText' },
      },
    },
  },
});
