import { interviewLocalTime, interviewPlatformLabels, productName } from '@cloudexperts/domain';
import { createEvent } from 'ics';
import type { Knex } from 'knex';
import type { Messenger } from '../../adapters/messaging.ts';
import { offlineMeetingPath } from '../../adapters/meetings.ts';
import { iso } from '../proposals/shared.ts';
import type { InterviewRow } from './interviews.repository.ts';
import { fullName } from '../../db/names.ts';

/**
 * What mails an interview's changes: the outbox messenger, the origin of the links, and the key of
 * the notification mails' unsubscribe links (it is the notifications' mailer too).
 */
export interface InterviewMail {
  messenger: Messenger;
  origin: string;
  digestKey: string;
}

/** The event a mail announces; a cancelled or rejected interview cancels the calendar entry. */
export type InterviewMailKind = 'scheduled' | 'rescheduled' | 'cancelled' | 'rejected';

const subjects: Record<InterviewMailKind, string> = {
  scheduled: 'Interview scheduled',
  rescheduled: 'Interview rescheduled',
  cancelled: 'Interview cancelled',
  rejected: 'Interview called off',
};

/**
 * The calendar invitation (RFC 5545, through `ics`): METHOD REQUEST for a new or moved interview,
 * CANCEL once it is off; the same UID for the interview's whole life and its SEQUENCE, so a
 * calendar replaces its entry. Instants are written in UTC; the calendar shows them in its zone.
 */
export function interviewIcs(row: InterviewRow, kind: InterviewMailKind, meetingUrl: string | null): string {
  const cancel = kind === 'cancelled' || kind === 'rejected';
  const manager = fullName(row.manager_first_name, row.manager_last_name);
  const candidate = fullName(row.freelancer_first_name, row.freelancer_last_name);
  const { error, value } = createEvent({
    productId: `${productName}/interviews`,
    method: cancel ? 'CANCEL' : 'REQUEST',
    uid: row.ics_uid,
    sequence: row.ics_sequence,
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    start: new Date(row.starts_at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(row.ends_at).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Interview: ${row.job_title}`,
    description: row.agenda,
    ...(meetingUrl && !cancel ? { location: meetingUrl, url: meetingUrl } : {}),
    organizer: { name: manager, email: row.manager_email },
    attendees: [
      { name: candidate, email: row.freelancer_email, rsvp: true, role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION' },
    ],
  });
  if (error || !value) throw error ?? new Error('the calendar invitation could not be written');
  return value;
}

/**
 * Mails both sides the change with its `.ics` (each with their own meeting link), through the
 * outbox in the caller's transaction: the mails leave exactly when the change commits.
 */
export async function mailInterview(
  trx: Knex.Transaction,
  mail: InterviewMail,
  row: InterviewRow,
  kind: InterviewMailKind,
): Promise<void> {
  const times = { starts_at: iso(row.starts_at), ends_at: iso(row.ends_at) };
  const local = interviewLocalTime(times, row.timezone);
  const when = `${local.date} ${local.time}–${local.end_time} ${local.zone_name} (${local.timezone}); ${times.starts_at} UTC`;
  const cancel = kind === 'cancelled' || kind === 'rejected';
  const recipients = [
    { to: row.manager_email, name: row.manager_first_name, key: row.manager_meeting_key },
    { to: row.freelancer_email, name: row.freelancer_first_name, key: row.freelancer_meeting_key },
  ];
  for (const recipient of recipients) {
    const meetingUrl =
      row.meeting_provider === 'offline' && row.meeting_id && recipient.key
        ? `${mail.origin}${offlineMeetingPath(row.meeting_id, recipient.key)}`
        : null;
    await mail.messenger.email(trx, {
      to: recipient.to,
      subject: `${subjects[kind]}: ${row.job_title}`,
      body: [
        `Hello ${recipient.name},`,
        '',
        `${subjects[kind]}: “${row.job_title}”, ${fullName(row.freelancer_first_name, row.freelancer_last_name)} with ${fullName(row.manager_first_name, row.manager_last_name)}.`,
        `When: ${when}`,
        `Where: ${interviewPlatformLabels[row.platform]}${meetingUrl && !cancel ? `, ${meetingUrl}` : ''}`,
        '',
        'The calendar invitation is attached.',
        '',
        `The ${productName} team`,
      ].join('\n'),
      attachments: [
        {
          filename: 'interview.ics',
          content_type: `text/calendar; method=${cancel ? 'CANCEL' : 'REQUEST'}; charset=utf-8`,
          content: interviewIcs(row, kind, meetingUrl),
        },
      ],
    });
  }
}
