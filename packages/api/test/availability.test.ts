import { availabilityMessages, defaultWeek, setDayChecked, type AvailabilityDay } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { failureOf, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** Dates relative to the server's today, so the tests hold on any day. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const today = day(0);

describe(`availability and time off on ${kind}`, () => {
  const server = useTestServer();

  const request = (changes: Record<string, unknown> = {}) => ({
    start_date: day(10),
    end_date: day(12),
    type: 'vacation' as const,
    reason: 'Family trip',
    today,
    ...changes,
  });

  it('answers the defaults until saved, then the saved week with its total', async () => {
    const { api } = await signedInAs(server, 'freelancer');
    const first = await api.availability();
    expect(first.days).toEqual(defaultWeek());
    // Four days of 9 hours and Friday's 7: 43 hours.
    expect(first).toMatchObject({ total_minutes: 43 * 60, timezone: null, updated_at: null });

    const days: AvailabilityDay[] = defaultWeek().map((row) =>
      row.day === 'monday' ? setDayChecked(row, false) : row.day === 'saturday' ? setDayChecked(row, true) : row,
    );
    const saved = await api.updateAvailability({ body: { days, timezone: 'America/New_York' } });
    expect(saved.days[0]).toEqual({ day: 'monday', checked: false, start: null, end: null });
    expect(saved.days[5]).toEqual({ day: 'saturday', checked: true, start: '08:00', end: '17:00' });
    expect(saved).toMatchObject({ total_minutes: 43 * 60, timezone: 'America/New_York' });
    expect(saved.updated_at).toEqual(expect.any(String));
    expect(await api.availability()).toEqual(saved);

    // Saving again replaces the week.
    const shorter = days.map((row) => (row.day === 'tuesday' ? { ...row, start: '10:00', end: '12:30' } : row));
    expect((await api.updateAvailability({ body: { days: shorter, timezone: 'UTC' } })).total_minutes).toBe(
      43 * 60 - 9 * 60 + 150,
    );
  });

  it('refuses a week that is not seven days Monday first, a checked day without a span, and times on a day off', async () => {
    const { token } = await signedInAs(server, 'freelancer');
    const week = defaultWeek();
    const put = (json: unknown) => rawCall(server, 'PUT', '/availability', { token, json });
    expect((await put({ days: week.slice(1), timezone: 'UTC' })).status).toBe(422);
    expect((await put({ days: [...week.slice(1), week[0]], timezone: 'UTC' })).status).toBe(422);
    const backwards = await put({
      days: week.map((row) => (row.day === 'monday' ? { ...row, start: '17:00', end: '08:00' } : row)),
      timezone: 'UTC',
    });
    expect(backwards.status).toBe(422);
    expect(JSON.stringify(backwards.body)).toContain(availabilityMessages.endAfterStart);
    const offWithTimes = await put({
      days: week.map((row) => (row.day === 'sunday' ? { ...row, start: '08:00', end: '09:00' } : row)),
      timezone: 'UTC',
    });
    expect(offWithTimes.status).toBe(422);
    expect((await put({ days: week, timezone: 'Mars/Olympus' })).status).toBe(422);
    expect((await put({ days: week, timezone: 'UTC', user_id: 1 })).status).toBe(422);
    expect((await put({ days: week.map((row) => ({ ...row, start: '25:00' })), timezone: 'UTC' })).status).toBe(422);
    expect((await put('x'.repeat(2_000_000))).status).toBeGreaterThanOrEqual(400);
  });

  it('is the freelancer’s own: anonymous 401, other roles 403, never another user’s week', async () => {
    const a = await signedInAs(server, 'freelancer');
    const b = await signedInAs(server, 'freelancer');
    const week = defaultWeek().map((row) => setDayChecked(row, false));
    await a.api.updateAvailability({ body: { days: week, timezone: 'UTC' } });
    expect((await b.api.availability()).updated_at).toBeNull();
    expect((await rawCall(server, 'GET', '/availability')).status).toBe(401);
    expect((await rawCall(server, 'GET', '/time_offs')).status).toBe(401);
    for (const role of ['project_manager', 'admin', 'coordinator', 'support'] as const) {
      const other = await signedInAs(server, role);
      expect((await rawCall(server, 'GET', '/availability', { token: other.token })).status).toBe(403);
      expect((await rawCall(server, 'POST', '/time_offs', { token: other.token, json: request() })).status).toBe(403);
    }
    expect((await rawCall(server, 'GET', '/availability', { token: 'forged.token.value' })).status).toBe(401);
  });

  it('requests, lists, edits and deletes time off, counting both ends', async () => {
    const { api } = await signedInAs(server, 'freelancer');
    const { time_off: created } = await api.createTimeOff({ body: request() });
    expect(created).toMatchObject({
      start_date: day(10),
      end_date: day(12),
      days: 3,
      type: 'vacation',
      reason: 'Family trip',
    });
    const { time_off: single } = await api.createTimeOff({
      body: request({ start_date: day(2), end_date: day(2), type: 'appointment', reason: ' Dentist ' }),
    });
    expect(single).toMatchObject({ days: 1, reason: 'Dentist', type: 'appointment' });

    const list = await api.timeOffs({ query: { from: today } });
    expect(list.records.map((entry) => entry.id)).toEqual([single.id, created.id]);
    expect(list.total_count).toBe(2);
    expect((await api.timeOffs({ query: { from: day(3) } })).records.map((entry) => entry.id)).toEqual([created.id]);
    expect((await api.timeOffs({ query: { to: day(5) } })).records.map((entry) => entry.id)).toEqual([single.id]);

    const { time_off: edited } = await api.updateTimeOff({
      params: { id: created.id },
      body: request({ end_date: day(15), reason: 'Longer trip' }),
    });
    expect(edited).toMatchObject({ id: created.id, days: 6, reason: 'Longer trip' });
    expect((await api.deleteTimeOff({ params: { id: single.id } })).message).toBe(availabilityMessages.timeOffDeleted);
    expect((await api.timeOffs({})).records.map((entry) => entry.id)).toEqual([created.id]);
    expect((await failureOf(api.deleteTimeOff({ params: { id: single.id } }))).status).toBe(404);
  });

  it("says the spec's words: days above 0, a reason; and refuses a start before today", async () => {
    const { token, user } = await signedInAs(server, 'freelancer');
    const post = (json: unknown) => rawCall(server, 'POST', '/time_offs', { token, json });
    const backwards = await post(request({ start_date: day(5), end_date: day(4) }));
    expect(backwards.status).toBe(422);
    expect(JSON.stringify(backwards.body)).toContain(availabilityMessages.daysAboveZero);
    const blank = await post(request({ reason: '   ' }));
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.body)).toContain(availabilityMessages.reasonRequired);
    const past = await post(request({ start_date: day(-3), end_date: day(1) }));
    expect(past.status).toBe(422);
    expect(JSON.stringify(past.body)).toContain(availabilityMessages.startInPast);
    // A "today" far from the server's is not trusted: the server's own date is used.
    expect((await post(request({ start_date: day(-3), end_date: day(1), today: day(-5) }))).status).toBe(422);
    for (const bad of [
      request({ start_date: '2026-02-30' }),
      request({ start_date: '0000-01-01' }),
      request({ end_date: '9999-12-31' }),
      request({ type: 'sabbatical' }),
      request({ reason: 'x'.repeat(501) }),
      request({ end_date: day(400) }),
      request({ user_id: 1 }),
      { ...request(), reason: null },
    ]) {
      const answer = await post(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(422);
      expect((answer.body as { error: { message: string } }).error.message).toEqual(expect.any(String));
    }
    // Nothing refused was written.
    expect(await server.database.knex('time_offs').where({ user_id: user.id })).toEqual([]);
  });

  it('refuses time off that shares a day with other time off, also when two requests race', async () => {
    const { api, user } = await signedInAs(server, 'freelancer');
    await api.createTimeOff({ body: request() });
    const overlap = await failureOf(api.createTimeOff({ body: request({ start_date: day(12), end_date: day(14) }) }));
    expect(overlap.status).toBe(409);
    expect(overlap.message).toBe(availabilityMessages.overlaps);
    // Back to back is fine.
    await api.createTimeOff({ body: request({ start_date: day(13), end_date: day(14) }) });

    const racers = await Promise.allSettled(
      Array.from({ length: 6 }, () => api.createTimeOff({ body: request({ start_date: day(30), end_date: day(31) }) })),
    );
    expect(racers.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rows = await server.database.knex('time_offs').where({ user_id: user.id });
    expect(rows).toHaveLength(3);

    // Editing one onto another is refused; onto its own days is fine.
    const { records } = await api.timeOffs({});
    const [first, second] = records;
    if (!first || !second) throw new Error('expected two time off entries');
    expect(
      (
        await failureOf(
          api.updateTimeOff({ params: { id: second.id }, body: request({ start_date: day(11), end_date: day(11) }) }),
        )
      ).status,
    ).toBe(409);
    await api.updateTimeOff({ params: { id: first.id }, body: request({ start_date: day(9), end_date: day(12) }) });
  });

  it("never reads, edits or deletes another freelancer's time off (the same 404 as none)", async () => {
    const owner = await signedInAs(server, 'freelancer');
    const other = await signedInAs(server, 'freelancer');
    const { time_off } = await owner.api.createTimeOff({ body: request() });
    expect((await other.api.timeOffs({})).records).toEqual([]);
    expect((await failureOf(other.api.updateTimeOff({ params: { id: time_off.id }, body: request() }))).status).toBe(
      404,
    );
    expect((await failureOf(other.api.deleteTimeOff({ params: { id: time_off.id } }))).status).toBe(404);
    expect((await owner.api.timeOffs({})).records).toHaveLength(1);
    expect((await rawCall(server, 'DELETE', '/time_offs/abc', { token: other.token })).status).toBe(422);
    expect((await rawCall(server, 'DELETE', '/time_offs/999999999999', { token: other.token })).status).toBe(404);
  });
});
