/**
 * /analytics and /my-stats (issue 18). The spec names the routes only: every word here is ours.
 */
export const analyticsLimits = { defaultMonths: 12, maxMonths: 24 } as const;

export const analyticsServerMessages = {
  monthsInvalid: `Choose between 1 and ${String(analyticsLimits.maxMonths)} months.`,
  zoneInvalid: 'Choose a time zone.',
} as const;

/** The periods /analytics offers, in months. */
export const analyticsPeriods = [6, 12, 24] as const;

/** /analytics (both roles) and /my-stats (freelancer). */
export const analyticsLabels = {
  title: 'Analytics',
  freelancerLead: 'Your earnings, proposals and profile views, month by month.',
  managerLead: 'Your spend, jobs and hires, month by month.',
  statsTitle: 'My stats',
  statsLead: 'Your figures since you joined.',
  loading: 'Loading your figures',
  loadFailed: 'Your figures could not be loaded.',
  retry: 'Retry',
  period: 'Period',
  periodOption: (months: number) => `${String(months)} months`,
  periodTotals: (months: number) => `Last ${String(months)} months`,
  viewSwitch: 'Show as',
  chart: 'Chart',
  table: 'Table',
  // Freelancer.
  earnings: 'Earnings by month',
  earned: 'Earned',
  earnedHelp: 'After the service fee',
  proposalsAndHires: 'Proposals and hires',
  proposals: 'Proposals',
  hires: 'Hires',
  profileViews: 'Profile views',
  profileViewsHelp: 'Signed-in visitors, once a day each',
  winRate: 'Win rate',
  winRateHelp: 'Hires for every proposal sent',
  winRateByMonth: 'Win rate by month proposed',
  noProposals: 'No proposals',
  noWinRate: '—',
  activeContracts: 'Active contracts',
  completedContracts: 'Completed contracts',
  averageRating: 'Average rating',
  noRating: 'Not rated yet',
  ratingOutOf: (rating: number) => `${rating.toFixed(2)} of 5`,
  seeAnalytics: 'See month by month',
  seeStats: 'My stats',
  // Manager.
  spend: 'Spend by month',
  spent: 'Spent',
  spentHelp: 'Released to freelancers, fees included',
  proposalsReceivedAndHires: 'Proposals received and hires',
  proposalsReceived: 'Proposals received',
  jobsPosted: 'Jobs posted',
  inEscrow: 'In escrow',
  inEscrowHelp: 'Funded, not yet released',
  // The dashboard's card.
  thisMonth: 'This month',
  earnedThisMonth: 'Earned this month',
  spentThisMonth: 'Spent this month',
} as const;

/** The words of every chart's Chart/Table switch (`BarChart`'s `viewLabels`). */
export const chartViewLabels = {
  switch: analyticsLabels.viewSwitch,
  chart: analyticsLabels.chart,
  table: analyticsLabels.table,
} as const;
