import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { reverseGeocode } from './geo.service.ts';

/** Reverse geocoding for the location fields: public (the phone sign-up asks before anyone signs in), limited per address. */
export function geoRoutes(router: Router, app: AppContext) {
  mount(router, app, 'reverseGeocode', ({ query }) => reverseGeocode(app, query), {
    limits: ({ ip }) => [rule('geoPerIp', ip)],
  });
}
