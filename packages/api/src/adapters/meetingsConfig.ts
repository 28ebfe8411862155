import { httpUrl, setting, timeoutMs, type SettingsSource } from './settings.ts';

/**
 * Which meeting provider makes interview meetings, from the environment. `offline` (the default)
 * is the app's own meeting page (/meet/:id) and its own consent page for the connect step; `google`
 * makes a Google Calendar event with a Meet link in the organiser's calendar, after the organiser
 * has connected their calendar (OAuth 2.0 authorization code, offline access).
 *
 *   MEETINGS_PROVIDER               offline (default) | google
 *   GOOGLE_CALENDAR_CLIENT_ID       the OAuth client's id (required for google)
 *   GOOGLE_CALENDAR_CLIENT_SECRET   the OAuth client's secret (required for google)
 *   GOOGLE_CALENDAR_REDIRECT_URI    where Google sends the browser back: {PUBLIC_URL}/calendar/callback (required for google)
 *   GOOGLE_OAUTH_AUTHORIZE_URL      default https://accounts.google.com/o/oauth2/v2/auth
 *   GOOGLE_OAUTH_TOKEN_URL          default https://oauth2.googleapis.com/token
 *   GOOGLE_CALENDAR_API_URL         default https://www.googleapis.com/calendar/v3
 *   GOOGLE_CALENDAR_TIMEOUT_MS      how long one call may take (default 8000)
 */

export const meetingProviders = ['offline', 'google'] as const;

export const GOOGLE_OAUTH_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_OAUTH_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_CALENDAR_API_URL = 'https://www.googleapis.com/calendar/v3';
export const GOOGLE_CALENDAR_TIMEOUT_MS = 8_000;

export interface GoogleMeetingSettings {
  provider: 'google';
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authorizeUrl: string;
  tokenUrl: string;
  calendarUrl: string;
  timeoutMs: number;
}

export type MeetingSettings = { provider: 'offline' } | GoogleMeetingSettings;

const googleVariables = [
  'GOOGLE_CALENDAR_CLIENT_ID',
  'GOOGLE_CALENDAR_CLIENT_SECRET',
  'GOOGLE_CALENDAR_REDIRECT_URI',
  'GOOGLE_OAUTH_AUTHORIZE_URL',
  'GOOGLE_OAUTH_TOKEN_URL',
  'GOOGLE_CALENDAR_API_URL',
  'GOOGLE_CALENDAR_TIMEOUT_MS',
];

const trimmed = (url: URL) => url.href.replace(/\/+$/, '');

/**
 * The meeting settings of the process. Throws, naming the variable, on a setting that cannot work:
 * an unknown provider, google without its client, a malformed URL, or GOOGLE_CALENDAR_* settings
 * with the provider left at offline (they would silently do nothing).
 */
export function parseMeetingsConfig(source: SettingsSource): MeetingSettings {
  const provider = setting(source, 'MEETINGS_PROVIDER') ?? 'offline';
  if (!(meetingProviders as readonly string[]).includes(provider)) {
    throw new Error(`MEETINGS_PROVIDER must be one of ${meetingProviders.join(', ')}, got "${provider}"`);
  }
  if (provider === 'offline') {
    const stray = googleVariables.filter((name) => setting(source, name) !== undefined);
    if (stray.length > 0) {
      throw new Error(`${stray.join(', ')} set, but MEETINGS_PROVIDER is not google (set MEETINGS_PROVIDER=google)`);
    }
    return { provider: 'offline' };
  }
  const required = (name: string) => {
    const value = setting(source, name);
    if (value === undefined) throw new Error(`${name} is required when MEETINGS_PROVIDER=google`);
    return value;
  };
  return {
    provider: 'google',
    clientId: required('GOOGLE_CALENDAR_CLIENT_ID'),
    clientSecret: required('GOOGLE_CALENDAR_CLIENT_SECRET'),
    redirectUri: httpUrl('GOOGLE_CALENDAR_REDIRECT_URI', required('GOOGLE_CALENDAR_REDIRECT_URI')).href,
    authorizeUrl: httpUrl(
      'GOOGLE_OAUTH_AUTHORIZE_URL',
      setting(source, 'GOOGLE_OAUTH_AUTHORIZE_URL') ?? GOOGLE_OAUTH_AUTHORIZE_URL,
    ).href,
    tokenUrl: httpUrl('GOOGLE_OAUTH_TOKEN_URL', setting(source, 'GOOGLE_OAUTH_TOKEN_URL') ?? GOOGLE_OAUTH_TOKEN_URL)
      .href,
    calendarUrl: trimmed(
      httpUrl('GOOGLE_CALENDAR_API_URL', setting(source, 'GOOGLE_CALENDAR_API_URL') ?? GOOGLE_CALENDAR_API_URL),
    ),
    timeoutMs: timeoutMs(
      'GOOGLE_CALENDAR_TIMEOUT_MS',
      setting(source, 'GOOGLE_CALENDAR_TIMEOUT_MS'),
      GOOGLE_CALENDAR_TIMEOUT_MS,
      60_000,
    ),
  };
}
