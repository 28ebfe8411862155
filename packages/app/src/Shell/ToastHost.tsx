import { ToastRegion } from '@cloudexperts/ui';

/** The region of the shared toast queue (the flows' toasts, e.g. Book a call's, show here). */
export function ToastHost() {
  return <ToastRegion />;
}
