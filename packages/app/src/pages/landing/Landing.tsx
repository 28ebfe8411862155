import { lazy, useEffect, useId, useState } from 'react';
import { Deferred } from './Deferred.tsx';
import { Hero } from './Hero.tsx';
import * as styles from './Hero.css.ts';

// Everything below the hero, with its code, loads as it scrolls in (or at the first Tab).
const LandingSections = lazy(async () => ({ default: (await import('./LandingSections.tsx')).LandingSections }));

/**
 * Once the visitor moves through the page by keyboard, every deferred part renders, so Tab
 * reaches each one in order rather than skipping parts that have not scrolled into view yet.
 */
function useKeyboardNavigation() {
  const [isUsed, setUsed] = useState(false);
  useEffect(() => {
    if (isUsed) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setUsed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isUsed]);
  return isUsed;
}

/**
 * The signed-out landing page (spec document 1, sections 1 and 2; document 2, section 2). Only
 * the hero ships with the page, and it fills the first screen; the sections below it load as they
 * scroll in, so the landing page's critical path holds the hero alone.
 */
export function Landing() {
  const heroId = useId();
  const byKeyboard = useKeyboardNavigation();
  return (
    <div className={styles.page}>
      <section aria-labelledby={heroId}>
        <Hero headingId={heroId} />
      </section>
      <Deferred
        className={styles.sections}
        force={byKeyboard}
        rootMargin="0%"
        fallback={<div className={styles.sectionsReserve} />}
      >
        <LandingSections loadAll={byKeyboard} />
      </Deferred>
    </div>
  );
}
