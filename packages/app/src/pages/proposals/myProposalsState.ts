import { myProposalsTabs } from '@cloudexperts/domain';

export type MyProposalsTab = (typeof myProposalsTabs)[number];

/** The tab and page of /my-proposals, read from the query (`?tab=withdrawn&page=2`); anything else is the first. */
export function myProposalsStateOf(params: URLSearchParams): { tab: MyProposalsTab; page: number } {
  const tab = myProposalsTabs.find((candidate) => candidate === params.get('tab')) ?? myProposalsTabs[0];
  const typed = params.get('page') ?? '';
  const page = /^\d{1,4}$/.test(typed) ? Math.max(1, Number(typed)) : 1;
  return { tab, page };
}

/** The query of a tab and page (the defaults left out). */
export function myProposalsQuery(tab: MyProposalsTab, page: number): string {
  const query = new URLSearchParams();
  if (tab !== myProposalsTabs[0]) query.set('tab', tab);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
