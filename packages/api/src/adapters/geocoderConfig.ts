import { httpUrl, setting, timeoutMs, type SettingsSource } from './settings.ts';

/**
 * Which reverse geocoder the API uses, from the environment. `offline` (the default) finds the
 * country from the world's borders bundled with the API (no city or state, no network); `nominatim`
 * asks a Nominatim-compatible service (OpenStreetMap's, or one run in house) for the full place.
 *
 *   GEOCODER_PROVIDER     offline (default) | nominatim
 *   GEOCODER_BASE_URL     {GEOCODER_BASE_URL}/reverse is called (default https://nominatim.openstreetmap.org)
 *   GEOCODER_USER_AGENT   who is asking (Nominatim's usage policy requires one that names the application)
 *   GEOCODER_TIMEOUT_MS   how long one answer may take (default 5000)
 */

export const geocoderProviders = ['offline', 'nominatim'] as const;

export const GEOCODER_BASE_URL = 'https://nominatim.openstreetmap.org';
export const GEOCODER_USER_AGENT = 'cloudexperts-api';
export const GEOCODER_TIMEOUT_MS = 5_000;

export interface NominatimSettings {
  provider: 'nominatim';
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
}

export type GeocoderSettings = { provider: 'offline' } | NominatimSettings;

/**
 * The geocoder settings of the process. Throws, naming the variable, on a setting that cannot work:
 * an unknown provider, a malformed URL or timeout, or GEOCODER_* settings with the provider left at
 * offline (they would silently do nothing).
 */
export function parseGeocoderConfig(source: SettingsSource): GeocoderSettings {
  const provider = setting(source, 'GEOCODER_PROVIDER') ?? 'offline';
  if (!(geocoderProviders as readonly string[]).includes(provider)) {
    throw new Error(`GEOCODER_PROVIDER must be one of ${geocoderProviders.join(', ')}, got "${provider}"`);
  }
  if (provider === 'offline') {
    const stray = ['GEOCODER_BASE_URL', 'GEOCODER_USER_AGENT', 'GEOCODER_TIMEOUT_MS'].filter(
      (name) => setting(source, name) !== undefined,
    );
    if (stray.length > 0) {
      throw new Error(
        `${stray.join(', ')} set, but GEOCODER_PROVIDER is not nominatim (set GEOCODER_PROVIDER=nominatim)`,
      );
    }
    return { provider: 'offline' };
  }
  const baseUrl = setting(source, 'GEOCODER_BASE_URL') ?? GEOCODER_BASE_URL;
  return {
    provider: 'nominatim',
    baseUrl: httpUrl('GEOCODER_BASE_URL', baseUrl).href.replace(/\/+$/, ''),
    userAgent: setting(source, 'GEOCODER_USER_AGENT') ?? GEOCODER_USER_AGENT,
    timeoutMs: timeoutMs('GEOCODER_TIMEOUT_MS', setting(source, 'GEOCODER_TIMEOUT_MS'), GEOCODER_TIMEOUT_MS, 60_000),
  };
}
