import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayMinutes,
  dayProblem,
  defaultWeek,
  hoursText,
  mondayOf,
  rangesOverlap,
  setDayChecked,
  timeOffDays,
  totalMinutes,
  weekDays,
  weekRows,
  type AvailabilityDay,
} from './availability.ts';
import { availabilityMessages } from '../availabilityTexts.ts';

describe('weekly availability', () => {
  it('has the spec’s defaults: weekdays 8:00 to 17:00, Friday to 15:00, the weekend off', () => {
    expect(defaultWeek()).toEqual([
      { day: 'monday', checked: true, start: '08:00', end: '17:00' },
      { day: 'tuesday', checked: true, start: '08:00', end: '17:00' },
      { day: 'wednesday', checked: true, start: '08:00', end: '17:00' },
      { day: 'thursday', checked: true, start: '08:00', end: '17:00' },
      { day: 'friday', checked: true, start: '08:00', end: '15:00' },
      { day: 'saturday', checked: false, start: null, end: null },
      { day: 'sunday', checked: false, start: null, end: null },
    ]);
    expect(totalMinutes(defaultWeek())).toBe(43 * 60);
    expect(hoursText(totalMinutes(defaultWeek()))).toBe('43 hrs');
  });

  it('unchecking sets dashes, checking restores the defaults, and the total follows', () => {
    const week = defaultWeek();
    const friday = week[4] as AvailabilityDay;
    const off = setDayChecked(friday, false);
    expect(off).toEqual({ day: 'friday', checked: false, start: null, end: null });
    expect(setDayChecked(off, true)).toEqual(friday);
    const saturday = setDayChecked(week[5] as AvailabilityDay, true);
    expect(saturday).toEqual({ day: 'saturday', checked: true, start: '08:00', end: '17:00' });
    // Checking a day already on keeps its own times.
    const edited = { ...friday, start: '09:30' };
    expect(setDayChecked(edited, true)).toBe(edited);
    const changed = week.map((row) => (row.day === 'friday' ? off : row.day === 'saturday' ? saturday : row));
    expect(totalMinutes(changed)).toBe(43 * 60 - 7 * 60 + 9 * 60);
    expect(hoursText(90)).toBe('1.5 hrs');
    expect(hoursText(60)).toBe('1 hr');
  });

  it('the total is the sum over checked days of end minus start, whatever the edits', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const day = (name: (typeof weekDays)[number]) =>
      fc
        .record({ checked: fc.boolean(), start: time, end: time })
        .map(({ checked, start, end }): AvailabilityDay =>
          checked ? { day: name, checked, start, end } : { day: name, checked, start: null, end: null },
        );
    fc.assert(
      fc.property(fc.tuple(...weekDays.map(day)), (week) => {
        const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3));
        const expected = week.reduce(
          (sum, row) =>
            sum + (row.checked && row.start && row.end ? Math.max(0, minutes(row.end) - minutes(row.start)) : 0),
          0,
        );
        expect(totalMinutes(week)).toBe(expected);
        for (const row of week) expect(dayMinutes(setDayChecked(row, false))).toBe(0);
      }),
    );
  });

  it('says what is wrong with a day', () => {
    const monday = defaultWeek()[0] as AvailabilityDay;
    expect(dayProblem(monday)).toBeUndefined();
    expect(dayProblem({ ...monday, end: '08:00' })).toBe(availabilityMessages.endAfterStart);
    expect(dayProblem({ ...monday, start: null })).toBe(availabilityMessages.startRequired);
    expect(dayProblem({ ...monday, end: '24:00' })).toBe(availabilityMessages.endRequired);
    expect(dayProblem(setDayChecked(monday, false))).toBeUndefined();
  });

  it('dates the week from its Monday (the week starts Monday)', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    // Across the DST change (dates only: no clock time is involved).
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    const rows = weekRows(defaultWeek(), '2026-11-23');
    expect(rows.map((row) => row.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(rows[6]).toMatchObject({ day: 'sunday', checked: false });
  });
});

describe('time off', () => {
  it('counts both ends, and an end before the start as 0 or less', () => {
    expect(timeOffDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(timeOffDays('2026-12-30', '2027-01-02')).toBe(4);
    expect(timeOffDays('2026-03-07', '2026-03-09')).toBe(3);
    expect(timeOffDays('2026-12-02', '2026-12-01')).toBe(0);
    expect(timeOffDays('2026-12-05', '2026-12-01')).toBeLessThanOrEqual(0);
  });

  it('ranges that share a day overlap; back to back do not', () => {
    expect(rangesOverlap({ start: '2026-12-01', end: '2026-12-03' }, { start: '2026-12-03', end: '2026-12-05' })).toBe(
      true,
    );
    expect(rangesOverlap({ start: '2026-12-01', end: '2026-12-03' }, { start: '2026-12-04', end: '2026-12-05' })).toBe(
      false,
    );
    expect(rangesOverlap({ start: '2026-12-01', end: '2026-12-31' }, { start: '2026-12-10', end: '2026-12-11' })).toBe(
      true,
    );
  });
});
