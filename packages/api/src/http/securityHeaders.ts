import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { API_PREFIX } from '@cloudexperts/domain';
import type { Context, Middleware } from 'koa';
import helmet from 'koa-helmet';

/** Where Storybook's static build is served (src/app.ts mounts it there). */
export const STORYBOOK_MOUNT = '/storybook';

/**
 * Hosted services the app's pages may use beside their own origin, per CSP fetch directive (the
 * hosted captcha's: `captchaContentSources` in adapters/captchaConfig.ts). The origins go into the
 * app's policy only (Storybook mocks every service; API answers load nothing).
 */
export interface ExtraSources {
  script?: readonly string[];
  frame?: readonly string[];
  connect?: readonly string[];
  img?: readonly string[];
  style?: readonly string[];
}

export interface SecurityHeadersOptions {
  production: boolean;
  /**
   * The built front ends this process serves. Their HTML is read once, here: every inline
   * `<script>` (and, for the app, `<style>`) is allowed by its SHA-256 and nothing else inline is.
   * Rebuild means restart (`npm start` builds before it serves).
   */
  frontEnds?: { app: string; storybook: string } | undefined;
  sources?: ExtraSources | undefined;
}

/** Directive name to its sources; a function source is computed per request (the nonce). */
type DirectiveSources = Record<string, Array<string | ((req: IncomingMessage) => string)>>;

const ONE_YEAR_S = 365 * 24 * 60 * 60;
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=()';

/** The SHA-256 CSP sources of a built page's inline elements of one kind (`script` without `src`, or `style`). */
export function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(
    new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}\\s*>`, 'gi'),
  )) {
    if (tag === 'script' && /\bsrc\s*=/i.test(attributes)) continue;
    // The HTML parser turns CRLF and CR into LF before the browser hashes the text.
    const text = content.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}

function readPages(dir: string | undefined, files: readonly string[]): string {
  if (!dir) return '';
  return files
    .map((file) => join(dir, file))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
}

/** The style nonce of each app request (the policy reads it by request, the static server by context). */
const styleNonces = new WeakMap<IncomingMessage, string>();

/**
 * This request's style nonce, for the app's HTML: static.ts puts it in
 * `<meta property="csp-nonce" nonce="…">`, where React Aria reads it for the `<style>` elements
 * it injects. Undefined outside the app (API answers, Storybook).
 */
export function cspNonce(ctx: Pick<Context, 'req'>): string | undefined {
  return styleNonces.get(ctx.req);
}

const styleNonce = (req: IncomingMessage) => `'nonce-${styleNonces.get(req) ?? ''}'`;

/**
 * The built app: its own origin for everything, hashes for anything the build inlined.
 * - Scripts: `'self'` and the build's inline scripts by hash (none today); no eval (zod runs
 *   jitless in the browser, see @cloudexperts/domain/jitless).
 * - Style elements: files, plus a per-request nonce for the two small `<style>` elements React
 *   Aria injects (usePress's `touch-action`, and usePreventScroll's `overscroll-behavior` on iOS).
 *   A hash of their text would also do, but would break silently when React Aria rewords them.
 * - Style attributes: none. React sets `style` through the CSSOM (`element.style`), which CSP does
 *   not govern, and vanilla-extract writes CSS files, so `style-src-attr 'none'` holds.
 */
export function appDirectives(html: string, sources: ExtraSources = {}): DirectiveSources {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineHashes(html, 'script'), ...(sources.script ?? [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...inlineHashes(html, 'style'), styleNonce, ...(sources.style ?? [])],
    'style-src-attr': ["'none'"],
    'img-src': ["'self'", 'data:', ...(sources.img ?? [])],
    'connect-src': ["'self'", ...(sources.connect ?? [])],
    'frame-src': ["'self'", ...(sources.frame ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The static Storybook: a development tool, so looser. Its manager and preview pages carry inline
 * scripts (allowed by hash, computed from the build); its UI (Emotion) and the preview page inject
 * `<style>` elements and style attributes, hence `'unsafe-inline'` for styles; the MSW service
 * worker (`mockServiceWorker.js`) needs `worker-src 'self'`; the manager frames its own
 * `iframe.html`, hence `frame-src` and `frame-ancestors 'self'`. Stories never reach outside:
 * every request is mocked by MSW.
 */
export function storybookDirectives(html: string): DirectiveSources {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineHashes(html, 'script')],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** API answers are data: nothing may load from them and nothing may frame them. */
export const apiDirectives: DirectiveSources = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

type OpenerPolicy = 'same-origin' | 'same-origin-allow-popups' | 'unsafe-none';

/** The page a social provider's sign-in popup comes back to (packages/app/public). */
export const SOCIAL_CALLBACK_PAGE = '/social-callback.html';

function headersFor(
  directives: DirectiveSources,
  frame: 'deny' | 'sameorigin',
  opener: OpenerPolicy = 'same-origin',
): Middleware {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // Added per request, only over TLS (below).
    strictTransportSecurity: false,
    // Leaves a cross-origin request the origin only, so a token in a path (/login_page/<token>)
    // never leaves the site in a Referer; `no-referrer` would also hide the origin from the
    // hosted captcha, which checks where its widget is embedded.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: opener },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: frame },
  });
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Security headers on every answer, through helmet (koa-helmet): one set for API answers, one for
 * the app, one for Storybook. HSTS only in production and only on a request that came over TLS
 * (`ctx.secure`, which honours X-Forwarded-Proto when the app trusts its proxy): a plain-HTTP
 * answer cannot set it anyway, and a development server on localhost must not pin HTTPS.
 */
export function securityHeaders({ production, frontEnds, sources }: SecurityHeadersOptions): Middleware {
  const api = headersFor(apiDirectives, 'deny');
  const appPolicy = appDirectives(readPages(frontEnds?.app, ['index.html']), sources);
  // The app opens the social sign-in popup (allow-popups keeps the link to it), and the page the
  // popup comes back to must stay in the opener's group to post the id token to it.
  const app = headersFor(appPolicy, 'deny', 'same-origin-allow-popups');
  const socialCallback = headersFor(appPolicy, 'deny', 'unsafe-none');
  const storybook = headersFor(
    storybookDirectives(readPages(frontEnds?.storybook, ['index.html', 'iframe.html'])),
    'sameorigin',
  );
  const hsts = helmet.strictTransportSecurity({ maxAge: ONE_YEAR_S, includeSubDomains: true });

  return async (ctx, next) => {
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    let headers = app;
    if (isUnder(ctx.path, API_PREFIX)) {
      headers = api;
      ctx.set('Cache-Control', 'no-store');
    } else if (isUnder(ctx.path, STORYBOOK_MOUNT)) {
      headers = storybook;
    } else if (ctx.path === SOCIAL_CALLBACK_PAGE) {
      headers = socialCallback;
    } else {
      styleNonces.set(ctx.req, randomBytes(16).toString('base64'));
    }
    await headers(ctx, async () => {
      if (production && ctx.secure) await hsts(ctx, next);
      else await next();
    });
  };
}
