import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { overlayArrow } from './overlayArrow.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const offsets = {
  top: 'translateY(0.25rem)',
  bottom: 'translateY(-0.25rem)',
  left: 'translateX(0.25rem)',
  right: 'translateX(-0.25rem)',
};
const slideIn = Object.fromEntries(
  Object.entries(offsets).map(([side, transform]) => [side, keyframes({ from: { opacity: 0, transform } })]),
) as Record<keyof typeof offsets, string>;

const animation = (name: string, exiting: boolean) =>
  `${name} ${vars.motion.duration.fast} ${vars.motion.easing.standard}${exiting ? ' reverse forwards' : ''}`;

/**
 * Entry and exit for anything RAC positions next to a trigger (popover, menu, tooltip): a short
 * fade and a nudge away from the trigger, only when motion is welcome.
 */
export const positionedMotion = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-entering]': { animation: animation(fadeIn, false) },
        '&[data-exiting]': { animation: animation(fadeIn, true) },
        ...Object.fromEntries(
          (Object.keys(offsets) as Array<keyof typeof offsets>).flatMap((side) => [
            [`&[data-placement=${side}][data-entering]`, { animation: animation(slideIn[side], false) }],
            [`&[data-placement=${side}][data-exiting]`, { animation: animation(slideIn[side], true) }],
          ]),
        ),
      },
    },
  },
});

/** The raised card shared by popovers and menus. */
export const surface = style([
  positionedMotion,
  {
    zIndex: vars.zIndex.popover,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    borderRadius: vars.radii.md,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    outline: 'none',
    '@media': {
      '(forced-colors: active)': { border: `${vars.border.thin} solid CanvasText` },
    },
  },
]);

export const popover = style([surface, { maxWidth: '20rem' }]);

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  outline: 'none',
  lineHeight: vars.font.lineHeight.normal,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const arrow = overlayArrow(vars.color.surfaceRaised, vars.color.border);
