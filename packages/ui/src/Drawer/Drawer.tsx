import type { ReactNode, Ref } from 'react';
import {
  Dialog,
  Heading,
  Modal,
  ModalOverlay,
  composeRenderProps,
  type DialogRenderProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { CloseButton } from '../Dialog/Dialog.tsx';
import * as styles from './Drawer.css.ts';
import type { DrawerSide } from './Drawer.css.ts';

export interface DrawerProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  /** The heading at the top; it names the drawer for assistive technology. */
  title: ReactNode;
  /** The content, usually navigation. A function receives `{ close }` (to close after a link). */
  children: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /**
   * The edge it slides in from (`start` is the left in left-to-right languages).
   * @default 'start'
   */
  side?: DrawerSide;
  /**
   * Whether pressing the dimmed page beside the drawer closes it. Escape and the close button always do.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * The accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /** A class for the drawer panel. */
  className?: ModalOverlayProps['className'];
  /** The drawer panel element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A full-height modal panel against one edge of the screen, for navigation on small screens. It
 * slides in (not under reduced motion), traps focus, and closes with Escape or its close button,
 * returning focus to the trigger. Put it in a `DialogTrigger` after the menu button.
 */
export function Drawer({
  title,
  children,
  side = 'start',
  isDismissable = true,
  closeLabel = 'Close',
  className,
  ref,
  ...props
}: DrawerProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <Modal
        ref={ref}
        data-side={side}
        className={composeRenderProps(className, (given) => [styles.drawer({ side }), given].filter(Boolean).join(' '))}
      >
        <Dialog className={styles.dialog}>
          {(opts) => (
            <>
              <header className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <CloseButton aria-label={closeLabel} />
              </header>
              <div className={styles.body}>{typeof children === 'function' ? children(opts) : children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
