import {
  availabilityLabels as labels,
  availabilityMessages as messages,
  timeOffDays,
  timeOffLimits,
  timeOffTypeLabels,
  timeOffTypes,
  type TimeOff,
  type TimeOffType,
} from '@cloudexperts/domain';
import { toFailure, useApi } from '@cloudexperts/flows';
import { Banner, Button, DateRangePicker, Select, TextArea } from '@cloudexperts/ui';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useRef, useState } from 'react';
import { failureMessage } from '../account/failureMessage.ts';
import * as styles from './availability.css.ts';

type Field = 'dates' | 'type' | 'reason';

export interface TimeOffFormProps {
  /** Today in the freelancer's zone: the first date that can be chosen. */
  today: string;
  /** The time off being edited; a new request without it. */
  editing?: TimeOff | undefined;
  onDone: (timeOff: TimeOff, how: 'created' | 'updated') => void;
  onCancel?: (() => void) | undefined;
}

/** The errors without the field's (it has changed). */
function without(errors: Partial<Record<Field, string>>, field: Field): Partial<Record<Field, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));
}

const typeOptions = timeOffTypes.map((type) => ({ id: type, label: timeOffTypeLabels[type] }));

/**
 * Request Time Off (spec document 2, sections 3 and 5): a date range, the number of days (both
 * ends counted, shown as the range is chosen; 'Number of days must be greater than 0'), the kind,
 * and a reason ('Reason is required'). Saved on the server (the spec's source kept it on the page);
 * editing an entry uses the same form. A refusal keeps everything typed.
 */
export function TimeOffForm({ today, editing, onDone, onCancel }: TimeOffFormProps) {
  const api = useApi();
  const [range, setRange] = useState<{ start: CalendarDate; end: CalendarDate } | null>(
    editing ? { start: parseDate(editing.start_date), end: parseDate(editing.end_date) } : null,
  );
  const [type, setType] = useState<TimeOffType | null>(editing?.type ?? null);
  const [reason, setReason] = useState(editing?.reason ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const days = range ? timeOffDays(range.start.toString(), range.end.toString()) : undefined;

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!range) found.dates = messages.startDateRequired;
    else if ((days ?? 0) <= 0) found.dates = messages.daysAboveZero;
    else if ((days ?? 0) > timeOffLimits.daysMax) found.dates = messages.tooLong;
    else if (range.start.toString() < today) found.dates = messages.startInPast;
    if (!type) found.type = messages.typeRequired;
    if (reason.trim().length === 0) found.reason = messages.reasonRequired;
    return found;
  };

  const focusFirstInvalid = () => {
    requestAnimationFrame(() => {
      formRef.current
        ?.querySelector<HTMLElement>(
          '[aria-invalid="true"], [data-invalid] input, [data-invalid] [role="spinbutton"], [data-invalid] button',
        )
        ?.focus();
    });
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0 || !range || !type) {
      focusFirstInvalid();
      return;
    }
    const body = {
      start_date: range.start.toString(),
      end_date: range.end.toString(),
      type,
      reason: reason.trim(),
      today,
    };
    setBusy(true);
    try {
      const answer = editing
        ? await api.updateTimeOff({ params: { id: editing.id }, body })
        : await api.createTimeOff({ body });
      onDone(answer.time_off, editing ? 'updated' : 'created');
    } catch (error) {
      const { fields } = toFailure(error);
      const fromServer: Partial<Record<Field, string>> = {};
      const dates = fields.start_date ?? fields.end_date;
      if (dates) fromServer.dates = dates;
      if (fields.type) fromServer.type = fields.type;
      if (fields.reason) fromServer.reason = fields.reason;
      setErrors(fromServer);
      setFailure(`${labels.timeOffFailed} ${failureMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={editing ? labels.editTimeOffTitle : labels.timeOffTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure ? <Banner tone="error" title={failure} /> : null}
      <DateRangePicker
        label={labels.dates}
        value={range}
        minValue={parseDate(today)}
        onChange={(value) => {
          setRange(value);
          setErrors((current) => without(current, 'dates'));
        }}
        isInvalid={errors.dates !== undefined}
        errorMessage={errors.dates}
        description={days !== undefined && days > 0 ? `${labels.numberOfDays}: ${String(days)}` : undefined}
      />
      <Select
        label={labels.type}
        items={typeOptions}
        value={type}
        onChange={(key) => {
          setType(key === 'vacation' || key === 'appointment' ? key : null);
          setErrors((current) => without(current, 'type'));
        }}
        isInvalid={errors.type !== undefined}
        errorMessage={errors.type}
      />
      <TextArea
        label={labels.reason}
        value={reason}
        maxLength={timeOffLimits.reasonMax}
        onChange={(value) => {
          setReason(value);
          setErrors((current) => without(current, 'reason'));
        }}
        isInvalid={errors.reason !== undefined}
        errorMessage={errors.reason}
      />
      <div className={styles.buttons}>
        <Button type="submit" isPending={busy} pendingLabel={labels.saving}>
          {editing ? labels.saveTimeOff : labels.submitTimeOff}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {labels.cancelEdit}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
