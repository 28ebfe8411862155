import { describe, expect, it } from 'vitest';
import {
  interviewFeedbackMessages,
  interviewRescheduleMessages,
  interviewScheduleMessages,
  interviewServerMessages,
} from '../interviewTexts.ts';
import { rejectMessages } from '../proposalTexts.ts';
import {
  cloudExpertResponseRequestSchema,
  interviewFeedbackRequestSchema,
  rejectInterviewRequestSchema,
  rescheduleInterviewRequestSchema,
  scheduleInterviewRequestSchema,
} from './interviews.ts';

/** The first message of a failed parse, keyed by its path. */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.map(String).join('.')] ??= issue.message;
  return found;
}

describe('interview schemas', () => {
  it('says what INTERVIEW_SCHEDULE is missing, in the spec’s words', () => {
    expect(messages(scheduleInterviewRequestSchema.safeParse({}))).toEqual({
      platform: interviewScheduleMessages.platformRequired,
      interview_date: interviewScheduleMessages.dateRequired,
      start_time: interviewScheduleMessages.timeRequired,
      agenda: interviewScheduleMessages.agendaRequired,
    });
    expect(
      messages(
        scheduleInterviewRequestSchema.safeParse({
          platform: 'microsoft_teams',
          interview_date: '1 Dec',
          start_time: '10am',
          timezone: 'Mars/Olympus',
          agenda: '   ',
        }),
      ),
    ).toEqual({
      platform: interviewServerMessages.platformDisabled,
      interview_date: interviewScheduleMessages.dateRequired,
      start_time: interviewScheduleMessages.timeRequired,
      timezone: interviewServerMessages.timeZoneInvalid,
      agenda: interviewScheduleMessages.agendaRequired,
    });
  });

  it('defaults to 30 minutes in Asia/Kolkata and reads a duration of 1 as 60 minutes', () => {
    const base = { platform: 'google_meet', interview_date: '2026-12-01', start_time: '10:00', agenda: 'Intro' };
    expect(scheduleInterviewRequestSchema.parse(base)).toMatchObject({ duration: 30, timezone: 'Asia/Kolkata' });
    expect(scheduleInterviewRequestSchema.parse({ ...base, duration: 1 }).duration).toBe(60);
    expect(scheduleInterviewRequestSchema.parse({ ...base, duration: '1 hour' }).duration).toBe(60);
    expect(scheduleInterviewRequestSchema.safeParse({ ...base, duration: 45 }).success).toBe(false);
    const move = { interview_date: '2026-12-02', start_time: '09:00', agenda: 'Travel' };
    expect(rescheduleInterviewRequestSchema.parse(move).duration).toBeUndefined();
    expect(rescheduleInterviewRequestSchema.parse({ ...move, duration: '1 hour' }).duration).toBe(60);
  });

  it('asks the reschedule’s and the candidate’s request’s questions', () => {
    expect(messages(rescheduleInterviewRequestSchema.safeParse({}))).toEqual({
      interview_date: interviewRescheduleMessages.dateRequired,
      start_time: interviewRescheduleMessages.timeRequired,
      agenda: interviewRescheduleMessages.reasonRequired,
    });
    expect(messages(cloudExpertResponseRequestSchema.safeParse({ response: 'reschedule', reason: ' ' }))).toEqual({
      reason: interviewRescheduleMessages.reasonRequired,
    });
    expect(
      messages(
        cloudExpertResponseRequestSchema.safeParse({
          response: 'reschedule',
          reason: 'Travel',
          interview_date: '2026-12-02',
        }),
      ),
    ).toEqual({ start_time: interviewRescheduleMessages.timeRequired });
    expect(cloudExpertResponseRequestSchema.safeParse({ response: 'accept' }).success).toBe(true);
  });

  it('takes a rejection with REJECT_PROPOSAL_POPUP’s rules', () => {
    expect(messages(rejectInterviewRequestSchema.safeParse({}))).toEqual({
      reject_reason: rejectMessages.reasonRequired,
    });
    expect(messages(rejectInterviewRequestSchema.safeParse({ reject_reason: 'Other' }))).toEqual({
      custom_reason: rejectMessages.customReasonRequired,
    });
  });

  it('takes feedback with ratings 1 to 5 (default 1) and the spec’s messages', () => {
    expect(messages(interviewFeedbackRequestSchema.safeParse({}))).toEqual({
      overall_performance: interviewFeedbackMessages.overallRequired,
      candidate_strengths: interviewFeedbackMessages.strengthsRequired,
      areas_of_improvement: interviewFeedbackMessages.improvementsRequired,
    });
    const parsed = interviewFeedbackRequestSchema.parse({
      overall_performance: 'Good',
      candidate_strengths: 'Clear',
      areas_of_improvement: 'Depth',
    });
    expect(parsed).toMatchObject({ skills: 1, cultural_fit: 1, recommend_for_hire: false });
    expect(interviewFeedbackRequestSchema.safeParse({ ...parsed, skills: 6 }).success).toBe(false);
    expect(interviewFeedbackRequestSchema.safeParse({ ...parsed, communication: 0 }).success).toBe(false);
  });
});
