/**
 * Imported first by the browser entries (the app's `main.tsx`, Storybook's preview): zod parses
 * without compiling parsers with `new Function`. The pages' Content Security Policy allows no
 * eval, and zod's probe for it (`new Function('')`, caught) is still reported as a violation.
 *
 * It must run before the first `z.object()` is built, and it sets zod's shared global config
 * (`globalThis.__zod_globalConfig`, which every copy of zod reads) instead of importing zod's
 * `config()`: that import put 3.6 KB gzip of zod on the landing page's critical path.
 * `jitless.test.ts` holds zod to it; the e2e CSP spec would see the probe again. The API keeps
 * the JIT (it never imports this).
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;
