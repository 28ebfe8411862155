import { DatePicker } from '@cloudexperts/ui';
import { parseDate, type CalendarDate } from '@internationalized/date';

export interface DateRangeDraft {
  start: CalendarDate | null;
  end: CalendarDate | null;
}

export const draftOf = (start: string | undefined, end: string | undefined): DateRangeDraft => ({
  start: start ? parseDate(start) : null,
  end: end ? parseDate(end) : null,
});

/** The two date fields of a range ('From', 'To'); the end's error shown under it. */
export function DateRangeFields({
  value,
  onChange,
  labels,
  endError,
}: {
  value: DateRangeDraft;
  onChange: (value: DateRangeDraft) => void;
  labels: { startDate: string; endDate: string };
  endError?: string | undefined;
}) {
  return (
    <>
      <DatePicker
        label={labels.startDate}
        value={value.start}
        onChange={(start) => {
          onChange({ ...value, start });
        }}
      />
      <DatePicker
        label={labels.endDate}
        value={value.end}
        onChange={(end) => {
          onChange({ ...value, end });
        }}
        isInvalid={endError !== undefined}
        errorMessage={endError}
      />
    </>
  );
}

/** The draft's end before its start: the API's own message, shown before asking. */
export const endBeforeStart = (draft: DateRangeDraft) =>
  draft.start !== null && draft.end !== null && draft.end.compare(draft.start) < 0;
