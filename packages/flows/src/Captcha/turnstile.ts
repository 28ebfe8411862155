/**
 * Cloudflare Turnstile's browser API, as far as the captcha uses it (explicit rendering:
 * developers.cloudflare.com/turnstile/get-started/client-side-rendering/), and the script loader.
 * `CaptchaField` imports this module lazily, so the built-in captcha and the landing page never
 * download it.
 */

export interface TurnstileRenderOptions {
  sitekey: string;
  action?: string;
  theme?: 'light' | 'dark' | 'auto';
  size?: 'normal' | 'flexible' | 'compact';
  /** Never refresh on its own: an expired or timed-out widget waits for our Retry. */
  'refresh-expired'?: 'auto' | 'manual' | 'never';
  'refresh-timeout'?: 'auto' | 'manual' | 'never';
  retry?: 'auto' | 'never';
  callback?: (token: string) => void;
  'expired-callback'?: (token?: string) => void;
  'timeout-callback'?: () => void;
  /** Returning true tells Turnstile the error is handled (no exception thrown). */
  'error-callback'?: (code?: string) => boolean | undefined;
}

export interface TurnstileApi {
  render(container: HTMLElement | string, options: TurnstileRenderOptions): string | null | undefined;
  remove(widgetId: string): void;
}

/** How long the script may take before the captcha says it could not load (and offers Retry). */
export const TURNSTILE_SCRIPT_TIMEOUT_MS = 20_000;

const loads = new Map<string, Promise<TurnstileApi>>();

/** The `turnstile` global the script defines. */
export function turnstileApi(): TurnstileApi | undefined {
  return (window as { turnstile?: TurnstileApi }).turnstile;
}

/**
 * Loads the widget script once per URL (a second captcha on the page reuses it). A script that
 * fails, or does not define `turnstile` in time, is removed and forgotten, so Retry loads it anew.
 */
export function loadTurnstile(scriptUrl: string): Promise<TurnstileApi> {
  const known = loads.get(scriptUrl);
  if (known) return known;
  const load = new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(scriptUrl);
      reject(new Error(`The captcha script ${scriptUrl} ${reason}`));
    };
    const timer = window.setTimeout(() => fail('took too long'), TURNSTILE_SCRIPT_TIMEOUT_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      const api = turnstileApi();
      if (api) resolve(api);
      else fail('did not define turnstile');
    });
    script.addEventListener('error', () => fail('failed to load'));
    document.head.append(script);
  });
  loads.set(scriptUrl, load);
  return load;
}
