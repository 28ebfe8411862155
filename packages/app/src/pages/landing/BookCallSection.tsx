import { BookCall } from '@cloudexperts/flows';
import { useEffect, useRef } from 'react';
import { callPromises } from './content.ts';
import * as styles from './Landing.css.ts';

export interface BookCallSectionProps {
  /** Goes up each time the visitor asks to chat ('Let's Chat'): the Name field takes focus. */
  focusRequest: number;
}

/**
 * 'Let's have a chat' (spec document 1, sections 2, 5 and 8): the BookCall flow (name, email,
 * phone, message; 'Book a call', 'Booking...' while sending; a toast on success), beside what the
 * call gives. The toast needs a `ToastRegion` on the page (the app shell's).
 */
export function BookCallSection({ focusRequest }: BookCallSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    // The page has already scrolled here; focus without a second jump.
    ref.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [focusRequest]);

  return (
    <div ref={ref} className={styles.chat}>
      <BookCall />
      <ul className={styles.promises} aria-label="What the call gives you">
        {callPromises.map((promise) => (
          <li key={promise}>{promise}</li>
        ))}
      </ul>
    </div>
  );
}
