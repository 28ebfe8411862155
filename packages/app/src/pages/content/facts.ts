import { applicationLimits, landing, marketingClaims, roleLabels, serviceFee } from '@cloudexperts/domain';

const percent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;

/**
 * The product facts the written pages quote, all read from domain (spec document 1, section 1).
 */
export const facts = {
  experts: landing.stats.experts,
  averageRating: String(landing.stats.averageRating),
  admitted: landing.stats.admittedPercent,
  reviewPromise: applicationLimits.reviewPromise,
  newClientFee: percent(serviceFee.newClientRate),
  establishedFee: percent(serviceFee.establishedClientRate),
  feeThreshold: `$${(serviceFee.establishedAfterCents / 100).toLocaleString('en-US')}`,
  establishedShare: percent(1 - serviceFee.establishedClientRate),
  hireRole: roleLabels.projectManager,
  expertRole: roleLabels.freelancer,
  ...marketingClaims,
  supportEmail: 'support@cloudexperts.example',
} as const;
