import { describe, expect, it } from 'vitest';
import {
  lastDigestTime,
  notificationMailCategoryOf,
  updateNotificationPreferencesRequestSchema,
  defaultNotificationPreferences,
} from './notificationPreferences.ts';
import { notificationKinds } from './proposals.ts';

describe('the daily digest time', () => {
  it("is today's 08:00 in the zone once it has passed, else yesterday's", () => {
    expect(lastDigestTime(new Date('2026-11-27T09:00:00Z'), 'UTC').toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(lastDigestTime(new Date('2026-11-27T07:59:00Z'), 'UTC').toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(lastDigestTime(new Date('2026-11-27T08:00:00Z'), 'UTC').toISOString()).toBe('2026-11-27T08:00:00.000Z');
    // 08:00 in Tokyo is 23:00 UTC the day before.
    expect(lastDigestTime(new Date('2026-11-27T00:30:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-11-26T23:00:00.000Z',
    );
    // New York in winter (UTC-5) and in summer (UTC-4).
    expect(lastDigestTime(new Date('2026-11-27T12:59:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-26T13:00:00.000Z',
    );
    expect(lastDigestTime(new Date('2026-07-01T12:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-07-01T12:00:00.000Z',
    );
    // Kolkata's half-hour offset.
    expect(lastDigestTime(new Date('2026-11-27T02:31:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-27T02:30:00.000Z',
    );
  });

  it('crosses a daylight-saving change on the right side (New York, 8 March 2026)', () => {
    expect(lastDigestTime(new Date('2026-03-08T11:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-07T13:00:00.000Z',
    );
    expect(lastDigestTime(new Date('2026-03-08T12:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
  });
});

describe('the preferences', () => {
  it('name a category or a mandatory mail for every notification kind', () => {
    expect(Object.keys(notificationMailCategoryOf).sort()).toEqual([...notificationKinds].sort());
  });

  it('accept the whole set with a real zone, and nothing less or more', () => {
    const ok = { categories: defaultNotificationPreferences, digest_timezone: ' Europe/Berlin ' };
    expect(updateNotificationPreferencesRequestSchema.parse(ok).digest_timezone).toBe('Europe/Berlin');
    expect(updateNotificationPreferencesRequestSchema.safeParse({ ...ok, digest_timezone: 'Nowhere' }).success).toBe(
      false,
    );
    const two = {
      proposals: defaultNotificationPreferences.proposals,
      offers_contracts: defaultNotificationPreferences.offers_contracts,
    };
    expect(updateNotificationPreferencesRequestSchema.safeParse({ ...ok, categories: two }).success).toBe(false);
  });
});
