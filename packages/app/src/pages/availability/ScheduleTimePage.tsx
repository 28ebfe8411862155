import {
  addDays,
  availabilityLabels as labels,
  timeOffTypeLabels,
  type ResponseOf,
  type TimeOff,
} from '@cloudexperts/domain';
import { usePopup, useApi } from '@cloudexperts/flows';
import { Banner, Button, EmptyState, VisuallyHidden } from '@cloudexperts/ui';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureMessage } from '../account/failureMessage.ts';
import { ListFallback } from '../ListFallback.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './availability.css.ts';
import { availabilityPaths } from './paths.ts';
import { browserToday, rangeText } from './today.ts';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const longWeekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first of the month 'YYYY-MM' asked for, or of today's month. */
function firstOfMonth(asked: string | null, today: string): string {
  const match = asked ? monthPattern.exec(asked) : null;
  const year = match ? Number(match[1]) : Number(today.slice(0, 4));
  return match && year >= 2000 && year <= 2100 ? `${asked ?? ''}-01` : `${today.slice(0, 7)}-01`;
}

function shiftMonth(first: string, by: number): string {
  const date = new Date(`${first}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
}

/** The month's weeks, Monday first (the week starts Monday), days outside the month null. */
function monthWeeks(first: string): Array<Array<string | null>> {
  const start = new Date(`${first}T00:00:00Z`);
  const lead = (start.getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: Array<string | null> = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, index) => addDays(first, index)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export interface ScheduleTimePageProps {
  /** Today in the freelancer's zone. @default the browser's */
  today?: string;
}

/**
 * /sechdule-time (spec document 2, sections 2 and 3): a month calendar, Monday first, with the days
 * of time off marked, and Upcoming Time Off (Vacation, Appointment) with Edit and Delete. The month
 * is in the query (`?month=YYYY-MM`). Unlike the spec's source, time off is on the server and
 * editing works.
 */
export function ScheduleTimePage({ today = browserToday() }: ScheduleTimePageProps) {
  usePageTitle(labels.scheduleTitle);
  const api = useApi();
  const { open } = usePopup();
  const [params, setParams] = useSearchParams();
  const first = firstOfMonth(params.get('month'), today);
  const weeks = monthWeeks(first);
  const last = addDays(shiftMonth(first, 1) + '-01', -1);
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const top = useRef<HTMLHeadingElement>(null);

  const month = useResource<ResponseOf<'timeOffs'>>(`month ${first} ${String(version)}`, (signal) =>
    api.timeOffs({ query: { from: first, to: last, per_page: 50 }, signal }),
  );
  const upcoming = useResource<ResponseOf<'timeOffs'>>(`upcoming ${today} ${String(version)}`, (signal) =>
    api.timeOffs({ query: { from: today, per_page: 50 }, signal }),
  );
  const offOn = (date: string): TimeOff | undefined =>
    month.resource.status === 'ready'
      ? month.resource.data.records.find((entry) => entry.start_date <= date && date <= entry.end_date)
      : undefined;

  const remove = (entry: TimeOff) => {
    open('CONFIRMATION_POPUP', {
      title: labels.deleteTitle,
      message: `${timeOffTypeLabels[entry.type]}, ${rangeText(entry.start_date, entry.end_date)}. ${labels.deleteText}`,
      confirmLabel: labels.delete,
      cancelLabel: labels.keep,
      onConfirm: () => {
        setFailure(undefined);
        api.deleteTimeOff({ params: { id: entry.id } }).then(
          (answer) => {
            setStatus(answer.message);
            setVersion((current) => current + 1);
          },
          (error: unknown) => {
            setFailure(failureMessage(error));
          },
        );
      },
    });
  };

  const go = (by: number) => {
    setParams({ month: shiftMonth(first, by) });
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.scheduleTitle}</h1>
        <p className={styles.muted}>
          <Link to={availabilityPaths.tabs} className={pageStyles.link}>
            {labels.manageAvailability}
          </Link>
        </p>
      </header>
      <VisuallyHidden as="p" role="status">
        {status}
      </VisuallyHidden>
      {failure ? <Banner tone="error" title={failure} isDismissable onHide={() => setFailure(undefined)} /> : null}
      <div className={styles.columns}>
        <section className={styles.month} aria-labelledby="time-off-month">
          <div className={styles.monthHeader}>
            <Button variant="ghost" size="sm" aria-label={labels.previousMonth} onPress={() => go(-1)}>
              ‹
            </Button>
            <h2 id="time-off-month" className={styles.monthTitle} aria-live="polite">
              {monthFormat.format(new Date(`${first}T00:00:00Z`))}
            </h2>
            <Button variant="ghost" size="sm" aria-label={labels.nextMonth} onPress={() => go(1)}>
              ›
            </Button>
          </div>
          {month.resource.status === 'ready' ? null : (
            <ListFallback
              resource={month.resource}
              retry={month.retry}
              labels={{ loading: labels.loading, loadFailed: labels.timeOffLoadFailed, retry: labels.retry }}
              rowHeight="2rem"
            />
          )}
          <table className={styles.monthTable} aria-labelledby="time-off-month">
            <thead>
              <tr>
                {(weeks[0] ?? []).map((_, index) => {
                  // 2024-01-01 was a Monday: the column's weekday name.
                  const sample = new Date(Date.UTC(2024, 0, 1 + index));
                  return (
                    <th key={index} scope="col" className={styles.headCell}>
                      <abbr title={longWeekdayFormat.format(sample)}>{weekdayFormat.format(sample)}</abbr>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, index) => (
                <tr key={index}>
                  {week.map((date, column) => {
                    if (!date) return <td key={column} className={styles.dayCell} />;
                    const off = offOn(date);
                    return (
                      <td
                        key={date}
                        className={styles.dayCell}
                        data-off={off ? true : undefined}
                        data-today={date === today || undefined}
                        aria-current={date === today ? 'date' : undefined}
                      >
                        <span className={styles.dayNumber}>
                          <VisuallyHidden>{fullDayFormat.format(new Date(`${date}T00:00:00Z`))}</VisuallyHidden>
                          <span aria-hidden="true">{Number(date.slice(8))}</span>
                        </span>
                        {off ? <span className={styles.offLabel}>{timeOffTypeLabels[off.type]}</span> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="upcoming-time-off">
          <h2 id="upcoming-time-off" ref={top} className={styles.monthTitle}>
            {labels.upcoming}
          </h2>
          {upcoming.resource.status !== 'ready' ? (
            <ListFallback
              resource={upcoming.resource}
              retry={upcoming.retry}
              labels={{ loading: labels.upcoming, loadFailed: labels.timeOffLoadFailed, retry: labels.retry }}
              rowHeight="4rem"
            />
          ) : upcoming.resource.data.records.length === 0 ? (
            <EmptyState
              icon="calendar"
              title={labels.noUpcoming}
              headingLevel={3}
              action={
                <Link to={availabilityPaths.requestTimeOff} className={pageStyles.link}>
                  {labels.requestTimeOff}
                </Link>
              }
            />
          ) : (
            <>
              <ul className={styles.list} aria-label={labels.upcoming}>
                {upcoming.resource.data.records.map((entry) => {
                  const name = `${timeOffTypeLabels[entry.type]}, ${rangeText(entry.start_date, entry.end_date)}`;
                  return (
                    <li key={entry.id} className={styles.item}>
                      <div className={styles.itemMain}>
                        <p className={styles.text}>{timeOffTypeLabels[entry.type]}</p>
                        <p className={styles.muted}>
                          {rangeText(entry.start_date, entry.end_date)} · {entry.days}{' '}
                          {entry.days === 1 ? 'day' : 'days'}
                        </p>
                        <p className={styles.muted}>{entry.reason}</p>
                      </div>
                      <div className={styles.actions}>
                        <Link
                          to={availabilityPaths.editTimeOff(entry.id)}
                          className={pageStyles.link}
                          aria-label={`${labels.edit}: ${name}`}
                        >
                          {labels.edit}
                        </Link>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`${labels.delete}: ${name}`}
                          onPress={() => remove(entry)}
                        >
                          {labels.delete}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <p>
                <Link to={availabilityPaths.requestTimeOff} className={pageStyles.link}>
                  {labels.requestTimeOff}
                </Link>
              </p>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
