import { z } from 'zod';

/**
 * Reverse geocoding (spec document 1, sections 3 and 7): the browser's position turned into a place
 * that defaults the country fields and the phone's country. The call is ours: the spec names an
 * external maps-type service, which the API asks on the browser's behalf (no key in the browser).
 */

/** A coordinate sent as a query string: a plain decimal number, nothing else. */
const coordinate = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .max(32)
        .regex(/^-?\d{1,3}(\.\d{1,15})?$/)
        .transform(Number),
    ])
    .pipe(z.number().min(min).max(max));

/** `GET /geo/reverse?latitude=&longitude=` */
export const reverseGeocodeQuerySchema = z.object({
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
});
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuerySchema>;

/**
 * The spec's geolocation result: city, state, country, country_short, latitude, longitude. An
 * offline lookup knows the country only (city and state are empty then). `country` is the name in
 * our countries list and `country_id` its id, so the location fields can take it as it is.
 */
export const geoLocationSchema = z.object({
  city: z.string().max(200),
  state: z.string().max(200),
  country: z.string().min(1).max(200),
  /** ISO 3166-1 alpha-2, upper case (the phone field's country). */
  country_short: z.string().regex(/^[A-Z]{2}$/),
  country_id: z.number().int().positive().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeoLocation = z.infer<typeof geoLocationSchema>;
