/**
 * The random id this browser sends as `device_id` with a login, so the device check recognises a
 * device verified before. Kept in localStorage under its own key (not part of the session: logging
 * out keeps it).
 */
export const DEVICE_ID_KEY = 'device_id';

export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string {
  const known = storage.getItem(DEVICE_ID_KEY);
  if (known && known.length >= 8 && known.length <= 64) return known;
  const fresh = crypto.randomUUID();
  storage.setItem(DEVICE_ID_KEY, fresh);
  return fresh;
}
