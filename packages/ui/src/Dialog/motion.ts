import { vars } from '../theme/contract.css.ts';

// Style fragments for overlays' entry and exit, used by the .css.ts files (which may export only
// class names and plain values, not functions).

/** Plays `name` while RAC reports `[data-entering]`, and backwards while `[data-exiting]`; only when motion is welcome. */
export const enterExit = (name: string, duration: string = vars.motion.duration.normal) => ({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-entering]': { animation: `${name} ${duration} ${vars.motion.easing.standard}` },
        '&[data-exiting]': { animation: `${name} ${duration} ${vars.motion.easing.standard} reverse forwards` },
      },
    },
  },
});
