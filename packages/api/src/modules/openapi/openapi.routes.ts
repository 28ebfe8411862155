import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { buildOpenApiDocument } from './openapi.service.ts';

export function openapiRoutes(router: Router, app: AppContext) {
  const document = buildOpenApiDocument({ includeDevelopment: app.env !== 'production' });
  mount(router, app, 'openapi', () => Promise.resolve(document));
}
