import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/**
 * The offline double of Cloudflare Turnstile's widget script, served by MSW (stories, browser
 * tests) at `*\/mock-turnstile/v0/<file>` on any origin: a labelled checkbox that, once ticked,
 * gives the dummy token to the widget's `callback`, in the page's own colours. It implements the
 * part of Turnstile's explicit-rendering API the captcha uses (`render`, `remove`) and its
 * callbacks (`callback`, `expired-callback`, `error-callback`).
 *
 * The site key chooses what it does, as Cloudflare's testing keys do
 * (developers.cloudflare.com/turnstile/troubleshooting/testing/): the "always passes" key waits
 * for the tick; the "always blocks" key fails at once (`error-callback`); ours, `expiresSoon`,
 * passes and then expires a second later (Turnstile's tokens live 300 s).
 */
export const fakeTurnstile = {
  path: '/mock-turnstile/v0',
  siteKeys: {
    passes: '1x00000000000000000000AA',
    blocks: '2x00000000000000000000AB',
    expiresSoon: 'mock-expires-after-1s',
  },
  /** The token Cloudflare's testing site keys give. */
  token: 'XXXX.DUMMY.TOKEN.XXXX',
  /** The widget's words (Turnstile's own, in English). */
  labels: { checkbox: 'Verify you are human', success: 'Success!' },
  expiresSoonMs: 1_000,
  /** Turnstile's token lifetime. */
  lifetimeMs: 300_000,
} as const;

/** The files served: the widget, one that never arrives, one that is not there. */
export const fakeTurnstileFiles = { widget: 'api.js', slow: 'slow.js', missing: 'missing.js' } as const;

type FakeOptions = Pick<typeof fakeTurnstile, 'siteKeys' | 'token' | 'labels' | 'expiresSoonMs' | 'lifetimeMs'>;

/**
 * Installs `window.turnstile`. Runs in the page as the script's whole text (its source is
 * serialised), so it must not refer to anything outside itself.
 */
function installFakeTurnstile(options: FakeOptions) {
  interface RenderOptions {
    sitekey: string;
    callback?: (token: string) => void;
    'expired-callback'?: (token?: string) => void;
    'error-callback'?: (code?: string) => unknown;
  }
  const widgets = new Map<string, { root: HTMLElement; timers: number[] }>();
  let count = 0;
  const render = (container: HTMLElement | string, params: RenderOptions): string => {
    const host = typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
    if (!host) throw new Error('turnstile.render: no such container');
    count += 1;
    const id = `mock-turnstile-${String(count)}`;
    const root = document.createElement('div');
    root.setAttribute('data-mock-turnstile', params.sitekey);
    root.style.cssText =
      'display:flex;align-items:center;gap:0.75rem;min-height:4.0625rem;padding:0 0.75rem;' +
      'box-sizing:border-box;border:1px solid currentColor;border-radius:0.25rem;font:inherit;color:inherit';
    const label = document.createElement('label');
    label.style.cssText = 'display:flex;align-items:center;gap:0.5rem;cursor:pointer';
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.style.cssText = 'inline-size:1.25rem;block-size:1.25rem;margin:0';
    label.append(box, options.labels.checkbox);
    const status = document.createElement('span');
    status.setAttribute('aria-live', 'polite');
    root.append(label, status);
    host.append(root);
    const widget = { root, timers: [] as number[] };
    widgets.set(id, widget);

    if (params.sitekey === options.siteKeys.blocks) {
      box.disabled = true;
      widget.timers.push(window.setTimeout(() => params['error-callback']?.('600010'), 0));
      return id;
    }
    let solved = false;
    box.addEventListener('click', (event) => {
      // A solved widget stays solved (Turnstile shows its tick until the token expires).
      if (solved) {
        event.preventDefault();
        return;
      }
      solved = true;
      box.setAttribute('aria-disabled', 'true');
      status.textContent = options.labels.success;
      params.callback?.(options.token);
      const lifetime = params.sitekey === options.siteKeys.expiresSoon ? options.expiresSoonMs : options.lifetimeMs;
      widget.timers.push(window.setTimeout(() => params['expired-callback']?.(options.token), lifetime));
    });
    return id;
  };
  const remove = (id: string) => {
    const widget = widgets.get(id);
    if (!widget) return;
    for (const timer of widget.timers) window.clearTimeout(timer);
    widget.root.remove();
    widgets.delete(id);
  };
  (window as unknown as { turnstile: unknown }).turnstile = { render, remove, ready: (done: () => void) => done() };
}

/** The fake widget script's text. */
export const fakeTurnstileScript = `(${installFakeTurnstile.toString()})(${JSON.stringify({
  siteKeys: fakeTurnstile.siteKeys,
  token: fakeTurnstile.token,
  labels: fakeTurnstile.labels,
  expiresSoonMs: fakeTurnstile.expiresSoonMs,
  lifetimeMs: fakeTurnstile.lifetimeMs,
} satisfies FakeOptions)});`;

const serveScript = () =>
  new HttpResponse(fakeTurnstileScript, { headers: { 'content-type': 'text/javascript; charset=utf-8' } });

/**
 * The fake widget's files (in the default handlers): `api.js` is the widget, `slow.js` never
 * arrives, `missing.js` is a 404.
 */
export const fakeTurnstileScriptHandler: HttpHandler = http.get(`*${fakeTurnstile.path}/:file`, async ({ params }) => {
  if (params.file === fakeTurnstileFiles.slow) {
    await delay('infinite');
    return HttpResponse.error();
  }
  if (params.file === fakeTurnstileFiles.missing) return new HttpResponse('Not found', { status: 404 });
  return serveScript();
});

/** Serves the fake widget at `file` too (a story whose script comes back after a Retry). */
export const fakeTurnstileScriptAt = (file: string): HttpHandler =>
  http.get(`*${fakeTurnstile.path}/${file}`, serveScript);
