import { contractTabs, type ContractTab } from '@cloudexperts/domain';

/** The tab a path segment or query names, if it is one. */
export const contractTabOf = (value: string | null | undefined): ContractTab | undefined =>
  contractTabs.find((tab) => tab === value);
