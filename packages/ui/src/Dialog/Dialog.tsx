import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
  type DialogProps as AriaDialogProps,
  type DialogRenderProps,
  type DialogTriggerProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Dialog.css.ts';
import type { ModalSize } from './Dialog.css.ts';

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/**
 * Opens the overlay it wraps (a `Modal`, `AlertDialog`, `Drawer` or `Popover`) when its first
 * child, a button, is pressed; focus returns to that button when the overlay closes.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}
export type { DialogTriggerProps };

export interface ModalProps extends Omit<ModalOverlayProps, 'className'> {
  /**
   * The modal's maximum width: `sm` 25rem, `narrow` 35rem, `md` 40rem, `lg` 52rem.
   * @default 'md'
   */
  size?: ModalSize;
  /**
   * Whether pressing outside the modal closes it. Escape closes it unless
   * `isKeyboardDismissDisabled` is set.
   * @default true
   */
  isDismissable?: boolean;
  /** A class for the modal box (the overlay behind it keeps its own). */
  className?: ModalOverlayProps['className'];
  /** The modal box element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal window over a dimmed page: focus is trapped inside and the rest of the page is hidden
 * from assistive technology until it closes. Put a `Dialog` (or any RAC Dialog) inside. Inside a
 * `DialogTrigger` it follows the trigger; standalone, control it with `isOpen`/`onOpenChange`.
 */
export function Modal({ size = 'md', isDismissable = true, className, ref, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <AriaModal
        ref={ref}
        data-size={size}
        className={composeRenderProps(className, (given) => join(styles.modal({ size }), given))}
      >
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}

export interface CloseButtonProps extends Omit<AriaButtonProps, 'children' | 'slot'> {
  /**
   * The button's accessible name.
   * @default 'Close'
   */
  'aria-label'?: string;
}

/** The icon-only button that closes the dialog or drawer it sits in (RAC's `close` slot). */
export function CloseButton({ 'aria-label': label = 'Close', className, ...props }: CloseButtonProps) {
  return (
    <AriaButton
      {...props}
      slot="close"
      aria-label={label}
      className={composeRenderProps(className, (given) => join(styles.closeButton, given))}
    >
      <Icon name="close" />
    </AriaButton>
  );
}

type DialogContent = ReactNode | ((opts: DialogRenderProps) => ReactNode);

const render = (content: DialogContent, opts: DialogRenderProps) =>
  typeof content === 'function' ? content(opts) : content;

export interface DialogProps extends Omit<AriaDialogProps, 'children'> {
  /** The heading; it names the dialog for assistive technology. */
  title: ReactNode;
  /** The body. A function receives `{ close }`. */
  children?: DialogContent;
  /** The footer's actions, usually Buttons (primary last). A function receives `{ close }`. */
  actions?: DialogContent;
  /**
   * The accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Whether the header shows a close button. Leave it on unless the footer offers a way out.
   * @default true
   */
  showCloseButton?: boolean;
  /** The dialog element. */
  ref?: Ref<HTMLElement>;
}

/** The content of a modal: a titled header with a close button, a scrolling body and a footer. */
export function Dialog({
  title,
  children,
  actions,
  closeLabel = 'Close',
  showCloseButton = true,
  className,
  ...props
}: DialogProps) {
  return (
    <AriaDialog {...props} className={join(styles.dialog, className)}>
      {(opts) => (
        <>
          <header className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {showCloseButton ? <CloseButton aria-label={closeLabel} /> : null}
          </header>
          <div className={styles.body}>{render(children, opts)}</div>
          {actions ? <footer className={styles.footer}>{render(actions, opts)}</footer> : null}
        </>
      )}
    </AriaDialog>
  );
}
