import { canJoin, interviewJoin, interviewLocalTime, interviewPlatformLabels } from '@cloudexperts/domain';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { iso } from '../proposals/shared.ts';
import { escapeHtml, htmlPage } from './htmlPage.ts';
import { findByMeeting, markJoined, type InterviewRow } from './interviews.repository.ts';
import { fullName } from '../../db/names.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `given` is `expected`, in time that does not depend on where they differ. */
function sameKey(given: string, expected: string | null): boolean {
  if (!expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function page(ctx: Context, status: number, title: string, body: string[]) {
  // Section 9: the join state is checked again every 30 seconds.
  htmlPage(ctx, status, title, body, [
    `<meta http-equiv="refresh" content="${String(interviewJoin.recheckMs / 1000)}">`,
  ]);
}

function notFoundPage(ctx: Context) {
  page(ctx, 404, 'Meeting not found', ['<p>This meeting does not exist, or this link is not yours.</p>']);
}

const presence = (joinedAt: Date | string | null) => (joinedAt ? 'in the room' : 'not here yet');

function meetingBody(row: InterviewRow, side: 'manager' | 'freelancer', open: boolean): string[] {
  const times = { starts_at: iso(row.starts_at), ends_at: iso(row.ends_at) };
  const local = interviewLocalTime(times, row.timezone);
  const manager = fullName(row.manager_first_name, row.manager_last_name);
  const candidate = fullName(row.freelancer_first_name, row.freelancer_last_name);
  const you = side === 'manager' ? manager : candidate;
  const opensAt = new Date(Date.parse(times.starts_at) - interviewJoin.opensBeforeMs).toISOString();
  return [
    `<p>${escapeHtml(`${interviewPlatformLabels[row.platform]} meeting for “${row.job_title}”.`)}</p>`,
    `<p>${escapeHtml(`${local.date}, ${local.time}–${local.end_time} ${local.zone_name} (${local.timezone})`)}</p>`,
    open
      ? `<p role="status">${escapeHtml(`You are in the meeting room as ${you}.`)}</p>`
      : `<p role="status">${escapeHtml(
          `The room opens 15 minutes before the start (${opensAt}) and closes at the end (${times.ends_at}).`,
        )}</p>`,
    '<h2>Participants</h2>',
    '<ul>',
    `<li>${escapeHtml(`${manager} (client): ${presence(row.manager_joined_at)}`)}</li>`,
    `<li>${escapeHtml(`${candidate} (candidate): ${presence(row.freelancer_joined_at)}`)}</li>`,
    '</ul>',
    '<h2>Agenda</h2>',
    `<p>${escapeHtml(row.agenda)}</p>`,
  ];
}

/**
 * The offline meeting page, `GET /meet/:id?k=<key>` (outside /api/v1: the address a participant
 * opens in the meeting window). Each participant's link carries their own key; any other key, an
 * unknown meeting, or a cancelled or rejected interview is a 404. Inside the join window (15
 * minutes before the start until the end) the visit marks the participant as in the room; the
 * page reloads every 30 seconds, so each sees the other arrive. A Google meeting's page, inside
 * the window, records the arrival and redirects to its Meet link.
 */
export function meetingPageRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  router.get('/meet/:id', async (ctx) => {
    const id = ctx.params.id ?? '';
    const key = typeof ctx.query.k === 'string' ? ctx.query.k : '';
    const row = UUID.test(id) && key.length > 0 && key.length < 200 ? await findByMeeting(db, id) : undefined;
    if (!row || row.status === 'cancelled' || row.status === 'rejected') {
      notFoundPage(ctx);
      return;
    }
    let side: 'manager' | 'freelancer' | undefined;
    if (sameKey(key, row.manager_meeting_key)) side = 'manager';
    else if (sameKey(key, row.freelancer_meeting_key)) side = 'freelancer';
    if (!side) {
      notFoundPage(ctx);
      return;
    }
    const now = new Date();
    const open = canJoin({ starts_at: iso(row.starts_at), ends_at: iso(row.ends_at) }, now);
    if (open) {
      await markJoined(db, Number(row.id), side, now);
      // A provider's meeting (Google Meet): the page records the arrival, then sends them on.
      if (row.meeting_join_url) {
        ctx.set('Cache-Control', 'no-store');
        ctx.set('Referrer-Policy', 'no-referrer');
        ctx.redirect(row.meeting_join_url);
        return;
      }
      const joined = (await findByMeeting(db, id)) ?? row;
      page(ctx, 200, `Interview: ${row.job_title}`, meetingBody(joined, side, true));
      return;
    }
    page(ctx, 200, `Interview: ${row.job_title}`, meetingBody(row, side, false));
  });
}
