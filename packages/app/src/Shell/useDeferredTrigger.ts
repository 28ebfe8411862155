import { useCallback, useRef, useState, type ComponentType, type RefObject } from 'react';

/** What a deferred trigger (the real menu or drawer button) receives when it replaces its placeholder. */
export interface DeferredTriggerProps {
  /** The placeholder had keyboard focus: the real trigger takes it over. */
  takeFocus: boolean;
  /** The placeholder was pressed before the code arrived: open at once. */
  openAtOnce: boolean;
}

interface Loaded {
  Component: ComponentType<DeferredTriggerProps>;
  takeFocus: boolean;
}

/**
 * Keeps an overlay's code (a Menu or a Drawer and their popover machinery) off the landing page's
 * critical path. The page shows a placeholder button that looks the same; hovering, focusing or
 * pressing it fetches the real trigger, which then replaces the placeholder, keeping its focus and
 * opening if it was pressed meanwhile.
 */
export function useDeferredTrigger(load: () => Promise<ComponentType<DeferredTriggerProps>>) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const started = useRef(false);
  const placeholderRef: RefObject<HTMLButtonElement | null> = useRef(null);

  const prefetch = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (Component) => {
        const focused = placeholderRef.current !== null && placeholderRef.current === document.activeElement;
        setLoaded({ Component, takeFocus: focused });
      },
      () => {
        // Offline or a stale deployment: the next hover, focus or press tries again.
        started.current = false;
      },
    );
  }, [load]);

  const requestOpen = useCallback(() => {
    setOpenAtOnce(true);
    prefetch();
  }, [prefetch]);

  return { loaded, openAtOnce, prefetch, requestOpen, placeholderRef };
}
