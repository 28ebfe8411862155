import { landing } from '@cloudexperts/domain';
import type { Blurb } from './content.ts';
import { capitalize } from './rotation.ts';

/** The hero's copy (spec document 1, sections 1, 2 and 9); the rest of the page's is in content.ts. */

export const heroCopy = {
  /** The headline before the typed word: "Hire vetted cloud Engineers". */
  headlineStart: 'Hire vetted cloud',
  /** What screen readers hear in place of the typed word: one stable headline. */
  headlineWord: 'experts',
  lead: `Vetted experts for AWS, Microsoft Azure, Google Cloud, Oracle, Salesforce and AI & machine learning work. Only the ${landing.stats.admittedPercent} of applicants are admitted.`,
  pause: 'Pause animations',
  play: 'Play animations',
} as const;

/** The hero's figures (spec document 1, section 9: "Stats: 2,293+ experts, 4.8 rating, top 1%"). */
export const heroStats: readonly Blurb[] = [
  { title: landing.stats.experts, text: 'cloud experts' },
  { title: String(landing.stats.averageRating), text: 'average rating' },
  { title: capitalize(landing.stats.admittedPercent), text: 'of applicants admitted' },
];

/** The three hero images, each with the caption that says what it shows. */
export const heroImages = ['architecture', 'profile', 'milestones'] as const;
export type HeroImage = (typeof heroImages)[number];

export const heroCaptions: Record<HeroImage, string> = {
  architecture: 'Design and run your cloud on AWS, Azure, Google Cloud or Oracle',
  profile: 'Hire reviewed experts with a public rating',
  milestones: 'Pay by milestone, only for approved work',
};
