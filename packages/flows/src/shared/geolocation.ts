import { errorMessages, type GeoLocation } from '@cloudexperts/domain';
import { toFailure } from './failure.ts';

/**
 * Where the browser is, as a place (spec document 1, sections 2, 3, 7 and 8): the position the
 * browser gives, reverse-geocoded by the API, defaults the country fields and the phone's country.
 * Everything that can go wrong leaves the United States default in place; the spec's three
 * messages say why, and a person who declined to share their position is not told anything.
 */

/** What the browser offers (`navigator.geolocation`); stories and tests pass their own. */
export type PositionSource = Pick<Geolocation, 'getCurrentPosition'>;

/** A coarse position is enough for a country, and an old one will do. */
const positionOptions: PositionOptions = { enableHighAccuracy: false, maximumAge: 60 * 60 * 1000, timeout: 10_000 };

export class LocateError extends Error {
  override name = 'LocateError';
  /** The person declined to share their position: nothing to tell them. */
  readonly quiet: boolean;
  constructor(message: string, quiet = false) {
    super(message);
    this.quiet = quiet;
  }
}

/** The browser's position source, if it has one (none during server rendering or in old browsers). */
export const browserPositionSource = (): PositionSource | undefined =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined;

function currentPosition(source: PositionSource, signal: AbortSignal | undefined) {
  return new Promise<GeolocationCoordinates>((resolve, reject) => {
    const abort = () => reject(signal?.reason as Error);
    signal?.addEventListener('abort', abort, { once: true });
    source.getCurrentPosition(
      (position) => {
        signal?.removeEventListener('abort', abort);
        resolve(position.coords);
      },
      (error) => {
        signal?.removeEventListener('abort', abort);
        // 1 is PERMISSION_DENIED: the person's choice, not a failure to report.
        reject(
          error.code === 1 ? new LocateError(error.message, true) : new LocateError(errorMessages.geolocationNoData),
        );
      },
      positionOptions,
    );
  });
}

/**
 * The place the browser is in. Fails with a `LocateError` carrying the spec's message: no
 * geolocation in this browser; the lookup failed ('Network response was not ok'); nothing found
 * there ('No location data found'). Declining the browser's prompt fails quietly.
 */
export async function locate(
  reverseGeocode: (position: { latitude: number; longitude: number }, signal?: AbortSignal) => Promise<GeoLocation>,
  source: PositionSource | undefined,
  signal?: AbortSignal,
): Promise<GeoLocation> {
  if (!source) throw new LocateError(errorMessages.geolocationUnsupported);
  const { latitude, longitude } = await currentPosition(source, signal);
  try {
    return await reverseGeocode({ latitude, longitude }, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    const failure = toFailure(error);
    throw new LocateError(
      failure.kind === 'http' && failure.status === 404
        ? errorMessages.geolocationNoData
        : errorMessages.geolocationNetwork,
    );
  }
}

/** What a failed `locate` means to show: the spec's message, or nothing when the person declined. */
export const locateNotice = (error: unknown): string | undefined =>
  error instanceof LocateError ? (error.quiet ? undefined : error.message) : errorMessages.geolocationNetwork;

/** A position source that always answers `position` (stories and tests), or always fails with `code`. */
export function fixedPositionSource(
  answer: { latitude: number; longitude: number } | { code: 1 | 2 | 3 },
): PositionSource {
  return {
    getCurrentPosition(success, failure) {
      queueMicrotask(() => {
        if ('code' in answer) {
          failure?.({
            code: answer.code,
            message: 'position unavailable',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          });
          return;
        }
        const coords = {
          latitude: answer.latitude,
          longitude: answer.longitude,
          accuracy: 1000,
          altitude: null,
          altitudeAccuracy: null,
          heading: null,
          speed: null,
        };
        success({ coords: { ...coords, toJSON: () => coords }, timestamp: Date.now(), toJSON: () => ({}) });
      });
    },
  };
}
