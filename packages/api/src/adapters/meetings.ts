import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A meeting made for an interview: who made it, and its id there. */
export interface Meeting {
  provider: string;
  /** Our id of the meeting: the meeting page's address (/meet/:id) for every provider. */
  meetingId: string;
  /** Each participant's own key to the meeting page (capability links). */
  managerKey: string;
  freelancerKey: string;
  /** Where the meeting page sends a participant inside the join window (Google Meet); null: the page is the room. */
  joinUrl: string | null;
  /** The provider's own id of the meeting (the Calendar event), when there is one. */
  externalId: string | null;
}

/** What a meeting is made for: the interview's title, agenda and instants. */
export interface MeetingRequest {
  summary: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
}

/** An organiser's grant from the provider (the offline provider's is a token of its own). */
export interface CalendarTokens {
  accessToken: string;
  refreshToken: string | null;
  /** When the access token stops working; null: it does not expire. */
  expiresAt: Date | null;
  scope: string;
}

/** The provider refused the organiser's grant (revoked, expired for good): they must connect again. */
export class MeetingAuthorizationError extends Error {
  override name = 'MeetingAuthorizationError';
}

/** The provider did not answer, or answered something unusable. */
export class MeetingProviderError extends Error {
  override name = 'MeetingProviderError';
}

/**
 * The meeting behind an interview (ARCHITECTURE.md: meetings behind an adapter, with an offline
 * implementation that really works). The organiser connects first (spec document 2, section 7:
 * `GET /connect_google_calendar` answers an `authorization_url`): the provider's consent page, which
 * sends the browser back to `/calendar/callback` with `state` and a `code` (or `error`).
 */
export interface MeetingProvider {
  readonly name: 'offline' | 'google';
  /** Whether an organiser must have connected before a meeting can be made. */
  readonly needsConnection: boolean;
  /** The consent page for `state`; `origin` is where this app is opened (the offline consent page is ours). */
  authorizationUrl(state: string, origin: string): string;
  /** Trades the consent page's `code` for the organiser's tokens. */
  exchangeCode(code: string, state: string): Promise<CalendarTokens>;
  /** New tokens for an expired access token. */
  refresh(tokens: CalendarTokens): Promise<CalendarTokens>;
  /** Makes the meeting (with the organiser's tokens when the provider needs them). */
  create(request: MeetingRequest, tokens: CalendarTokens | undefined): Promise<Meeting>;
}

/** Where a participant opens a meeting: the app's page, with their own key. */
export function offlineMeetingPath(meetingId: string, key: string): string {
  return `/meet/${meetingId}?k=${encodeURIComponent(key)}`;
}

/** The offline consent page's path (served by the API outside /api/v1). */
export const OFFLINE_CONSENT_PATH = '/calendar/consent';
/** Where every provider's consent page sends the browser back. */
export const CALENDAR_CALLBACK_PATH = '/calendar/callback';

/** The code the offline consent page's Allow carries for `state` (it proves the page was passed). */
export function offlineConsentCode(state: string): string {
  return createHash('sha256').update(`cloudexperts offline calendar consent\n${state}`).digest('base64url');
}

export const meetingKey = () => randomBytes(24).toString('base64url');

/**
 * The offline provider (demo, development, tests): the meeting is the app's own page at
 * `/meet/:id`, opened by each participant with their own key (`?k=`); anyone else gets a 404. Its
 * connect step is the app's own consent page (Allow / Deny), completing the same callback as
 * Google's; connecting is not required to schedule. No account anywhere is needed.
 */
export function createOfflineMeetingProvider(): MeetingProvider {
  return {
    name: 'offline',
    needsConnection: false,
    authorizationUrl: (state, origin) => `${origin}${OFFLINE_CONSENT_PATH}?state=${encodeURIComponent(state)}`,
    exchangeCode: (code, state) =>
      code === offlineConsentCode(state)
        ? Promise.resolve({ accessToken: meetingKey(), refreshToken: null, expiresAt: null, scope: 'offline' })
        : Promise.reject(new MeetingAuthorizationError('The consent code does not match')),
    refresh: (tokens) => Promise.resolve(tokens),
    create: () =>
      Promise.resolve({
        provider: 'offline',
        meetingId: randomUUID(),
        managerKey: meetingKey(),
        freelancerKey: meetingKey(),
        joinUrl: null,
        externalId: null,
      }),
  };
}
