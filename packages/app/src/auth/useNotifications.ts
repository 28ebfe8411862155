import { useSyncExternalStore } from 'react';
import { useAuthStore } from './AuthContext.tsx';
import { notificationStoreFor, type NotificationSnapshot, type NotificationStore } from './notificationStore.ts';

/** The signed-in user's notification store and what it holds now (re-rendering on change). */
export function useNotifications(): { store: NotificationStore; snapshot: NotificationSnapshot } {
  const store = notificationStoreFor(useAuthStore());
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { store, snapshot };
}
