import type { ReactNode, Ref } from 'react';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as AriaRangeCalendar,
  Text,
  composeRenderProps,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
  type RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Calendar.css.ts';

/** What the month view shares between the single and the range calendar. */
interface CalendarViewProps {
  /** Shown under the grid while the calendar is invalid (`isInvalid`, or an unavailable date chosen). */
  errorMessage?: ReactNode;
  /**
   * The accessible name of the previous-month button.
   * @default RAC's localized 'Previous'
   */
  previousLabel?: string;
  /**
   * The accessible name of the next-month button.
   * @default RAC's localized 'Next'
   */
  nextLabel?: string;
  /**
   * How weekday names are written above the grid.
   * @default 'narrow'
   */
  weekdayStyle?: 'narrow' | 'short' | 'long';
}

export interface CalendarProps<T extends DateValue>
  extends Omit<AriaCalendarProps<T>, 'children' | 'selectionMode'>, CalendarViewProps {
  ref?: Ref<HTMLDivElement>;
}

export interface RangeCalendarProps<T extends DateValue>
  extends Omit<AriaRangeCalendarProps<T>, 'children'>, CalendarViewProps {
  ref?: Ref<HTMLDivElement>;
}

function MonthView({
  errorMessage,
  previousLabel,
  nextLabel,
  weekdayStyle,
  isInvalid,
  selection,
}: CalendarViewProps & { isInvalid: boolean; selection: (typeof styles.calendarSelections)[number] }) {
  return (
    <>
      <div className={styles.header}>
        <Button slot="previous" aria-label={previousLabel} className={styles.navButton}>
          <Icon name="chevronLeft" />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" aria-label={nextLabel} className={styles.navButton}>
          <Icon name="chevronRight" />
        </Button>
      </div>
      <CalendarGrid className={styles.grid} weekdayStyle={weekdayStyle}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={styles.cell({ selection })} />}
        </CalendarGridBody>
      </CalendarGrid>
      {isInvalid && errorMessage ? (
        <Text slot="errorMessage" className={fieldStyles.errorMessage}>
          {errorMessage}
        </Text>
      ) : null}
    </>
  );
}

/**
 * A month calendar for picking one day: previous/next month buttons around the month heading, then
 * the day grid (arrow keys move, Page Up/Down change month, Enter selects). Values are
 * `@internationalized/date` objects, never JS `Date`s.
 */
export function Calendar<T extends DateValue>({
  errorMessage,
  previousLabel,
  nextLabel,
  weekdayStyle,
  className,
  ...props
}: CalendarProps<T>) {
  return (
    <AriaCalendar<T>
      {...props}
      className={composeRenderProps(className, (given) => [styles.calendar, given].filter(Boolean).join(' '))}
    >
      {({ isInvalid }) => (
        <MonthView
          selection="single"
          isInvalid={isInvalid}
          errorMessage={errorMessage}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
          weekdayStyle={weekdayStyle}
        />
      )}
    </AriaCalendar>
  );
}

/**
 * A month calendar for picking a contiguous range of days: the first Enter (or click) sets the start,
 * the second the end.
 */
export function RangeCalendar<T extends DateValue>({
  errorMessage,
  previousLabel,
  nextLabel,
  weekdayStyle,
  className,
  ...props
}: RangeCalendarProps<T>) {
  return (
    <AriaRangeCalendar
      {...props}
      className={composeRenderProps(className, (given) => [styles.calendar, given].filter(Boolean).join(' '))}
    >
      {({ isInvalid }) => (
        <MonthView
          selection="range"
          isInvalid={isInvalid}
          errorMessage={errorMessage}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
          weekdayStyle={weekdayStyle}
        />
      )}
    </AriaRangeCalendar>
  );
}
