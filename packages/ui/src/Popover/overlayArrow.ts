import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// Called from .css.ts files (which may export only class names, not functions).

const turns = {
  top: `translateY(calc(-1 * ${vars.border.thin}))`,
  bottom: `translateY(${vars.border.thin}) rotate(180deg)`,
  left: `translateX(calc(-1 * ${vars.border.thin})) rotate(-90deg)`,
  right: `translateX(${vars.border.thin}) rotate(90deg)`,
};

/**
 * An OverlayArrow's class: its svg is a 0.75rem triangle pointing down, turned to face the
 * trigger and nudged over the card's border so that the border does not cross its base.
 */
export function overlayArrow(fill: string, stroke: string) {
  const arrow = style({ display: 'block' });
  globalStyle(`${arrow} svg`, {
    display: 'block',
    width: '0.75rem',
    height: '0.75rem',
    fill,
    stroke,
    strokeWidth: vars.border.thin,
    '@media': { '(forced-colors: active)': { fill: 'Canvas', stroke: 'CanvasText' } },
  });
  for (const [side, transform] of Object.entries(turns)) {
    globalStyle(`${arrow}[data-placement=${side}] svg`, { transform });
  }
  return arrow;
}
