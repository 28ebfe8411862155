import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  meetingKey,
  MeetingAuthorizationError,
  MeetingProviderError,
  type CalendarTokens,
  type MeetingProvider,
} from './meetings.ts';
import type { GoogleMeetingSettings } from './meetingsConfig.ts';

/** Only the organiser's events: what making an interview's meeting needs. */
export const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
});

const eventAnswer = z.object({
  id: z.string().min(1),
  hangoutLink: z.url().optional(),
  conferenceData: z
    .object({ entryPoints: z.array(z.object({ entryPointType: z.string(), uri: z.string() })).optional() })
    .optional(),
});

/**
 * Google Calendar with Meet (developers.google.com/identity/protocols/oauth2/web-server,
 * developers.google.com/calendar/api/v3/reference/events/insert): the organiser connects with the
 * authorization code flow (offline access, so a refresh token comes back); a meeting is an event
 * in their primary calendar with `conferenceData.createRequest` (hangoutsMeet), and its Meet link is
 * where the meeting page sends each participant. Every call has a timeout; a refused grant is a
 * `MeetingAuthorizationError`, anything else unusable a `MeetingProviderError`.
 */
export function createGoogleMeetingProvider(settings: GoogleMeetingSettings): MeetingProvider {
  const call = async (url: string, init: RequestInit): Promise<{ status: number; body: unknown }> => {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
    } catch (error) {
      throw new MeetingProviderError(`Google did not answer: ${String(error)}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    return { status: response.status, body };
  };

  const tokenCall = async (form: Record<string, string>, previous?: CalendarTokens): Promise<CalendarTokens> => {
    const { status, body } = await call(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret, ...form }),
    });
    if (status === 400 || status === 401)
      throw new MeetingAuthorizationError(`Google refused the grant (${String(status)})`);
    const parsed = tokenAnswer.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw new MeetingProviderError(`Google's token answer was ${String(status)}`);
    const answer = parsed.data;
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? previous?.refreshToken ?? null,
      expiresAt: answer.expires_in === undefined ? null : new Date(Date.now() + answer.expires_in * 1000),
      scope: answer.scope ?? previous?.scope ?? GOOGLE_CALENDAR_SCOPE,
    };
  };

  return {
    name: 'google',
    needsConnection: true,
    authorizationUrl: (state) => {
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        scope: GOOGLE_CALENDAR_SCOPE,
        access_type: 'offline',
        include_granted_scopes: 'true',
        prompt: 'consent',
        state,
      }).toString();
      return url.href;
    },
    exchangeCode: (code) => tokenCall({ code, redirect_uri: settings.redirectUri, grant_type: 'authorization_code' }),
    refresh: (tokens) => {
      if (!tokens.refreshToken) return Promise.reject(new MeetingAuthorizationError('No refresh token'));
      return tokenCall({ refresh_token: tokens.refreshToken, grant_type: 'refresh_token' }, tokens);
    },
    create: async (request, tokens) => {
      if (!tokens) throw new MeetingAuthorizationError('The organiser has not connected Google Calendar');
      const url = `${settings.calendarUrl}/calendars/primary/events?conferenceDataVersion=1&sendUpdates=none`;
      const meetingId = randomUUID();
      const { status, body } = await call(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          summary: request.summary,
          description: request.description,
          start: { dateTime: request.startsAt.toISOString(), timeZone: request.timezone },
          end: { dateTime: request.endsAt.toISOString(), timeZone: request.timezone },
          conferenceData: { createRequest: { requestId: meetingId, conferenceSolutionKey: { type: 'hangoutsMeet' } } },
        }),
      });
      if (status === 401 || status === 403)
        throw new MeetingAuthorizationError(`Google refused the event (${String(status)})`);
      const parsed = eventAnswer.safeParse(body);
      if (status !== 200 || !parsed.success)
        throw new MeetingProviderError(`Google's event answer was ${String(status)}`);
      const event = parsed.data;
      const joinUrl =
        event.hangoutLink ?? event.conferenceData?.entryPoints?.find((point) => point.entryPointType === 'video')?.uri;
      if (!joinUrl?.startsWith('https://')) throw new MeetingProviderError('The event has no Meet link');
      return {
        provider: 'google',
        meetingId,
        managerKey: meetingKey(),
        freelancerKey: meetingKey(),
        joinUrl,
        externalId: event.id,
      };
    },
  };
}
