import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { cspNonce } from './securityHeaders.ts';

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
const INDEX = 'index.html';

const pages = new Map<string, { mtimeMs: number; html: string }>();

/** A built page, read again only when the build replaces it; undefined while there is none. */
function readPage(path: string): string | undefined {
  try {
    const { mtimeMs } = statSync(path);
    const cached = pages.get(path);
    if (cached?.mtimeMs === mtimeMs) return cached.html;
    const html = readFileSync(path, 'utf8');
    pages.set(path, { mtimeMs, html });
    return html;
  } catch (error) {
    // A build in progress empties the folder for a moment.
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The app shell with this request's CSP style nonce in `<meta property="csp-nonce" nonce>`, where
 * React Aria looks for it (securityHeaders.ts). The nonce changes per answer, so this page is sent
 * uncompressed (about a kilobyte) and revalidated, never the precompressed copy.
 */
function sendShell(ctx: Context, dir: string, nonce: string): boolean {
  const html = readPage(join(dir, INDEX));
  if (html === undefined) return false;
  const meta = `<meta property="csp-nonce" nonce="${nonce}">`;
  const head = /<head\b[^>]*>/i.exec(html) ?? /<!doctype[^>]*>/i.exec(html);
  const at = head ? head.index + head[0].length : 0;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = `${html.slice(0, at)}${meta}${html.slice(at)}`;
  return true;
}

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
    const relative = ctx.path.slice(prefix.length) || INDEX;
    const nonce = cspNonce(ctx);
    if (nonce && relative === INDEX && sendShell(ctx, dir, nonce)) return;
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
      if (nonce) {
        if (sendShell(ctx, dir, nonce)) return;
      } else {
        await send(ctx, INDEX, { root: dir, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
        return;
      }
    }
    await next();
  };
}
