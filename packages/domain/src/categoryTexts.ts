import { platformLabels, type platformOptions } from './constants.ts';
import { topExpertsLabels } from './topExpertsTexts.ts';

/**
 * The words of /category_page_description (spec document 1, section 2 and document 2, section 2 name
 * the route and show none of its content: these are ours). One category per platform value
 * (`platformOptions`); the page is `?category=<platform value>`. A module of its own, off the
 * landing page's first chunk (the landing links to the page by its path only).
 */

type Platform = (typeof platformOptions)[number];

/** What the page says of one category: a line for the list, then its description. */
export interface CategoryDescription {
  /** One sentence: the list of categories shows it under the name. */
  summary: string;
  /** The description's paragraphs. */
  paragraphs: readonly string[];
}

export const categoryDescriptions: Record<Platform, CategoryDescription> = {
  Microsoft: {
    summary: 'Architects, engineers and administrators who build and run workloads on Microsoft Azure.',
    paragraphs: [
      'Azure experts design landing zones and networks, move workloads from on-premises Windows and SQL Server estates, and run containers on AKS and serverless code on Azure Functions.',
      'Hire one for a migration, an identity and access review in Entra ID, a DevOps pipeline in Azure DevOps or GitHub Actions, or an assistant built on Azure OpenAI.',
    ],
  },
  Amazon: {
    summary: 'Solutions architects, DevOps and data engineers who build on Amazon Web Services.',
    paragraphs: [
      'AWS experts plan multi-account set-ups, build serverless back ends with Lambda and API Gateway, run Kubernetes on EKS and keep infrastructure in CloudFormation or Terraform.',
      'Hire one for a migration, a Well-Architected or cost review, a data platform on S3 and Redshift, or the security guardrails of a growing organisation.',
    ],
  },
  Google: {
    summary: 'Architects and data engineers who build on Google Cloud.',
    paragraphs: [
      'Google Cloud experts build data platforms on BigQuery and Pub/Sub, run services on Cloud Run and GKE, and ship mobile and web back ends on Firebase.',
      'Hire one for an analytics platform, a move from another cloud, a Kubernetes set-up or a review of what your Google Cloud bill pays for.',
    ],
  },
  'AI & Machine Learning': {
    summary: 'Machine learning engineers and data scientists who put models into production.',
    paragraphs: [
      'AI and machine learning experts train and serve models, build retrieval-augmented assistants on large language models, and set up the pipelines that keep models and data fresh.',
      'Hire one to take a prototype to production, to evaluate a model before it meets customers, or to build MLOps on SageMaker, Vertex AI or your own cluster.',
    ],
  },
  Oracle: {
    summary: 'Database administrators and architects for Oracle Database and Oracle Cloud Infrastructure.',
    paragraphs: [
      'Oracle experts administer and tune Oracle Database, write PL/SQL, set up Data Guard and backups, and design networks and compute on Oracle Cloud Infrastructure.',
      'Hire one for a move from on-premises Oracle to OCI or Autonomous Database, a performance investigation, or an upgrade planned around your downtime.',
    ],
  },
  Salesforce: {
    summary: 'Developers, administrators and architects for the Salesforce platform.',
    paragraphs: [
      'Salesforce experts set up Sales Cloud and Service Cloud, write Apex and Lightning Web Components, automate processes with Flow and connect Salesforce to the rest of your systems.',
      'Hire one for a new implementation, a data migration, an integration through MuleSoft or the APIs, or a clean-up of an org that grew without a plan.',
    ],
  },
};

/** The words around the categories. */
export const categoryPageLabels = {
  listTitle: 'Expert categories',
  listLead:
    'Every expert on the marketplace works on one platform first. Choose a category to see its skills and its best-rated experts.',
  /** The link of a category in the list. */
  explore: (platform: Platform) => `Explore ${platformLabels[platform]}`,
  /** A category's page heading. */
  title: (platform: Platform) => `${platformLabels[platform]} experts`,
  aboutTitle: 'About this category',
  actionsLabel: 'Find experts or work',
  findExperts: (platform: Platform) => `Find ${platformLabels[platform]} experts`,
  findWork: (platform: Platform) => `Find ${platformLabels[platform]} work`,
  skillsTitle: 'Skills',
  skillsLoading: 'Loading the skills…',
  skillsFailedTitle: 'The skills could not be loaded',
  skillsFailedMessage: topExpertsLabels.failedMessage,
  noSkills: 'No skills of this category are listed yet.',
  noExpertsTitle: 'No experts yet',
  noExpertsMessage: (platform: Platform) =>
    `No ${platformLabels[platform]} expert has been approved yet. Experts of every platform are on Find Experts.`,
  otherTitle: 'Other categories',
  notFoundTitle: 'Category not found',
  notFoundMessage: 'There is no expert category by that name.',
  allCategories: 'See every category',
} as const;
