import { themeClasses } from '@cloudexperts/ui';
import { useEffect, useRef } from 'react';
// Types only: the loader itself is imported lazily by CaptchaField.
import type { TurnstileApi } from './turnstile.ts';
import * as styles from './CaptchaField.css.ts';

export interface TurnstileWidgetProps {
  siteKey: string;
  /** Rendered into the token, so the server can check it (TURNSTILE_ACTION). */
  action: string | undefined;
  /** Take focus once rendered (after Retry, so the keyboard is where the new widget is). */
  focusOnRender: boolean;
  onSolved: (token: string) => void;
  onExpired: () => void;
  onFailed: (code: string) => void;
}

/**
 * Cloudflare Turnstile's widget, rendered explicitly into its own container once its script has
 * loaded (the captcha machine's `turnstile.loadingWidget` waited for that). Expiry and errors are
 * left to the machine: the widget never refreshes or retries by itself, and is removed when this
 * unmounts (Retry mounts a fresh one). The theme follows the page's.
 */
export function TurnstileWidget({
  siteKey,
  action,
  focusOnRender,
  onSolved,
  onExpired,
  onFailed,
}: TurnstileWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onSolved, onExpired, onFailed });
  const focusFirst = useRef(focusOnRender);
  useEffect(() => {
    callbacks.current = { onSolved, onExpired, onFailed };
  });

  useEffect(() => {
    const element = container.current;
    const api = (window as { turnstile?: TurnstileApi }).turnstile;
    if (!element) return undefined;
    if (!api) {
      callbacks.current.onFailed('not-loaded');
      return undefined;
    }
    let widgetId: string | null | undefined;
    try {
      widgetId = api.render(element, {
        sitekey: siteKey,
        ...(action === undefined ? {} : { action }),
        theme: element.closest(`.${themeClasses.dark}`) ? 'dark' : 'light',
        size: 'flexible',
        'refresh-expired': 'never',
        'refresh-timeout': 'never',
        retry: 'never',
        callback: (token) => callbacks.current.onSolved(token),
        'expired-callback': () => callbacks.current.onExpired(),
        'timeout-callback': () => callbacks.current.onExpired(),
        'error-callback': (code) => {
          callbacks.current.onFailed(code ?? 'unknown');
          return true;
        },
      });
    } catch {
      callbacks.current.onFailed('render');
      return undefined;
    }
    if (focusFirst.current) element.focus();
    return () => {
      if (widgetId) api.remove(widgetId);
    };
  }, [siteKey, action]);

  return <div ref={container} className={styles.widget} tabIndex={-1} data-testid="turnstile-widget" />;
}
