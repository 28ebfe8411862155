import {
  availabilityLabels as labels,
  dayMinutes,
  dayProblem,
  defaultWeek,
  hoursText,
  mondayOf,
  setDayChecked,
  totalMinutes,
  weekRows,
  type AvailabilityDay,
  type ResponseOf,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Banner, Button, Checkbox, TimeField, VisuallyHidden } from '@cloudexperts/ui';
import { parseTime, type Time } from '@internationalized/date';
import { useState } from 'react';
import { failureMessage } from '../account/failureMessage.ts';
import * as styles from './availability.css.ts';
import { dayText } from './today.ts';

const timeText = (value: Time) => `${String(value.hour).padStart(2, '0')}:${String(value.minute).padStart(2, '0')}`;

export interface WeekEditorProps {
  /** The saved week (or the defaults) as the API answered it. */
  saved: ResponseOf<'availability'>;
  /** Today in the freelancer's zone: the week shown is the one holding it (the week starts Monday). */
  today: string;
  /** The zone the times are saved in when the week has none yet (the browser's). */
  zone: string;
}

/**
 * Manage Availability (spec document 2, sections 3, 5 and 9): this week's rows, Monday first, each
 * with its date, day name, start, end and a checkbox; unchecking shows dashes, checking restores the
 * defaults; the total is the sum of end minus start over the checked days. Saved on the server.
 */
export function WeekEditor({ saved, today, zone }: WeekEditorProps) {
  const api = useApi();
  const [days, setDays] = useState<AvailabilityDay[]>(saved.days);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | undefined>();
  const rows = weekRows(days, mondayOf(today));
  const problems = days.map(dayProblem);
  const invalid = problems.some(Boolean);
  const timezone = saved.timezone ?? zone;

  const change = (index: number, next: AvailabilityDay) => {
    setResult(undefined);
    setDays((current) => current.map((row, at) => (at === index ? next : row)));
  };

  const save = async () => {
    if (invalid) return;
    setSaving(true);
    setResult(undefined);
    try {
      const answer = await api.updateAvailability({ body: { days, timezone } });
      setDays(answer.days);
      setResult({ tone: 'success', text: labels.saved });
    } catch (error) {
      setResult({ tone: 'error', text: `${labels.saveFailed} ${failureMessage(error)}` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <p className={styles.muted}>
        {labels.timeZone} {timezone.replaceAll('_', ' ')}
      </p>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>{`${labels.weekOf} ${dayText(rows[0]?.date ?? today)}`}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {labels.day}
            </th>
            <th scope="col" className={styles.headCell}>
              {labels.start}
            </th>
            <th scope="col" className={styles.headCell}>
              {labels.end}
            </th>
            <th scope="col" className={styles.headCell}>
              {labels.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const name = dayText(row.date);
            const problem = problems[index];
            return (
              <tr key={row.day}>
                <th scope="row" className={styles.cell}>
                  <Checkbox
                    isSelected={row.checked}
                    onChange={(checked) => {
                      change(index, setDayChecked(row, checked));
                    }}
                  >
                    {name}
                  </Checkbox>
                </th>
                {row.checked && row.start !== null && row.end !== null ? (
                  <>
                    <td className={styles.cell}>
                      <TimeField
                        label={<VisuallyHidden>{`${name} ${labels.start}`}</VisuallyHidden>}
                        value={parseTime(row.start)}
                        hourCycle={12}
                        onChange={(value) => {
                          if (value) change(index, { ...row, start: timeText(value) });
                        }}
                      />
                    </td>
                    <td className={styles.cell}>
                      <TimeField
                        label={<VisuallyHidden>{`${name} ${labels.end}`}</VisuallyHidden>}
                        value={parseTime(row.end)}
                        hourCycle={12}
                        isInvalid={problem !== undefined}
                        errorMessage={problem}
                        onChange={(value) => {
                          if (value) change(index, { ...row, end: timeText(value) });
                        }}
                      />
                    </td>
                  </>
                ) : (
                  <>
                    <td className={styles.cell}>
                      <span className={styles.dash} aria-label={`${name} ${labels.start}: ${labels.unavailable}`}>
                        {labels.dash}
                      </span>
                    </td>
                    <td className={styles.cell}>
                      <span className={styles.dash} aria-label={`${name} ${labels.end}: ${labels.unavailable}`}>
                        {labels.dash}
                      </span>
                    </td>
                  </>
                )}
                <td className={styles.cell}>{row.checked ? hoursText(dayMinutes(row)) : labels.dash}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={styles.footer}>
        <p className={styles.total} aria-live="polite">
          {labels.total}: {hoursText(totalMinutes(days))}
        </p>
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            onPress={() => {
              setResult(undefined);
              setDays(defaultWeek());
            }}
          >
            {labels.resetDefaults}
          </Button>
          <Button isDisabled={invalid} isPending={saving} pendingLabel={labels.saving} onPress={() => void save()}>
            {labels.save}
          </Button>
        </div>
      </div>
      {result ? <Banner tone={result.tone} title={result.text} /> : null}
    </div>
  );
}
