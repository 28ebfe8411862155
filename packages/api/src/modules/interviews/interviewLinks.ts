import { offlineMeetingPath } from '../../adapters/meetings.ts';

/**
 * The addresses an interview's answers carry, shared by the interview answers and the review
 * candidate's `interview_*` fields on the proposals (spec document 2, section 3).
 */

/** A participant's meeting address (their own key), while the interview is open; null otherwise. */
export function meetingLink(
  meeting: { provider: string | null; meetingId: string | null; key: string | null },
  open: boolean,
): string | null {
  // Every provider's meeting opens through the app's page (Google's sends each participant on to Meet).
  if (!open || meeting.provider === null || !meeting.meetingId || !meeting.key) return null;
  return offlineMeetingPath(meeting.meetingId, meeting.key);
}

/** The document the manager attached, as its reader downloads it (`GET /uploads/:id`). */
export function interviewDocument(
  uploadId: string | null,
  name: string | null,
): { id: string; name: string; url: string } | null {
  return uploadId && name ? { id: uploadId, name, url: `/api/v1/uploads/${uploadId}` } : null;
}
