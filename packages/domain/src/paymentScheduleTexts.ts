import { milestoneLimits } from './paymentTexts.ts';

/**
 * /payment-schedule (issue 17; spec document 2, section 2 lists the route for the Freelancer and
 * the Project Manager and says nothing else about it). The anchor is Upwork's "work in progress" /
 * "upcoming payments": what is to be funded, what is in escrow, what waits for an answer. The
 * words are ours.
 */

/**
 * Where a scheduled milestone stands: not funded yet (an active contract's), funded and waiting for
 * the work, its latest request waiting for the manager, or its latest request sent back.
 */
export const paymentScheduleStages = ['to_fund', 'funded', 'in_review', 'changes_requested'] as const;
export type PaymentScheduleStage = (typeof paymentScheduleStages)[number];

/** "Due soon" on the schedule: milestones due within this many days from today (overdue included). */
export const paymentScheduleDueSoonDays = 30;

/** The auto-release's wait (issue 17: 14 days), in milliseconds: the job and the schedule use this one figure. */
export const autoReleaseDelayMs = milestoneLimits.autoReleaseDays * 86_400_000;

/** When a request made at `requestedAt` is released by the auto-release job if nobody answers it. */
export const autoReleaseAt = (requestedAt: Date | string): Date =>
  new Date(new Date(requestedAt).getTime() + autoReleaseDelayMs);

/** A calendar day (YYYY-MM-DD) `days` after another, by the calendar (no time zone involved). */
export function addCalendarDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export const paymentScheduleTabs = ['upcoming', 'requests'] as const;
export type PaymentScheduleTab = (typeof paymentScheduleTabs)[number];

export const paymentScheduleLabels = {
  title: 'Payment schedule',
  /** The link to the page from /transactions (what has moved → what is still to come). */
  upcomingLink: 'Upcoming payments: your payment schedule',
  freelancerLead: 'Funded milestones waiting for your work, payments in review, and your payment requests.',
  managerLead: 'Milestones to fund, money held in escrow, and payment requests waiting for your answer.',
  tabsLabel: 'Payment schedule views',
  tabs: { upcoming: 'Upcoming', requests: 'Payment requests' } satisfies Record<PaymentScheduleTab, string>,
  totalsLabel: 'Totals',
  totals: {
    in_escrow_cents: 'In escrow',
    to_fund_cents: 'To fund',
    in_review_cents: 'In review',
    due_soon_cents: `Due in the next ${String(paymentScheduleDueSoonDays)} days`,
  },
  listLabel: 'Upcoming payments',
  pagesLabel: 'Payment schedule pages',
  filterLabel: 'Show',
  filters: {
    all: 'Everything',
    to_fund: 'To fund',
    funded: 'Funded',
    in_review: 'In review',
    changes_requested: 'Changes requested',
  } satisfies Record<PaymentScheduleStage | 'all', string>,
  stages: {
    to_fund: 'Not funded',
    funded: 'Funded',
    in_review: 'In review',
    changes_requested: 'Changes requested',
  } satisfies Record<PaymentScheduleStage, string>,
  milestone: (description: string) => `Milestone: ${description}`,
  client: (name: string) => `Client: ${name}`,
  freelancer: (name: string) => `Freelancer: ${name}`,
  dueDate: 'Due',
  overdue: (day: string) => `${day} (overdue)`,
  amount: 'Milestone amount',
  escrow: 'In escrow',
  requested: 'Requested',
  nextPayment: 'Next payment',
  serviceFee: 'Service fee',
  youReceive: 'You receive',
  requestedOn: (day: string) => `Requested on ${day}.`,
  autoReleaseFreelancer: (day: string) => `Released to you automatically on ${day} if the client does not answer.`,
  autoReleaseManager: (day: string) => `Released automatically on ${day} unless you answer.`,
  clientMessage: 'Client’s message',
  fund: (description: string) => `Fund ${description}`,
  review: (description: string) => `Review the request for ${description}`,
  submitWork: (description: string) => `Submit work for ${description}`,
  submitAgain: (description: string) => `Submit ${description} again`,
  loading: 'Loading the payment schedule…',
  loadFailed: 'The payment schedule could not be loaded',
  retry: 'Try again',
  emptyTitle: 'Nothing scheduled',
  emptyFreelancer: 'Funded milestones and payments waiting for the client show here.',
  emptyManager: 'Milestones to fund, money in escrow and requests to review show here.',
  emptyFilteredTitle: 'Nothing in this state',
  emptyFilteredText: 'Choose “Everything” to see all your scheduled milestones.',
  // The freelancer's own payment requests (`GET /payments/requests`).
  requestsListLabel: 'Your payment requests',
  requestsPagesLabel: 'Payment request pages',
  requestsLoading: 'Loading your payment requests…',
  requestsLoadFailed: 'Your payment requests could not be loaded',
  requestsEmptyTitle: 'No payment requests yet',
  requestsEmptyText: 'When you submit work for a funded milestone, the request and the client’s answer show here.',
  requestsFilters: {
    all: 'All requests',
    'Payment Requested': 'In review',
    approved: 'Approved',
    changes_requested: 'Changes requested',
  },
  toClient: (name: string) => `To ${name}`,
  yourMessage: 'Your message',
  clientAnswer: 'Client’s answer',
  answeredOn: (day: string) => `Answered on ${day}.`,
  gross: 'Amount',
  released: 'Released',
} as const;
