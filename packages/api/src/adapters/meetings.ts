import { randomBytes, randomUUID } from 'node:crypto';

/** A meeting made for an interview: who made it, and its id there. */
export interface Meeting {
  provider: string;
  meetingId: string;
  /** Each participant's own key to the meeting page (the offline provider's capability links). */
  managerKey: string;
  freelancerKey: string;
}

/**
 * The meeting behind an interview (ARCHITECTURE.md: meetings behind an adapter, with an offline
 * implementation that really works). `create` runs inside the interview's transaction and must not
 * wait on the network for long.
 */
export interface MeetingProvider {
  readonly name: string;
  create(): Promise<Meeting>;
}

/** Where a participant opens an offline meeting: the app's page, with their own key. */
export function offlineMeetingPath(meetingId: string, key: string): string {
  return `/meet/${meetingId}?k=${encodeURIComponent(key)}`;
}

/**
 * The offline provider (demo, development, tests): the meeting is the app's own page at
 * `/meet/:id`, opened by each participant with their own key (`?k=`); anyone else gets a 404. No
 * account anywhere is needed.
 */
export function createOfflineMeetingProvider(): MeetingProvider {
  const key = () => randomBytes(24).toString('base64url');
  return {
    name: 'offline',
    create: () =>
      Promise.resolve({ provider: 'offline', meetingId: randomUUID(), managerKey: key(), freelancerKey: key() }),
  };
}
