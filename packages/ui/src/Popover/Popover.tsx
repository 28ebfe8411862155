import type { ReactNode, Ref } from 'react';
import {
  Dialog,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  composeRenderProps,
  type DialogRenderProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import * as styles from './Popover.css.ts';

export interface PopoverProps extends Omit<AriaPopoverProps, 'children'> {
  /** A heading at the top; it names the popover's dialog. Without it, give `aria-label`. */
  title?: ReactNode;
  /** The content. A function receives `{ close }`. */
  children: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /**
   * Whether an arrow points at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /** The popover element. */
  ref?: Ref<HTMLElement>;
}

/** The arrow's glyph: a triangle pointing down, 12 units wide on a 12-unit grid. */
export function ArrowGlyph() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M0 0 L6 6 L12 0" />
    </svg>
  );
}

/**
 * Small contextual content next to its trigger, with an arrow: a non-modal dialog (focus moves in,
 * Escape or a press outside closes it, focus returns to the trigger). Put it in a `DialogTrigger`
 * after the trigger button.
 */
export function Popover({
  title,
  children,
  showArrow = true,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      className={composeRenderProps(className, (given) => [styles.popover, given].filter(Boolean).join(' '))}
    >
      {showArrow ? (
        <OverlayArrow className={styles.arrow}>
          <ArrowGlyph />
        </OverlayArrow>
      ) : null}
      <Dialog aria-label={ariaLabel} aria-labelledby={ariaLabelledby} className={styles.dialog}>
        {(opts) => (
          <>
            {title ? (
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {typeof children === 'function' ? children(opts) : children}
          </>
        )}
      </Dialog>
    </AriaPopover>
  );
}
