import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { positionedMotion } from '../Popover/Popover.css.ts';
import { overlayArrow } from '../Popover/overlayArrow.ts';

export const tooltip = style([
  positionedMotion,
  {
    zIndex: vars.zIndex.popover,
    maxWidth: '16rem',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radii.sm,
    backgroundColor: vars.color.neutral.solid,
    color: vars.color.neutral.onSolid,
    boxShadow: vars.shadow.sm,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    '@media': {
      '(forced-colors: active)': { border: `${vars.border.thin} solid CanvasText` },
    },
  },
]);

export const arrow = overlayArrow(vars.color.neutral.solid, vars.color.neutral.solid);
