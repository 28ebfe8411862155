import { ApiError, errorMessages, type GeoLocation } from '@cloudexperts/domain';
import { describe, expect, it, vi } from 'vitest';
import { fixedPositionSource, locate, LocateError, locateNotice } from './geolocation.ts';

const place: GeoLocation = {
  city: '',
  state: '',
  country: 'France',
  country_short: 'FR',
  country_id: 75,
  latitude: 48.85,
  longitude: 2.35,
};
const paris = fixedPositionSource({ latitude: 48.85, longitude: 2.35 });
const envelope = (message: string) => ({ error: { code: 'x', message } });

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error('expected a failure');
  return { error, notice: locateNotice(error) };
}

describe('locate', () => {
  it("asks the API for the place at the browser's position", async () => {
    const reverse = vi.fn(() => Promise.resolve(place));
    await expect(locate(reverse, paris)).resolves.toEqual(place);
    expect(reverse).toHaveBeenCalledWith({ latitude: 48.85, longitude: 2.35 }, undefined);
  });

  it("says 'Geolocation is not supported by this browser.' without a position source", async () => {
    const reverse = vi.fn(() => Promise.resolve(place));
    const { notice } = await failureOf(locate(reverse, undefined));
    expect(notice).toBe(errorMessages.geolocationUnsupported);
    expect(reverse).not.toHaveBeenCalled();
  });

  it('says nothing when the person declines to share the position', async () => {
    const { error, notice } = await failureOf(locate(() => Promise.resolve(place), fixedPositionSource({ code: 1 })));
    expect(error).toBeInstanceOf(LocateError);
    expect(notice).toBeUndefined();
  });

  it.each([2, 3] as const)("says 'No location data found' when the browser has no position (code %i)", async (code) => {
    const { notice } = await failureOf(locate(() => Promise.resolve(place), fixedPositionSource({ code })));
    expect(notice).toBe(errorMessages.geolocationNoData);
  });

  it("says 'No location data found' when nothing is there (404)", async () => {
    const reverse = () => Promise.reject(new ApiError(404, envelope('No location data found')));
    expect((await failureOf(locate(reverse, paris))).notice).toBe(errorMessages.geolocationNoData);
  });

  it.each([
    ['a server error', new ApiError(503, envelope('down'))],
    ['a limit', new ApiError(429, envelope('slow down'))],
    ['the network', new TypeError('Failed to fetch')],
  ])("says 'Network response was not ok' on %s", async (_label, failure) => {
    const reverse = () => Promise.reject(failure);
    expect((await failureOf(locate(reverse, paris))).notice).toBe(errorMessages.geolocationNetwork);
  });

  it('stops waiting for the browser when aborted', async () => {
    const never = { getCurrentPosition: () => undefined };
    const controller = new AbortController();
    const call = locate(() => Promise.resolve(place), never, controller.signal);
    controller.abort(new Error('left the page'));
    await expect(call).rejects.toThrow('left the page');
  });
});
