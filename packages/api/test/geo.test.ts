import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCodes, errorMessages, serverMessages } from '@cloudexperts/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createNominatimGeocoder } from '../src/adapters/geocoder.ts';
import { parseGeocoderConfig } from '../src/adapters/geocoderConfig.ts';
import { rateLimits } from '../src/http/rateLimit.ts';
import { startTestServer, useTestServer, type TestServer } from './helpers.ts';
import { clientFor, failureOf, rawCall } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

const reverse = (server: TestServer, query: string) => rawCall(server, 'GET', `/geo/reverse?${query}`);

describe(`GET /geo/reverse on ${kind} (the offline geocoder)`, () => {
  const server = useTestServer();
  beforeEach(async () => {
    await server.database.knex('rate_limits').where('key', 'like', 'geoPerIp:%').delete();
  });

  it('names the country as the countries list does, with its id, for anyone signed out', async () => {
    const api = clientFor(server);
    expect(await api.reverseGeocode({ query: { latitude: 37.7749, longitude: -122.4194 } })).toEqual({
      city: '',
      state: '',
      country: 'United States',
      country_short: 'US',
      country_id: 231,
      latitude: 37.7749,
      longitude: -122.4194,
    });
    const delhi = await api.reverseGeocode({ query: { latitude: 28.6139, longitude: 77.209 } });
    expect(delhi).toMatchObject({ country: 'India', country_short: 'IN' });
    const list = await api.countries();
    expect(delhi.country_id).toBe(list.countries.find((country) => country.iso2 === 'IN')?.id);
  });

  it('answers 404 with the spec message where there is no country (the open sea)', async () => {
    const answer = await reverse(server, 'latitude=30&longitude=-40');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { code: errorCodes.notFound, message: errorMessages.geolocationNoData } });
  });

  it.each([
    ['a latitude past the pole', 'latitude=91&longitude=0'],
    ['a longitude past the antimeridian', 'latitude=0&longitude=180.5'],
    ['an exponent', 'latitude=1e3&longitude=0'],
    ['hex', 'latitude=0x10&longitude=0'],
    ['a blank', 'latitude=&longitude=0'],
    ['a missing latitude', 'longitude=0'],
    ['SQL', 'latitude=1;DROP TABLE countries&longitude=0'],
    ['a huge number', `latitude=${'1'.repeat(5000)}&longitude=0`],
    ['NaN and Infinity', 'latitude=NaN&longitude=Infinity'],
  ])('refuses %s (422 with a message, never a 500)', async (_label, query) => {
    const answer = await reverse(server, query);
    expect(answer.status).toBe(422);
    const { error } = answer.body as { error: { message: unknown } };
    expect(typeof error.message).toBe('string');
  });

  it('limits each address (429 with Retry-After), counted before the lookup', async () => {
    const { limit } = rateLimits.geoPerIp;
    for (let index = 0; index < limit; index += 1) {
      expect((await reverse(server, 'latitude=48.85&longitude=2.35')).status).toBe(200);
    }
    const limited = await reverse(server, 'latitude=48.85&longitude=2.35');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: 'rate_limited', message: serverMessages.tooManyRequests } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe(`GET /geo/reverse on ${kind} through a Nominatim-compatible service`, () => {
  let nominatim: Server;
  let base: string;
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const asked: Array<{ url: string; userAgent: string | undefined }> = [];
  let server: TestServer;

  beforeAll(async () => {
    nominatim = createServer((request, response) => {
      asked.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
    nominatim.listen(0, '127.0.0.1');
    await once(nominatim, 'listening');
    base = `http://127.0.0.1:${String((nominatim.address() as AddressInfo).port)}`;
    const settings = parseGeocoderConfig({
      GEOCODER_PROVIDER: 'nominatim',
      GEOCODER_BASE_URL: `${base}/`,
      GEOCODER_USER_AGENT: 'cloudexperts-test',
      GEOCODER_TIMEOUT_MS: '500',
    });
    if (settings.provider !== 'nominatim') throw new Error('expected nominatim settings');
    server = await startTestServer({ adapters: { geocoder: createNominatimGeocoder(settings) } });
  });
  afterAll(async () => {
    await server.close();
    nominatim.closeAllConnections();
    await new Promise<void>((resolve) => nominatim.close(() => resolve()));
  });
  beforeEach(async () => {
    asked.length = 0;
    await server.database.knex('rate_limits').where('key', 'like', 'geoPerIp:%').delete();
  });

  it('gives the city and state the service knows, with the country from our list', async () => {
    answer = {
      status: 200,
      body: {
        address: { city: 'Pune', state: 'Maharashtra', country: 'India', country_code: 'in', postcode: '411001' },
      },
    };
    const place = await clientFor(server).reverseGeocode({ query: { latitude: 18.52, longitude: 73.85 } });
    expect(place).toMatchObject({ city: 'Pune', state: 'Maharashtra', country: 'India', country_short: 'IN' });
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0]?.url ?? '', base);
    expect(url.pathname).toBe('/reverse');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ format: 'jsonv2', lat: '18.52', lon: '73.85' });
    expect(asked[0]?.userAgent).toBe('cloudexperts-test');
  });

  it('falls back to town or village, and keeps a country our list lacks without an id', async () => {
    answer = { status: 200, body: { address: { village: 'Nowhere', country: 'Atlantis', country_code: 'zz' } } };
    const place = await clientFor(server).reverseGeocode({ query: { latitude: 1, longitude: 1 } });
    expect(place).toMatchObject({
      city: 'Nowhere',
      state: '',
      country: 'Atlantis',
      country_short: 'ZZ',
      country_id: null,
    });
  });

  it("passes the service's 'Unable to geocode' on as the spec's 404", async () => {
    answer = { status: 200, body: { error: 'Unable to geocode' } };
    const error = await failureOf(clientFor(server).reverseGeocode({ query: { latitude: 0, longitude: 0 } }));
    expect(error.status).toBe(404);
    expect(error.message).toBe(errorMessages.geolocationNoData);
  });

  it.each<[string, { status: number; body: unknown }]>([
    ['an error status', { status: 500, body: { oops: true } }],
    ['a body that is not JSON', { status: 200, body: 'not json' }],
    ['an unreadable answer', { status: 200, body: { address: { country_code: 'United Kingdom' } } }],
  ])('answers 503 with a message when the service fails: %s', async (_label, failure) => {
    answer = failure;
    const response = await reverse(server, 'latitude=1&longitude=1');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      error: { code: errorCodes.geocoderUnavailable, message: serverMessages.geocoderUnavailable },
    });
  });
});

describe('the geocoder settings', () => {
  it('default to offline, and refuse what cannot work, naming the variable', () => {
    expect(parseGeocoderConfig({})).toEqual({ provider: 'offline' });
    expect(() => parseGeocoderConfig({ GEOCODER_PROVIDER: 'google' })).toThrow(/GEOCODER_PROVIDER/);
    expect(() => parseGeocoderConfig({ GEOCODER_BASE_URL: 'https://x.test' })).toThrow(/GEOCODER_PROVIDER=nominatim/);
    expect(() => parseGeocoderConfig({ GEOCODER_PROVIDER: 'nominatim', GEOCODER_BASE_URL: 'ftp://x' })).toThrow(
      /GEOCODER_BASE_URL/,
    );
    expect(() => parseGeocoderConfig({ GEOCODER_PROVIDER: 'nominatim', GEOCODER_TIMEOUT_MS: '5s' })).toThrow(
      /GEOCODER_TIMEOUT_MS/,
    );
    expect(parseGeocoderConfig({ GEOCODER_PROVIDER: 'nominatim' })).toEqual({
      provider: 'nominatim',
      baseUrl: 'https://nominatim.openstreetmap.org',
      userAgent: 'cloudexperts-api',
      timeoutMs: 5000,
    });
  });
});
