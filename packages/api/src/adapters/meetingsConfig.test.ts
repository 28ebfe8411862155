import { describe, expect, it } from 'vitest';
import {
  GOOGLE_CALENDAR_API_URL,
  GOOGLE_CALENDAR_TIMEOUT_MS,
  GOOGLE_OAUTH_AUTHORIZE_URL,
  GOOGLE_OAUTH_TOKEN_URL,
  parseMeetingsConfig,
} from './meetingsConfig.ts';

const google = {
  MEETINGS_PROVIDER: 'google',
  GOOGLE_CALENDAR_CLIENT_ID: 'client-1',
  GOOGLE_CALENDAR_CLIENT_SECRET: 'secret-1',
  GOOGLE_CALENDAR_REDIRECT_URI: 'https://app.example.test/calendar/callback',
};

describe('parseMeetingsConfig', () => {
  it('is the offline meeting page by default', () => {
    expect(parseMeetingsConfig({})).toEqual({ provider: 'offline' });
    expect(parseMeetingsConfig({ MEETINGS_PROVIDER: 'offline' })).toEqual({ provider: 'offline' });
  });

  it("reads Google's client, with Google's URLs unless told others", () => {
    expect(parseMeetingsConfig(google)).toEqual({
      provider: 'google',
      clientId: 'client-1',
      clientSecret: 'secret-1',
      redirectUri: 'https://app.example.test/calendar/callback',
      authorizeUrl: GOOGLE_OAUTH_AUTHORIZE_URL,
      tokenUrl: GOOGLE_OAUTH_TOKEN_URL,
      calendarUrl: GOOGLE_CALENDAR_API_URL,
      timeoutMs: GOOGLE_CALENDAR_TIMEOUT_MS,
    });
    expect(
      parseMeetingsConfig({ ...google, GOOGLE_CALENDAR_API_URL: 'http://127.0.0.1:9/calendar/v3/' }),
    ).toMatchObject({
      calendarUrl: 'http://127.0.0.1:9/calendar/v3',
    });
  });

  it('refuses what cannot work, naming the setting', () => {
    expect(() => parseMeetingsConfig({ MEETINGS_PROVIDER: 'zoom' })).toThrow(/MEETINGS_PROVIDER/);
    expect(() => parseMeetingsConfig({ ...google, GOOGLE_CALENDAR_CLIENT_SECRET: ' ' })).toThrow(
      /GOOGLE_CALENDAR_CLIENT_SECRET is required/,
    );
    expect(() => parseMeetingsConfig({ ...google, GOOGLE_CALENDAR_REDIRECT_URI: 'callback' })).toThrow(
      /GOOGLE_CALENDAR_REDIRECT_URI/,
    );
    expect(() => parseMeetingsConfig({ GOOGLE_CALENDAR_CLIENT_ID: 'client-1' })).toThrow(
      /GOOGLE_CALENDAR_CLIENT_ID set, but MEETINGS_PROVIDER is not google/,
    );
  });
});
