import { contractAmountText, type StaffContractSummary } from '@cloudexperts/domain';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A day as the staff pages show it (UTC, so every staff member reads the same day). */
export const staffDay = (iso: string) => dayFormat.format(new Date(iso));
export const staffTime = (iso: string) => `${timeFormat.format(new Date(iso))} UTC`;

/** A contract's rate or price ('$90/hr', '$2,500'). */
export const staffAmount = (contract: Pick<StaffContractSummary, 'amount_cents' | 'job_pay_type'>) =>
  contractAmountText(contract.amount_cents, contract.job_pay_type);
