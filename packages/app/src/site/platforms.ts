import type { platformOptions } from '@cloudexperts/domain';

export type Platform = (typeof platformOptions)[number];

/** How the site names each platform value (the application wizard's tile names, spec document 1, section 2). */
export const platformLabels: Record<Platform, string> = {
  Microsoft: 'Microsoft Azure',
  Amazon: 'AWS',
  Google: 'Google Cloud',
  'AI & Machine Learning': 'AI & Machine Learning',
  Oracle: 'Oracle',
  Salesforce: 'Salesforce',
};
