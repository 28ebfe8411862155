import type { Notification } from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import { applyNotificationEdits } from './edits.ts';

const record = (id: number, read: boolean): Notification => ({
  id,
  kind: 'offer_received',
  payload: {},
  read,
  created_at: '2026-11-27T09:00:00.000Z',
});
const page = [record(1, false), record(2, true), record(3, false)];
const state = (records: Notification[]) => records.map((item) => `${String(item.id)}${item.read ? 'r' : 'u'}`);

describe('applyNotificationEdits', () => {
  it('marks read and unread, deletes, and marks all read, in order', () => {
    expect(state(applyNotificationEdits(page, [{ kind: 'read', id: 1 }], false))).toEqual(['1r', '2r', '3u']);
    expect(state(applyNotificationEdits(page, [{ kind: 'unread', id: 2 }], false))).toEqual(['1u', '2u', '3u']);
    expect(state(applyNotificationEdits(page, [{ kind: 'deleted', id: 2 }], false))).toEqual(['1u', '3u']);
    expect(state(applyNotificationEdits(page, [{ kind: 'allRead' }, { kind: 'unread', id: 3 }], false))).toEqual([
      '1r',
      '2r',
      '3u',
    ]);
  });

  it('under the Unread filter, what is read leaves the page and nothing is added', () => {
    const unread = page.filter((item) => !item.read);
    expect(state(applyNotificationEdits(unread, [{ kind: 'read', id: 3 }], true))).toEqual(['1u']);
    expect(state(applyNotificationEdits(unread, [{ kind: 'unread', id: 2 }], true))).toEqual(['1u', '3u']);
    expect(applyNotificationEdits(unread, [{ kind: 'allRead' }], true)).toEqual([]);
  });

  it('leaves the page as it was for edits of notifications it does not show, and never changes its input', () => {
    const before = structuredClone(page);
    expect(
      applyNotificationEdits(
        page,
        [
          { kind: 'deleted', id: 99 },
          { kind: 'read', id: 98 },
        ],
        false,
      ),
    ).toEqual(page);
    expect(page).toEqual(before);
  });
});
