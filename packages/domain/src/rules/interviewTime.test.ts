import { describe, expect, it } from 'vitest';
import { interviewScheduleMessages, interviewServerMessages } from '../interviewTexts.ts';
import {
  canJoin,
  chosenStart,
  endOf,
  instantIn,
  interviewLocalTime,
  isTimeZone,
  localDateTime,
  splitInterviews,
  todayIn,
} from './interviewTime.ts';

const times = (start: string, minutes: number) => {
  const startsAt = new Date(start);
  return { starts_at: startsAt.toISOString(), ends_at: endOf(startsAt, minutes).toISOString() };
};

describe('interview times', () => {
  it('reads 10:00 in Asia/Kolkata as 23:30 the day before in New York', () => {
    const start = instantIn('2026-12-01', '10:00', 'Asia/Kolkata');
    expect(start?.toISOString()).toBe('2026-12-01T04:30:00.000Z');
    const local = interviewLocalTime(times('2026-12-01T04:30:00Z', 60), 'America/New_York');
    expect(local).toEqual({
      date: '2026-11-30',
      time: '23:30',
      end_time: '00:30',
      timezone: 'America/New_York',
      zone_name: 'EST',
    });
  });

  it('finds instants across a DST change (America/New_York, 8 March and 1 November 2026)', () => {
    expect(instantIn('2026-03-07', '10:00', 'America/New_York')?.toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(instantIn('2026-03-08', '10:00', 'America/New_York')?.toISOString()).toBe('2026-03-08T14:00:00.000Z');
    // 02:30 on 8 March never shows on New York's clocks.
    expect(instantIn('2026-03-08', '02:30', 'America/New_York')).toBeUndefined();
    // 01:30 on 1 November shows twice: the first (EDT) is taken.
    expect(instantIn('2026-11-01', '01:30', 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(instantIn('2026-11-01', '03:00', 'America/New_York')?.toISOString()).toBe('2026-11-01T08:00:00.000Z');
    expect(localDateTime(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-01',
      time: '01:30',
    });
    expect(interviewLocalTime(times('2026-03-08T14:00:00Z', 30), 'America/New_York').zone_name).toBe('EDT');
  });

  it('refuses what is not a date, a time or a zone', () => {
    expect(instantIn('2026-02-30', '10:00', 'UTC')).toBeUndefined();
    expect(instantIn('2026-02-01', '24:00', 'UTC')).toBeUndefined();
    expect(instantIn('1 Feb', '10:00', 'UTC')).toBeUndefined();
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
  });

  it('knows today in a zone', () => {
    const now = new Date('2026-11-26T20:00:00Z');
    expect(todayIn('Asia/Kolkata', now)).toBe('2026-11-27');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-26');
  });

  it('opens Join 15 minutes before the start and closes it at the end', () => {
    const interview = times('2026-12-01T10:00:00Z', 30);
    expect(canJoin(interview, new Date('2026-12-01T09:44:59.999Z'))).toBe(false);
    expect(canJoin(interview, new Date('2026-12-01T09:45:00Z'))).toBe(true);
    expect(canJoin(interview, new Date('2026-12-01T10:29:59Z'))).toBe(true);
    expect(canJoin(interview, new Date('2026-12-01T10:30:00Z'))).toBe(false);
  });

  it('keeps the join window in real minutes across a DST change', () => {
    // 01:30 EDT on 1 November 2026, one hour: the clocks go back in the middle of it.
    const start = instantIn('2026-11-01', '01:30', 'America/New_York');
    if (!start) throw new Error('no instant');
    const interview = { starts_at: start.toISOString(), ends_at: endOf(start, 60).toISOString() };
    expect(interviewLocalTime(interview, 'America/New_York')).toMatchObject({ time: '01:30', end_time: '01:30' });
    expect(canJoin(interview, new Date('2026-11-01T05:15:00Z'))).toBe(true);
    expect(canJoin(interview, new Date('2026-11-01T06:29:00Z'))).toBe(true);
    expect(canJoin(interview, new Date('2026-11-01T06:30:00Z'))).toBe(false);
  });

  it('splits past and upcoming by end time, across a DST change', () => {
    // Europe/London goes back an hour at 02:00 BST on 25 October 2026.
    const early = instantIn('2026-10-25', '01:00', 'Europe/London');
    const late = instantIn('2026-10-25', '01:45', 'Europe/London');
    if (!early || !late) throw new Error('no instant');
    const a = { id: 'a', starts_at: early.toISOString(), ends_at: endOf(early, 30).toISOString() };
    const b = { id: 'b', starts_at: late.toISOString(), ends_at: endOf(late, 60).toISOString() };
    // Half past one BST (00:30 UTC): a ended at 00:30 UTC exactly (not before now), b runs on.
    const now = new Date('2026-10-25T00:30:00Z');
    expect(splitInterviews([a, b], now)).toEqual({ upcoming: [a, b], past: [] });
    // The clock shows 01:30 again an hour later (GMT): a is past, b (ends 01:45 GMT) is not.
    const again = new Date('2026-10-25T01:30:00Z');
    expect(localDateTime(again, 'Europe/London').time).toBe('01:30');
    expect(splitInterviews([a, b], again)).toEqual({ upcoming: [b], past: [a] });
    expect(splitInterviews([a, b], new Date('2026-10-25T01:46:00Z'))).toEqual({ upcoming: [], past: [a, b] });
  });

  it('judges a chosen date and time in the chosen zone', () => {
    // 20:00 UTC on 26 November: already the 27th in Kolkata, still the 26th in Los Angeles.
    const now = new Date('2026-11-26T20:00:00Z');
    expect(chosenStart('2026-11-26', '23:00', 'Asia/Kolkata', now).problem).toEqual({
      field: 'interview_date',
      message: interviewScheduleMessages.dateInPast,
    });
    expect(chosenStart('2026-11-27', '01:00', 'Asia/Kolkata', now).problem).toEqual({
      field: 'start_time',
      message: interviewScheduleMessages.timeInPast,
    });
    expect(chosenStart('2026-11-27', '02:00', 'Asia/Kolkata', now).startsAt?.toISOString()).toBe(
      '2026-11-26T20:30:00.000Z',
    );
    expect(chosenStart('2026-11-26', '13:00', 'America/Los_Angeles', now).startsAt?.toISOString()).toBe(
      '2026-11-26T21:00:00.000Z',
    );
    expect(chosenStart('2026-11-26', '11:00', 'America/Los_Angeles', now).problem?.message).toBe(
      interviewScheduleMessages.timeInPast,
    );
    // Chosen to the minute: the current minute is not past (an interview "now"), the one before is.
    const midMinute = new Date('2026-11-26T20:00:40Z');
    expect(chosenStart('2026-11-26', '12:00', 'America/Los_Angeles', midMinute).startsAt?.toISOString()).toBe(
      '2026-11-26T20:00:00.000Z',
    );
    expect(chosenStart('2026-11-26', '11:59', 'America/Los_Angeles', midMinute).problem?.message).toBe(
      interviewScheduleMessages.timeInPast,
    );
    expect(chosenStart('2027-03-14', '02:30', 'America/New_York', now).problem).toEqual({
      field: 'start_time',
      message: interviewServerMessages.timeNotInZone,
    });
  });
});
