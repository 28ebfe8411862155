import { existsSync } from 'node:fs';
import type { Middleware } from 'koa';
import send from 'koa-send';

export interface StaticOptions {
  /** URL prefix the folder is served under: `/` or `/storybook`. */
  mount: string;
  dir: string;
  /** Answer unknown paths with `index.html` so the client router can route them. */
  spaFallback: boolean;
  /** Paths under the mount that are never served from the folder (the API). */
  exclude?: string;
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Serves a built front end; hashed assets are cached for a year, HTML is revalidated. */
export function serveStatic({ mount, dir, spaFallback, exclude }: StaticOptions): Middleware {
  const prefix = mount.endsWith('/') ? mount : `${mount}/`;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      await next();
      return;
    }
    if (exclude && (ctx.path === exclude || ctx.path.startsWith(`${exclude}/`))) {
      await next();
      return;
    }
    if (mount !== '/' && ctx.path === mount) {
      ctx.redirect(prefix);
      return;
    }
    if (!ctx.path.startsWith(prefix) || !existsSync(dir)) {
      await next();
      return;
    }
    const relative = ctx.path.slice(prefix.length) || 'index.html';
    const immutable = relative.startsWith('assets/');
    try {
      await send(ctx, relative, {
        root: dir,
        index: 'index.html',
        immutable,
        maxage: immutable ? ONE_YEAR_MS : 0,
        setHeaders: (res, path) => {
          if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        },
      });
      return;
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }
    if (spaFallback && ctx.accepts('html') === 'html' && !/\.\w+$/.test(relative)) {
      await send(ctx, 'index.html', { root: dir, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
      return;
    }
    await next();
  };
}
