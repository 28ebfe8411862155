import { popupHostLabels } from '@cloudexperts/domain';
import { Dialog, Modal, Text } from '@cloudexperts/ui';
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  isRegistered,
  popupRegistry,
  type PopupHostProps,
  type PopupPropsOf,
  type PopupType,
  type RegisteredPopupType,
} from './registry.ts';

/** `open(type, props)`: a registered type needs its props; any other spec type opens the placeholder. */
export type OpenPopup = <T extends PopupType>(
  type: T,
  ...props: T extends RegisteredPopupType ? [props: PopupPropsOf<T>] : []
) => void;

export interface PopupControls {
  open: OpenPopup;
  /** Closes whatever popup is open (focus goes back to what opened it). */
  close: () => void;
}

const PopupContext = createContext<PopupControls | null>(null);

/** Opens and closes the popups of the nearest {@link PopupProvider}. */
export function usePopup(): PopupControls {
  const controls = useContext(PopupContext);
  if (!controls) throw new Error('usePopup needs a PopupProvider above it');
  return controls;
}

interface Current {
  key: number;
  type: PopupType;
  props: Record<string, unknown>;
}

/** Spec document 2, section 2: "An unknown type shows a developer placeholder text". */
function UnknownPopup({ isOpen, onOpenChange, type }: PopupHostProps & { type: string }) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog title={popupHostLabels.unknownTitle} closeLabel={popupHostLabels.close}>
        <Text>{popupHostLabels.unknownText(type)}</Text>
      </Dialog>
    </Modal>
  );
}

/**
 * The one popup host (spec document 2, section 2): every popup named there is a type of it, built
 * with the ui Dialog. One popup is open at a time: opening another replaces it. When the last one
 * closes, focus returns to the element that opened the first (a popup opened from a popup closes
 * into the page, not into a dialog that is gone); when that element is gone too, to the page's h1.
 */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Current | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const nextKey = useRef(0);

  const open = useCallback<OpenPopup>((type, ...props) => {
    setCurrent((showing) => {
      if (showing === null) {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }
      nextKey.current += 1;
      return { key: nextKey.current, type, props: props[0] ?? {} };
    });
  }, []);
  const close = useCallback(() => {
    setCurrent(null);
  }, []);

  // Whether a popup has been open since focus was last handed back: only closing one moves focus
  // (not the host's first render, which would take focus on every page load).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (current !== null) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      if (!target.contains(document.activeElement)) target.focus();
      return;
    }
    // What opened it is gone (a Withdraw button once withdrawn): the page's heading takes the focus.
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading && (target !== null || document.activeElement === document.body || !document.activeElement)) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [current]);

  const controls = useMemo(() => ({ open, close }), [open, close]);
  const onOpenChange = (key: number) => (isOpen: boolean) => {
    if (!isOpen) setCurrent((showing) => (showing?.key === key ? null : showing));
  };

  let popup: ReactNode = null;
  if (current) {
    const hostProps = { isOpen: true, onOpenChange: onOpenChange(current.key) };
    if (isRegistered(current.type)) {
      const Component = popupRegistry[current.type] as unknown as (
        props: PopupHostProps & Record<string, unknown>,
      ) => ReactNode;
      popup = <Component key={current.key} {...current.props} {...hostProps} />;
    } else {
      popup = <UnknownPopup key={current.key} type={current.type} {...hostProps} />;
    }
  }

  return (
    <PopupContext value={controls}>
      {children}
      <Suspense fallback={null}>{popup}</Suspense>
    </PopupContext>
  );
}
