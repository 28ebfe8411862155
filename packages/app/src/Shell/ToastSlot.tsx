import { lazy, Suspense, useEffect, useState } from 'react';

const ToastHost = lazy(() => import('./ToastHost.tsx').then((module) => ({ default: module.ToastHost })));

const interactions = ['pointerdown', 'keydown'] as const;

/**
 * Where toasts show. A toast follows something the person did (a form sent), so the region's code
 * loads at the first press or key, off the landing page's critical path; a toast queued before it
 * arrives shows once it does. `eager` mounts it at once (signed-in pages).
 */
export function ToastSlot({ eager = false }: { eager?: boolean }) {
  const [wanted, setWanted] = useState(eager);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of interactions) window.addEventListener(type, want, { once: true, capture: true });
    return () => {
      for (const type of interactions) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  if (!wanted && !eager) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
