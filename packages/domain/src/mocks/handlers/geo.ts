import { errorCodes } from '../../errors.ts';
import { errorMessages, serverMessages } from '../../messages.ts';
import { errorBody, fail, networkError, respond, tooMany } from '../define.ts';
import { buildGeoLocation } from '../fixtures/geo.ts';

/** Handlers of reverse geocoding; the first is the default answer (a place in Canada). */
export const geoHandlers = {
  reverseGeocode: {
    ok: respond('reverseGeocode', buildGeoLocation),
    /** The position is in no country (the open sea). */
    noData: fail('reverseGeocode', 404, errorBody(errorCodes.notFound, errorMessages.geolocationNoData)),
    /** The hosted geocoder did not answer. */
    unavailable: fail(
      'reverseGeocode',
      503,
      errorBody(errorCodes.geocoderUnavailable, serverMessages.geocoderUnavailable),
    ),
    tooMany: tooMany('reverseGeocode'),
    networkDown: networkError('reverseGeocode'),
  },
};
