import { API_PREFIX } from '@cloudexperts/domain';
import type { Middleware } from 'koa';

/**
 * Headers on every answer. API answers are data only, so their policy forbids everything; the app
 * and Storybook get the framing, sniffing and referrer protections (their own CSP comes with the
 * app shell, whose inline needs are known then).
 */
export function securityHeaders({ production }: { production: boolean }): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
    if (production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (ctx.path.startsWith(API_PREFIX)) {
      ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('Cache-Control', 'no-store');
    } else if (!ctx.path.startsWith('/storybook')) {
      ctx.set('X-Frame-Options', 'DENY');
    }
    await next();
  };
}
