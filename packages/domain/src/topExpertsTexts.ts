import { platformLabels, type platformOptions } from './constants.ts';

type Platform = (typeof platformOptions)[number];

/**
 * A platform's best-rated experts (`GET /contact_experts`), on the category and advisory pages. A
 * module of its own: the two pages share its chunk, and nothing else.
 */
export const topExpertsLabels = {
  title: (platform: Platform) => `Top ${platformLabels[platform]} experts`,
  loading: (platform: Platform) => `Loading the top ${platformLabels[platform]} experts…`,
  failedTitle: 'The experts could not be loaded',
  failedMessage: 'Check your connection and try again.',
} as const;

/** How many top experts `GET /contact_experts` answers (a manager's view asks the signed-in search for as many). */
export const TOP_EXPERTS_COUNT = 6;
