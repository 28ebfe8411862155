import { forwardRef } from 'react';
import {
  Button as AriaButton,
  ProgressBar,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { button, spinner, type buttonSizes, type buttonVariants } from './Button.css.ts';

export interface ButtonProps extends AriaButtonProps {
  /**
   * The visual weight of the action.
   * @default 'primary'
   */
  variant?: (typeof buttonVariants)[number];
  /**
   * @default 'md'
   */
  size?: (typeof buttonSizes)[number];
  /**
   * What a screen reader hears while `isPending` is set, in place of the label.
   * @default 'Working…'
   */
  pendingLabel?: string;
}

/**
 * A button. While `isPending` it shows a spinner, stays focusable, ignores presses and announces
 * `pendingLabel` (RAC announces the pending state itself).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', pendingLabel = 'Working…', className, children, ...props },
  ref,
) {
  return (
    <AriaButton
      {...props}
      ref={ref}
      data-variant={variant}
      className={composeRenderProps(className, (given) => [button({ variant, size }), given].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { isPending }) =>
        isPending ? (
          <>
            <ProgressBar aria-label={pendingLabel} isIndeterminate className={spinner} />
            {content}
          </>
        ) : (
          content
        ),
      )}
    </AriaButton>
  );
});
