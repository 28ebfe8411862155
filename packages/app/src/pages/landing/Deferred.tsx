import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export interface DeferredProps {
  /** The part to show; a `React.lazy` component's code is fetched only when it first renders. */
  children: ReactNode;
  /** Shown until the part is near the viewport and while its code loads: holds its height. */
  fallback: ReactNode;
  /**
   * Render now, visible or not (the user asked for this part, or is moving through the page by
   * keyboard).
   * @default false
   */
  force?: boolean;
  /**
   * How far outside the viewport the part starts loading (IntersectionObserver's `rootMargin`).
   * @default a tenth of the viewport's height below it
   */
  rootMargin?: string;
  className?: string;
  id?: string;
}

/** A tenth of the viewport's height below it: the part is usually ready as it scrolls in. */
const AHEAD = '0% 0% 10% 0%';

/**
 * Keeps a part of the page (and the code it needs) off the first load: it renders once it comes
 * near the viewport or `force` is set, and stays rendered after that.
 */
export function Deferred({ children, fallback, force = false, rootMargin = AHEAD, className, id }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers) the part renders at once.
  const [isNear, setNear] = useState(() => typeof window !== 'undefined' && !('IntersectionObserver' in window));
  const shown = isNear || force;

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [shown, rootMargin]);

  return (
    // `data-deferred`: the screenshot suite masks these parts on pages that only show the landing
    // page behind what they test (the frame, the account modal): when each part loads is timing.
    <div ref={ref} id={id} className={className} data-deferred="">
      {shown ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
