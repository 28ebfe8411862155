import { calendarConnectMessages, type ScheduleInterviewRequest } from '@cloudexperts/domain';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createGoogleMeetingProvider, GOOGLE_CALENDAR_SCOPE } from '../src/adapters/meetingsGoogle.ts';
import { startTestServer, useTestServer, type TestServer } from './helpers.ts';
import { content, jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { failureOf, interviewTimesFromNow, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

const DAY = '2027-07-01';

const slot = (changes: Partial<ScheduleInterviewRequest> = {}): ScheduleInterviewRequest => ({
  platform: 'google_meet',
  duration: '30 mins',
  interview_date: DAY,
  start_time: '10:00',
  timezone: 'Asia/Kolkata',
  agenda: 'Your last landing zone.',
  ...changes,
});

/** The connect window's pages (outside /api/v1), redirects not followed. */
async function page(server: TestServer, path: string) {
  const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' });
  return { status: response.status, text: await response.text(), location: response.headers.get('location') };
}

/** The hidden fields of the consent page's forms: [Allow, Deny]. */
function consentForms(html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)].map((form) => {
    const fields: Record<string, string> = {};
    for (const field of (form[1] ?? '').matchAll(/name="(\w+)" value="([^"]*)"/g)) {
      fields[field[1] ?? ''] = field[2] ?? '';
    }
    return fields;
  });
}

describe(`connecting the meeting provider (offline) on ${kind}`, () => {
  const server = useTestServer();
  const manager = () => signedInAs(server, 'project_manager');

  async function connectUrl(who: Awaited<ReturnType<typeof manager>>) {
    const { authorization_url: url } = await who.api.connectGoogleCalendar({ query: {} });
    return new URL(url);
  }

  it('answers its own consent page; Allow connects the manager (is_google_access), once', async () => {
    const boss = await manager();
    expect((await boss.api.currentUser()).is_google_access).toBe(false);
    const url = await connectUrl(boss);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.origin}/calendar/consent`);
    const consent = await page(server, `${url.pathname}${url.search}`);
    expect(consent.status).toBe(200);
    expect(consent.text).toContain(calendarConnectMessages.allow);
    const [allow] = consentForms(consent.text);
    const callback = `/calendar/callback?${new URLSearchParams(allow).toString()}`;
    const done = await page(server, callback);
    expect(done.status).toBe(200);
    expect(done.text).toContain(calendarConnectMessages.connectedTitle);
    expect((await boss.api.currentUser()).is_google_access).toBe(true);
    const grant = await server.database.knex('calendar_grants').where({ user_id: boss.user.id }).first<{
      access_token: string;
      provider: string;
    }>('access_token', 'provider');
    expect(grant.provider).toBe('offline');
    expect(grant.access_token.startsWith('v1.')).toBe(true);
    // Replayed: the state is used up.
    const replay = await page(server, callback);
    expect(replay.status).toBe(400);
    expect(replay.text).toContain(calendarConnectMessages.invalidTitle);
    // The consent page of a used state is gone too.
    expect((await page(server, `${url.pathname}${url.search}`)).status).toBe(404);
  });

  it('Deny (error=access_denied) stores nothing and uses the state up', async () => {
    const boss = await manager();
    const url = await connectUrl(boss);
    const consent = await page(server, `${url.pathname}${url.search}`);
    const [allow, deny] = consentForms(consent.text);
    expect(deny).toEqual({ state: url.searchParams.get('state'), error: 'access_denied' });
    const denied = await page(server, `/calendar/callback?${new URLSearchParams(deny).toString()}`);
    expect(denied.status).toBe(200);
    expect(denied.text).toContain(calendarConnectMessages.deniedTitle);
    expect((await boss.api.currentUser()).is_google_access).toBe(false);
    expect((await page(server, `/calendar/callback?${new URLSearchParams(allow).toString()}`)).status).toBe(400);
    expect((await boss.api.currentUser()).is_google_access).toBe(false);
  });

  it('refuses a forged, expired, oversize or missing state, and a code that is not the state’s', async () => {
    const boss = await manager();
    const forged = 'A'.repeat(43);
    expect((await page(server, `/calendar/consent?state=${forged}`)).status).toBe(404);
    expect((await page(server, `/calendar/callback?state=${forged}&code=x`)).status).toBe(400);
    expect((await page(server, `/calendar/callback?state=${'A'.repeat(300)}&code=x`)).status).toBe(400);
    expect((await page(server, '/calendar/callback?code=x')).status).toBe(400);
    // Expired.
    const late = await connectUrl(boss);
    await server.database
      .knex('calendar_connect_states')
      .where({ user_id: boss.user.id })
      .update({
        expires_at: new Date(Date.now() - 1000),
      });
    const [lateAllow] = consentForms((await page(server, `/calendar/consent?state=x`)).text);
    expect(lateAllow).toBeUndefined();
    expect((await page(server, `/calendar/consent${late.search}`)).status).toBe(404);
    // A code made for another state.
    const one = await connectUrl(boss);
    const two = await connectUrl(boss);
    const [twoAllow] = consentForms((await page(server, `/calendar/consent${two.search}`)).text);
    const mixed = new URLSearchParams({ state: one.searchParams.get('state') ?? '', code: twoAllow?.code ?? '' });
    const failed = await page(server, `/calendar/callback?${mixed.toString()}`);
    expect(failed.status).toBe(502);
    expect((await boss.api.currentUser()).is_google_access).toBe(false);
  });

  it('binds the state to the manager who asked: completing it connects them, not whoever opens it', async () => {
    const alice = await manager();
    const bob = await manager();
    const url = await connectUrl(alice);
    const [allow] = consentForms((await page(server, `/calendar/consent${url.search}`)).text);
    expect((await page(server, `/calendar/callback?${new URLSearchParams(allow).toString()}`)).status).toBe(200);
    expect((await alice.api.currentUser()).is_google_access).toBe(true);
    expect((await bob.api.currentUser()).is_google_access).toBe(false);
  });

  it('is the manager’s: anonymous 401, a freelancer 403; another’s job or proposal 404; bad ids 422', async () => {
    expect((await rawCall(server, 'GET', '/connect_google_calendar')).status).toBe(401);
    const freelancer = await signedInAs(server, 'freelancer');
    expect((await rawCall(server, 'GET', '/connect_google_calendar', { token: freelancer.token })).status).toBe(403);
    const owner = await manager();
    const { jobId } = await jobWithQuestions(server, owner.user.id);
    const expert = await signedInExpert(server);
    const { proposal } = await expert.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const mine = await owner.api.connectGoogleCalendar({ query: { job_id: jobId, job_application_id: proposal.id } });
    expect(mine.authorization_url).toContain('/calendar/consent?state=');
    const stored = await server.database.knex('calendar_connect_states').where({ user_id: owner.user.id }).first<{
      job_id: string | number;
      proposal_id: string | number;
    }>('job_id', 'proposal_id');
    expect([Number(stored.job_id), Number(stored.proposal_id)]).toEqual([jobId, proposal.id]);
    const other = await manager();
    expect((await failureOf(other.api.connectGoogleCalendar({ query: { job_id: jobId } }))).status).toBe(404);
    expect(
      (await failureOf(other.api.connectGoogleCalendar({ query: { job_application_id: proposal.id } }))).status,
    ).toBe(404);
    const malformed = await rawCall(server, 'GET', '/connect_google_calendar?job_id=abc', { token: other.token });
    expect(malformed.status).toBe(422);
    const huge = await rawCall(server, 'GET', `/connect_google_calendar?job_application_id=${'9'.repeat(400)}`, {
      token: other.token,
    });
    expect(huge.status).toBe(422);
  });

  it('has no Zoom provider: /zoom/connect is not a route (404)', async () => {
    const boss = await manager();
    expect((await rawCall(server, 'GET', '/zoom/connect', { token: boss.token })).status).toBe(404);
  });
});

/** A local double of Google's token and Calendar endpoints (never the internet). */
interface GoogleDouble {
  url: string;
  server: Server;
  tokenCalls: Array<Record<string, string>>;
  events: Array<{ authorization: string | undefined; query: string; body: Record<string, unknown> }>;
  refuseEvents: boolean;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

async function startGoogleDouble(): Promise<GoogleDouble> {
  const double: GoogleDouble = { url: '', server: createServer(), tokenCalls: [], events: [], refuseEvents: false };
  double.server.on('request', (request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://double');
      const text = await readBody(request);
      const json = (status: number, body: unknown): true => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
        return true;
      };
      if (request.method === 'POST' && url.pathname === '/token') {
        const form = Object.fromEntries(new URLSearchParams(text));
        double.tokenCalls.push(form);
        if (form.client_id !== 'client-1' || form.client_secret !== 'secret-1') return json(401, {});
        if (form.grant_type === 'authorization_code' && form.code === 'good-code') {
          return json(200, {
            access_token: 'at-1',
            refresh_token: 'rt-1',
            expires_in: 3600,
            scope: GOOGLE_CALENDAR_SCOPE,
          });
        }
        if (form.grant_type === 'refresh_token' && form.refresh_token === 'rt-1') {
          return json(200, { access_token: 'at-2', expires_in: 3600 });
        }
        return json(400, { error: 'invalid_grant' });
      }
      if (request.method === 'POST' && url.pathname === '/calendar/v3/calendars/primary/events') {
        const body = JSON.parse(text) as Record<string, unknown>;
        double.events.push({ authorization: request.headers.authorization, query: url.search, body });
        if (double.refuseEvents) return json(401, { error: { code: 401 } });
        const bearer = request.headers.authorization;
        if (bearer !== 'Bearer at-1' && bearer !== 'Bearer at-2') return json(401, {});
        return json(200, {
          id: `event-${String(double.events.length)}`,
          hangoutLink: 'https://meet.google.com/abc-defg-hij',
        });
      }
      return json(404, {});
    })();
  });
  double.server.listen(0, '127.0.0.1');
  await once(double.server, 'listening');
  double.url = `http://127.0.0.1:${String((double.server.address() as AddressInfo).port)}`;
  return double;
}

describe(`Google Calendar/Meet against a local double on ${kind}`, () => {
  let server: TestServer;
  let google: GoogleDouble;
  beforeAll(async () => {
    google = await startGoogleDouble();
    server = await startTestServer({
      adapters: {
        meetings: createGoogleMeetingProvider({
          provider: 'google',
          clientId: 'client-1',
          clientSecret: 'secret-1',
          redirectUri: 'https://app.example.test/calendar/callback',
          authorizeUrl: `${google.url}/o/oauth2/v2/auth`,
          tokenUrl: `${google.url}/token`,
          calendarUrl: `${google.url}/calendar/v3`,
          timeoutMs: 5000,
        }),
      },
    });
  });
  afterAll(async () => {
    await server.close();
    google.server.close();
  });
  beforeEach(async () => {
    await server.database.knex('rate_limits').delete();
    google.refuseEvents = false;
  });

  async function proposal() {
    const owner = await signedInAs(server, 'project_manager');
    const { jobId } = await jobWithQuestions(server, owner.user.id);
    const expert = await signedInExpert(server);
    const { proposal: made } = await expert.api.submitProposal({ body: { job_id: jobId, ...content() } });
    return { owner, proposalId: made.id };
  }

  async function connect(owner: Awaited<ReturnType<typeof proposal>>['owner'], code = 'good-code') {
    const { authorization_url: answer } = await owner.api.connectGoogleCalendar({ query: {} });
    const url = new URL(answer);
    const state = url.searchParams.get('state') ?? '';
    return { url, state, done: await page(server, `/calendar/callback?state=${state}&code=${code}`) };
  }

  it('connects with the authorization code flow, then makes each meeting a Calendar event with Meet', async () => {
    const { owner, proposalId } = await proposal();
    // Not connected: the form's platform says why.
    const early = await failureOf(owner.api.scheduleInterview({ params: { id: proposalId }, body: slot() }));
    expect(early.status).toBe(422);
    expect(early.body?.error.fields?.platform).toBe(calendarConnectMessages.connectFirst);
    const { url, state, done } = await connect(owner);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: 'https://app.example.test/calendar/callback',
      response_type: 'code',
      scope: GOOGLE_CALENDAR_SCOPE,
      access_type: 'offline',
      include_granted_scopes: 'true',
      prompt: 'consent',
      state,
    });
    // Google's flow has no consent page of ours.
    expect((await page(server, `/calendar/consent?state=${state}`)).status).toBe(404);
    expect(done.status).toBe(200);
    expect(google.tokenCalls.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'good-code',
      redirect_uri: 'https://app.example.test/calendar/callback',
    });
    expect((await owner.api.currentUser()).is_google_access).toBe(true);
    const grant = await server.database.knex('calendar_grants').where({ user_id: owner.user.id }).first<{
      access_token: string;
      refresh_token: string;
    }>('access_token', 'refresh_token');
    expect(JSON.stringify(grant)).not.toContain('at-1');
    expect(JSON.stringify(grant)).not.toContain('rt-1');

    const { interview } = await owner.api.scheduleInterview({ params: { id: proposalId }, body: slot() });
    const event = google.events.at(-1);
    expect(event?.authorization).toBe('Bearer at-1');
    expect(event?.query).toContain('conferenceDataVersion=1');
    expect(event?.body).toMatchObject({
      start: { dateTime: '2027-07-01T04:30:00.000Z', timeZone: 'Asia/Kolkata' },
      end: { dateTime: '2027-07-01T05:00:00.000Z', timeZone: 'Asia/Kolkata' },
      description: 'Your last landing zone.',
      conferenceData: { createRequest: { conferenceSolutionKey: { type: 'hangoutsMeet' } } },
    });
    const stored = await server.database.knex('interviews').where({ id: interview.id }).first<{
      meeting_provider: string;
      meeting_external_id: string;
    }>('meeting_provider', 'meeting_external_id');
    expect(stored).toEqual({
      meeting_provider: 'google',
      meeting_external_id: `event-${String(google.events.length)}`,
    });
    // Inside the join window the meeting page records the arrival and sends them on to Meet.
    expect(interview.meeting_url).toMatch(/^\/meet\//);
    await server.database
      .knex('interviews')
      .where({ id: interview.id })
      .update(interviewTimesFromNow(300_000, 2_100_000));
    const opened = await page(server, interview.meeting_url ?? '');
    expect(opened.status).toBe(302);
    expect(opened.location).toBe('https://meet.google.com/abc-defg-hij');
  });

  it('refreshes an expired access token before making the event', async () => {
    const { owner, proposalId } = await proposal();
    await connect(owner);
    await server.database
      .knex('calendar_grants')
      .where({ user_id: owner.user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    await owner.api.scheduleInterview({ params: { id: proposalId }, body: slot({ start_time: '12:00' }) });
    expect(google.tokenCalls.at(-1)).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'rt-1' });
    expect(google.events.at(-1)?.authorization).toBe('Bearer at-2');
  });

  it('a refused code stores nothing; a revoked grant asks to connect again and schedules nothing', async () => {
    const { owner, proposalId } = await proposal();
    const bad = await connect(owner, 'stolen-code');
    expect(bad.done.status).toBe(502);
    expect((await owner.api.currentUser()).is_google_access).toBe(false);
    await connect(owner);
    google.refuseEvents = true;
    const refused = await failureOf(
      owner.api.scheduleInterview({ params: { id: proposalId }, body: slot({ start_time: '14:00' }) }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body?.error.fields?.platform).toBe(calendarConnectMessages.connectAgain);
    expect(await server.database.knex('interviews').where({ job_application_id: proposalId })).toEqual([]);
  });

  it('a callback with error=access_denied from Google connects nothing', async () => {
    const { owner } = await proposal();
    const { authorization_url: answer } = await owner.api.connectGoogleCalendar({ query: {} });
    const state = new URL(answer).searchParams.get('state') ?? '';
    const denied = await page(server, `/calendar/callback?state=${state}&error=access_denied`);
    expect(denied.text).toContain(calendarConnectMessages.deniedTitle);
    expect((await owner.api.currentUser()).is_google_access).toBe(false);
  });
});
