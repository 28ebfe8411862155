import {
  applicationLimits,
  landing,
  landingLabels,
  marketingClaims,
  platformOptions,
  productName,
} from '@cloudexperts/domain';
import { infoPaths } from '../../site/paths.ts';
import { platformLabels, type Platform } from '../../site/platforms.ts';
import { capitalize } from './rotation.ts';

/**
 * The landing page's copy (spec document 1, sections 1 and 2). The spec's own words and numbers
 * come from domain; the sentences around them are ours.
 */

/** A titled piece of copy: a step, a reason, an engagement, a plan. */
export interface Blurb {
  title: string;
  text: string;
}

const { howItWorks, engagements, pricing, claims } = landingLabels;

/** One slide of the expert-category carousel: a platform and what its experts do. */
export interface Category {
  platform: Platform;
  name: string;
  text: string;
  skills: readonly string[];
}

const categoryCopy: Record<Platform, Omit<Category, 'platform' | 'name'>> = {
  Microsoft: {
    text: 'Landing zones, AKS clusters, Entra ID and Azure OpenAI, set up by certified Azure architects and engineers.',
    skills: ['Azure Kubernetes Service', 'Azure DevOps', 'Azure Functions', 'Azure OpenAI'],
  },
  Amazon: {
    text: 'Migrations, serverless back ends, EKS and cost reviews by AWS solutions architects and DevOps engineers.',
    skills: ['Amazon EC2', 'AWS Lambda', 'Amazon EKS', 'AWS CloudFormation'],
  },
  Google: {
    text: 'Data platforms on BigQuery, services on Cloud Run and GKE, built by Google Cloud architects and data engineers.',
    skills: ['BigQuery', 'Cloud Run', 'Google Kubernetes Engine', 'Firebase'],
  },
  'AI & Machine Learning': {
    text: 'Models in production, retrieval-augmented assistants and ML pipelines, from specialists who have shipped them.',
    skills: ['Vertex AI', 'Amazon SageMaker', 'LangChain', 'Azure OpenAI'],
  },
  Oracle: {
    text: 'Oracle Database administration, OCI architecture and moves from on-premises Oracle to the cloud.',
    skills: ['Oracle Database', 'OCI', 'PL/SQL', 'Data Guard'],
  },
  Salesforce: {
    text: 'Sales Cloud and Service Cloud set-ups, Apex and Lightning Web Components, data migrations and integrations.',
    skills: ['Apex', 'Lightning Web Components', 'Sales Cloud', 'Service Cloud'],
  },
};

/** The six platforms, in the spec's order (document 1, section 9). */
export const categories: readonly Category[] = platformOptions.map((platform) => ({
  platform,
  name: platformLabels[platform],
  ...categoryCopy[platform],
}));

const clientTexts = [
  'Describe the work, the platform and the skills you need, and choose an hourly rate or a fixed price.',
  'Review proposals, interview the experts you like and hire the one who fits, with milestones agreed in a contract.',
  'Fund each milestone up front. The money is released only when you approve the delivered work.',
] as const;

const expertTexts = [
  `Build your profile: platform, skills, hourly rate, availability and experience. We review it within ${applicationLimits.reviewPromise}.`,
  'Send proposals, accept invitations and interviews, and start work as soon as you accept an offer.',
  'Request payment for each milestone you deliver and withdraw through Payoneer, Skrill, PayPal or a U.S. bank.',
] as const;

const zipSteps = (titles: readonly string[], texts: readonly string[]): Blurb[] =>
  titles.map((title, index) => ({ title, text: texts[index] ?? '' }));

/** The two views of the How it Works toggle (spec document 1, section 2). */
export const howItWorksViews = {
  client: {
    label: howItWorks.client,
    steps: zipSteps(howItWorks.clientSteps, clientTexts),
    more: { label: 'How hiring works', to: infoPaths.howItWorks },
  },
  expert: {
    label: howItWorks.expert,
    steps: zipSteps(howItWorks.expertSteps, expertTexts),
    more: { label: 'How working as an expert works', to: infoPaths.howItWorksFreelancer },
  },
} as const;
export type HowItWorksView = keyof typeof howItWorksViews;

/** The why-choose list: the marketing claims of spec document 1, section 1. */
export const reasons: readonly Blurb[] = [
  {
    title: `Only the ${landing.stats.admittedPercent} of applicants`,
    text: `Every one of our ${landing.stats.experts} cloud experts passed a profile review and a coding test. Clients rate them ${landing.stats.averageRating} on average.`,
  },
  {
    title: claims.architectWithinDays,
    text: 'Tell us what you need and meet a short list of matched experts, instead of sorting through hundreds of bids.',
  },
  {
    title: `Rates from ${marketingClaims.ratesFrom}`,
    text: 'Hourly or fixed price, agreed before any work starts.',
  },
  {
    title: claims.payIfHappy,
    text: 'If the first week does not work out, you do not pay for it.',
  },
  {
    title: `A ${marketingClaims.introCall}`,
    text: 'Talk your project through with us before you hire anyone.',
  },
  {
    title: capitalize(marketingClaims.support),
    text: 'A person answers whenever your project needs help.',
  },
];

/** The Short-Term / Full-Term / Recurring Project section. */
export const engagementTypes: readonly Blurb[] = [
  {
    title: engagements.shortTerm,
    text: 'A defined piece of work: a migration, a security review, a proof of concept. Fixed price or hourly, paid by milestone.',
  },
  {
    title: engagements.fullTerm,
    text: 'An expert who works as part of your team, part-time or full-time, for as long as the project runs.',
  },
  {
    title: engagements.recurring,
    text: 'Work that comes back every month: platform upkeep, release cycles, Salesforce administration, cost reviews.',
  },
];

/** The pricing blurbs (spec document 1, section 1). */
export const plans = {
  partTime: {
    title: pricing.partTime,
    price: capitalize(marketingClaims.partTime),
    text: "Steady progress with half of an expert's week.",
  },
  fullTime: {
    title: pricing.fullTime,
    price: capitalize(marketingClaims.fullTime),
    text: 'A dedicated expert on your team.',
  },
  flexible: {
    title: pricing.flexible,
    price: capitalize(marketingClaims.flexible),
    text: 'Only need a few hours? Tell us and we will shape a plan around them.',
  },
} as const;

/** The book-a-call section's promises beside the form. */
export const callPromises: readonly string[] = [
  capitalize(marketingClaims.introCall),
  claims.payIfHappy,
  capitalize(marketingClaims.support),
];

export const sectionTitles = {
  categories: 'Explore experts by platform',
  featured: 'Featured cloud architects',
  reasons: `Why choose ${productName}`,
  engagements: `${engagements.shortTerm}, ${engagements.fullTerm} or ${engagements.recurring}`,
  pricing: 'Pricing',
  chat: 'Ready to meet your expert?',
} as const;
