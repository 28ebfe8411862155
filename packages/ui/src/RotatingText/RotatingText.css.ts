import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({ whiteSpace: 'nowrap' });

/** The typed word: kept in the brand colour so it reads as the changing part of the headline. */
export const word = style({ color: vars.color.brand.onSubtle });

const blink = keyframes({ '50%': { opacity: 0 } });

export const caret = style({
  display: 'inline-block',
  width: '0.08em',
  height: '1em',
  marginInlineStart: '0.05em',
  verticalAlign: '-0.1em',
  backgroundColor: 'currentColor',
  animation: `${blink} 1s steps(1) infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', display: 'none' },
    '(forced-colors: active)': { backgroundColor: 'CanvasText' },
  },
});
