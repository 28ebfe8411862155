/** The admin's money and reports pages (spec document 2, section 2: /transactions, /reports in the Admin set). */
export const adminReportPaths = {
  transactions: '/transactions',
  reports: '/reports',
} as const;
