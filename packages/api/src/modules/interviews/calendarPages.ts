import { calendarConnectMessages as texts } from '@cloudexperts/domain';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { CALENDAR_CALLBACK_PATH, OFFLINE_CONSENT_PATH, offlineConsentCode } from '../../adapters/meetings.ts';
import type { AppContext } from '../../context.ts';
import { completeConnect, liveState, type CallbackOutcome } from './calendarConnect.ts';
import { escapeHtml, htmlPage } from './htmlPage.ts';

const page = htmlPage;

const queryText = (ctx: Context, name: string): string | undefined => {
  const value = ctx.query[name];
  return typeof value === 'string' ? value : undefined;
};

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

const outcomePages: Record<CallbackOutcome, { status: number; title: string; text: string }> = {
  connected: { status: 200, title: texts.connectedTitle, text: texts.closeWindow },
  denied: { status: 200, title: texts.deniedTitle, text: texts.deniedText },
  invalid: { status: 400, title: texts.invalidTitle, text: texts.invalidText },
  failed: { status: 502, title: texts.failedTitle, text: texts.closeWindow },
};

/**
 * The connect window's pages, outside /api/v1 (the addresses the window opens):
 * - `GET /calendar/consent?state=` (the offline provider's consent page): Allow and Deny, each a
 *   form that completes the callback as a provider would (Allow with the code of this state, Deny
 *   with `error=access_denied`). A state that is not live (unknown, used, expired) or another
 *   provider's: 404.
 * - `GET /calendar/callback?state=&code=|error=` (every provider's redirect): completes the connect
 *   step and says how it went; the app's window watcher refreshes the user when it closes.
 */
export function calendarPageRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  const keys = { tokenSecret: app.secrets.tokenSecret };
  router.get(OFFLINE_CONSENT_PATH, async (ctx) => {
    const state = queryText(ctx, 'state') ?? '';
    const live = app.meetings.name === 'offline' ? await liveState(db, keys, 'offline', state) : undefined;
    if (!live) {
      page(ctx, 404, texts.invalidTitle, [`<p>${escapeHtml(texts.invalidText)}</p>`]);
      return;
    }
    page(ctx, 200, texts.consentTitle, [
      `<p>${escapeHtml(texts.consentText)}</p>`,
      `<form method="get" action="${CALENDAR_CALLBACK_PATH}">`,
      hidden('state', state),
      hidden('code', offlineConsentCode(state)),
      `<button type="submit">${escapeHtml(texts.allow)}</button>`,
      '</form>',
      `<form method="get" action="${CALENDAR_CALLBACK_PATH}">`,
      hidden('state', state),
      hidden('error', 'access_denied'),
      `<button type="submit">${escapeHtml(texts.deny)}</button>`,
      '</form>',
    ]);
  });
  router.get(CALENDAR_CALLBACK_PATH, async (ctx) => {
    const outcome = await completeConnect(
      db,
      { meetings: app.meetings, keys },
      { state: queryText(ctx, 'state') ?? '', code: queryText(ctx, 'code'), error: queryText(ctx, 'error') },
    );
    const shown = outcomePages[outcome];
    page(ctx, shown.status, shown.title, [`<p>${escapeHtml(shown.text)}</p>`]);
  });
}
