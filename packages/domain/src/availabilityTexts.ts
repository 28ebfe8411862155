/**
 * The availability and time-off words (spec document 2, sections 2, 3 and 5). Section 5's two
 * messages are quoted; the rest are ours (the spec shows none). Only the lazy availability pages
 * and the API import this module.
 */
export const availabilityMessages = {
  /** Spec section 5. */
  daysAboveZero: 'Number of days must be greater than 0',
  /** Spec section 5. */
  reasonRequired: 'Reason is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  startInPast: 'Time off cannot start before today',
  tooLong: 'Time off can be at most 366 days at a time',
  typeRequired: 'Please choose the kind of time off',
  startRequired: 'Start time is required',
  endRequired: 'End time is required',
  endAfterStart: 'End time must be after the start time',
  overlaps: 'This time off overlaps time off you already have.',
  timeOffNotFound: 'Time off not found.',
  timeOffDeleted: 'Time off deleted.',
} as const;

export const availabilityLabels = {
  pageTitle: 'Availability',
  manageTab: 'Manage Availability',
  timeOffTab: 'Request Time Off',
  weekOf: 'Week of',
  day: 'Day',
  date: 'Date',
  available: 'Available',
  start: 'Start',
  end: 'End',
  dash: '-',
  unavailable: 'not available',
  total: 'Total hours',
  save: 'Save availability',
  saving: 'Saving…',
  saved: 'Availability saved.',
  resetDefaults: 'Restore defaults',
  timeZone: 'Times in',
  loading: 'Loading availability',
  loadFailed: 'Availability could not be loaded.',
  retry: 'Retry',
  saveFailed: 'Availability could not be saved.',
  timeOffTitle: 'Request Time Off',
  editTimeOffTitle: 'Edit time off',
  dates: 'Dates',
  numberOfDays: 'Number of days',
  type: 'Type',
  reason: 'Reason',
  submitTimeOff: 'Request time off',
  saveTimeOff: 'Save changes',
  cancelEdit: 'Cancel',
  timeOffRequested: 'Time off requested.',
  timeOffSaved: 'Time off saved.',
  seeCalendar: 'See your time-off calendar',
  scheduleTitle: 'Time-off calendar',
  upcoming: 'Upcoming Time Off',
  noUpcoming: 'No upcoming time off.',
  requestTimeOff: 'Request time off',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete this time off?',
  deleteText: 'It is removed from your calendar.',
  keep: 'Keep',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  offDay: 'Time off',
  timeOffLoadFailed: 'Time off could not be loaded.',
  timeOffFailed: 'Time off could not be saved.',
  manageAvailability: 'Manage availability',
} as const;

/** How each kind of time off is shown (spec section 3: Vacation, Appointment). */
export const timeOffTypeLabels = { vacation: 'Vacation', appointment: 'Appointment' } as const;
