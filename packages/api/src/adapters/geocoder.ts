import { iso1A2Code } from '@rapideditor/country-coder';
import { z } from 'zod';
import type { GeocoderSettings, NominatimSettings } from './geocoderConfig.ts';

/** A position's place as a geocoder knows it; the country is an ISO 3166-1 alpha-2 code. */
export interface Place {
  iso2: string;
  /** The geocoder's own name for the country (the API prefers the name in its countries list). */
  countryName: string | undefined;
  state: string;
  city: string;
}

/** The hosted geocoder could not be asked, or answered something unreadable: try again later. */
export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';
}

/** Reverse geocoding (spec document 1, section 7): the place at a position, or null for none (the sea). */
export interface Geocoder {
  reverse(latitude: number, longitude: number): Promise<Place | null>;
}

/**
 * Offline: the world's borders bundled with the API (country-coder, the iD editor's), so the
 * country is right without any network. It knows no cities or states: those stay empty.
 */
export function createOfflineGeocoder(): Geocoder {
  return {
    reverse(latitude, longitude) {
      // Territories first (Puerto Rico is PR, not US), as phone numbers and our list count them.
      const iso2 = iso1A2Code([longitude, latitude]) ?? iso1A2Code([longitude, latitude], { level: 'country' });
      return Promise.resolve(iso2 ? { iso2, countryName: undefined, state: '', city: '' } : null);
    },
  };
}

const nominatimAnswerSchema = z.union([
  // Nothing there: `{"error":"Unable to geocode"}`.
  z.object({ error: z.string() }),
  z.object({
    address: z.looseObject({
      country_code: z.string().regex(/^[a-z]{2}$/i),
      country: z.string().optional(),
      state: z.string().optional(),
      province: z.string().optional(),
      region: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      municipality: z.string().optional(),
    }),
  }),
]);

/** A Nominatim-compatible service: `GET {base}/reverse?format=jsonv2&lat=&lon=&zoom=10&addressdetails=1`. */
export function createNominatimGeocoder(settings: NominatimSettings, fetchImpl: typeof fetch = fetch): Geocoder {
  return {
    async reverse(latitude, longitude) {
      const url = new URL(`${settings.baseUrl}/reverse`);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        lat: String(latitude),
        lon: String(longitude),
        zoom: '10',
        addressdetails: '1',
        'accept-language': 'en',
      }).toString();
      let body: unknown;
      try {
        const response = await fetchImpl(url, {
          headers: { accept: 'application/json', 'user-agent': settings.userAgent },
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!response.ok) throw new GeocoderUnavailableError(`the geocoder answered ${String(response.status)}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof GeocoderUnavailableError) throw error;
        throw new GeocoderUnavailableError('the geocoder could not be asked', { cause: error });
      }
      const answer = nominatimAnswerSchema.safeParse(body);
      if (!answer.success) throw new GeocoderUnavailableError('the geocoder answered something unreadable');
      if ('error' in answer.data) return null;
      const { address } = answer.data;
      return {
        iso2: address.country_code.toUpperCase(),
        countryName: address.country,
        state: address.state ?? address.province ?? address.region ?? '',
        city: address.city ?? address.town ?? address.village ?? address.municipality ?? '',
      };
    },
  };
}

export function createGeocoder(settings: GeocoderSettings): Geocoder {
  return settings.provider === 'nominatim' ? createNominatimGeocoder(settings) : createOfflineGeocoder();
}
