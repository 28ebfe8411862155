/**
 * /analytics and /my-stats (issue 18). The spec names the routes only: every word here is ours.
 */
export const analyticsLimits = { defaultMonths: 12, maxMonths: 24 } as const;

export const analyticsServerMessages = {
  monthsInvalid: `Choose between 1 and ${String(analyticsLimits.maxMonths)} months.`,
  zoneInvalid: 'Choose a time zone.',
} as const;
