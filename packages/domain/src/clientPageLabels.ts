import { clientLimits } from './clientTexts.ts';
import type { PastJobOutcome } from './schemas/clients.ts';

/* The words of the freelancer's /top-clients and /client-details/:client_uuid (spec document 2,
 * section 2; the calls of section 7). The spec names the routes and the calls; the wording is
 * ours. A module of its own, off the landing page's path (see NOTES: a module the landing imports
 * lands whole in its first chunk). */

const thousands = (value: number) => value.toLocaleString('en-US');
const plural = (count: number, one: string, many: string) => `${thousands(count)} ${count === 1 ? one : many}`;

/** What a client card shows, and the client page's header facts. */
export const clientCardLabels = {
  country: 'Country',
  memberSince: 'Member since',
  jobsPosted: 'Jobs posted',
  openJobs: 'Open jobs',
  noCountry: 'Not given',
} as const;

/** /top-clients. */
export const topClientsLabels = {
  title: 'Top clients',
  lead: 'Clients who hire cloud experts here, the most active first: the most jobs posted, then the most open now.',
  searchRegion: 'Client search',
  searchField: 'Search clients',
  searchPlaceholder: 'Name, company or country',
  searchButton: 'Search',
  searching: 'Searching…',
  found: (total: number, term: string) => {
    const count = `${plural(total, 'client', 'clients')} found`;
    return term ? `${count} for “${term}”` : count;
  },
  resultsLabel: 'Clients',
  loading: 'Loading clients…',
  loadFailedTitle: 'The clients could not be loaded',
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  emptyTitle: 'No clients yet',
  emptyDescription: 'Clients show here once they post a job.',
  noMatchTitle: 'No clients match your search',
  noMatchDescription: 'Try another name, company or country.',
  clearSearch: 'Clear the search',
  pastLastPage: 'There are no clients on this page',
  firstPage: 'Go to the first page',
  pages: 'Pages of clients',
  pageLimit: `Showing the first ${String(clientLimits.maxPage)} pages. Search to find the rest.`,
} as const;

const outcomeLabels: Record<PastJobOutcome, string> = { closed: 'Closed', expired: 'Expired' };

/** /client-details/:client_uuid. */
export const clientDetailsLabels = {
  title: 'Client details',
  loading: 'Loading the client…',
  loadFailedTitle: 'The client could not be loaded',
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'Client not found',
  notFoundMessage: 'This client is no longer on the marketplace, or the link is wrong.',
  backToClients: 'Back to top clients',
  factsTitle: 'About the client',
  openJobsTitle: 'Open jobs',
  openJobsCount: (count: number) => plural(count, 'open job', 'open jobs'),
  openJobsNone: 'No open jobs right now.',
  /** More open jobs than the page lists. */
  openJobsShown: (shown: number, total: number) => `Showing the ${thousands(shown)} newest of ${thousands(total)}.`,
  openJobsLabel: 'Open jobs of this client',
  historyTitle: 'Job history',
  historyLead: 'Jobs this client posted that are closed or expired, newest first.',
  historyLoading: 'Loading the job history…',
  historyLoadFailedTitle: 'The job history could not be loaded',
  historyNone: 'No past jobs yet.',
  historyLabel: 'Past jobs of this client',
  historyPages: 'Pages of the job history',
  historyCount: (count: number) => plural(count, 'past job', 'past jobs'),
  historyPastLastPage: 'There are no past jobs on this page',
  historyPageLimit: `Showing the first ${String(clientLimits.maxPage)} pages of the history.`,
  firstPage: 'Go to the first page',
  posted: 'Posted',
  /** Before the day it ended: 'Closed Dec 3, 2026' / 'Expired Dec 3, 2026'. */
  outcomes: outcomeLabels,
  skillsOf: (title: string) => `Skills for ${title}`,
  untitled: 'Untitled job',
} as const;
