import {
  errorCodes,
  errorMessages,
  serverMessages,
  type GeoLocation,
  type ReverseGeocodeQuery,
} from '@cloudexperts/domain';
import { GeocoderUnavailableError } from '../../adapters/geocoder.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { findCountryByIso2 } from '../catalog/catalog.repository.ts';

/**
 * `GET /geo/reverse`: the place at the browser's position. The country is named as our countries
 * list names it, with its id, so the location fields take it as it is; a country the list lacks
 * keeps the geocoder's name and no id.
 */
export async function reverseGeocode(
  app: AppContext,
  { latitude, longitude }: ReverseGeocodeQuery,
): Promise<GeoLocation> {
  let place;
  try {
    place = await app.geocoder.reverse(latitude, longitude);
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError)) throw error;
    app.logger.warn({ err: error }, 'the geocoder could not answer');
    throw new AppError(503, errorCodes.geocoderUnavailable, serverMessages.geocoderUnavailable);
  }
  if (!place) throw new AppError(404, errorCodes.notFound, errorMessages.geolocationNoData);
  const country = await findCountryByIso2(app.database.knex, place.iso2);
  const name = country?.name ?? place.countryName;
  if (!name) throw new AppError(404, errorCodes.notFound, errorMessages.geolocationNoData);
  return {
    city: place.city,
    state: place.state,
    country: name,
    country_short: place.iso2,
    country_id: country?.id ?? null,
    latitude,
    longitude,
  };
}
