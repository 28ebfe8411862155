import { endpoints, type EndpointName, type ResponseOf } from '@cloudexperts/domain';
import type Router from '@koa/router';
import type { Context } from 'koa';

export type Handler<N extends EndpointName> = (ctx: Context) => Promise<ResponseOf<N>>;

/**
 * Mounts a handler at the method and path the endpoint table gives, answers with the table's
 * success status, and (outside production) checks the answer against the table's schema so the
 * API cannot drift from what the client and mocks expect.
 */
export function mount<N extends EndpointName>(router: Router, name: N, handler: Handler<N>, checkResponses: boolean) {
  const endpoint = endpoints[name];
  const verb = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[verb](endpoint.path, async (ctx) => {
    const body = await handler(ctx);
    ctx.status = endpoint.status;
    ctx.body = checkResponses ? endpoint.response.parse(body) : body;
  });
}
