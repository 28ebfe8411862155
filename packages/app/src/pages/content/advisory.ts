import type { AdvisoryPageId } from '../../site/paths.ts';
import { infoPaths, paths } from '../../site/paths.ts';
import { platformLabels, type Platform } from '../../site/platforms.ts';
import { facts } from './facts.ts';
import type { ContentHighlight, ContentPage, ContentSection } from './types.ts';

export interface AdvisoryContentPage extends ContentPage {
  /** The platform whose best-rated experts the page shows (`GET /contact_experts`); none for the startup programme. */
  platform?: Platform;
}

const figures: readonly ContentHighlight[] = [
  { value: facts.experts, label: 'vetted cloud experts' },
  { value: facts.averageRating, label: 'average client rating' },
  { value: facts.ratesFrom, label: 'rates start at' },
];

const engagement: ContentSection = {
  id: 'engagement',
  title: 'How an engagement works',
  steps: [
    {
      title: 'Intro call',
      text: `A free ${facts.introCall} with a coordinator to understand your goals, constraints and timeline.`,
    },
    { title: 'Shortlist', text: 'Within days you meet experts who have solved the same problem before.' },
    { title: 'First week', text: 'Start working together. If you are not happy after the first week, you do not pay.' },
    { title: 'Milestones', text: 'Fund each milestone in advance and release the money when you approve the work.' },
  ],
};

const pricing: ContentSection = {
  id: 'pricing',
  title: 'Pricing',
  points: [
    `Part-time: ${facts.partTime}.`,
    `Full-time: ${facts.fullTime}.`,
    `Flexible: ${facts.flexible}. Choose "Let's Chat" and we will shape a plan with you.`,
  ],
};

const findExperts = (platform: Platform) => ({
  label: `Find ${platformLabels[platform]} experts`,
  to: `${paths.findExperts}?platform=${encodeURIComponent(platform)}`,
});
const talkToUs = { label: 'Book an intro call', to: infoPaths.contactUs };

function platformPage(
  platform: Platform,
  page: Omit<AdvisoryContentPage, 'platform' | 'actions' | 'highlights' | 'sections'> & {
    services: readonly string[];
    faqs: NonNullable<ContentSection['faqs']>;
  },
): AdvisoryContentPage {
  return {
    platform,
    title: page.title,
    lead: page.lead,
    actions: [findExperts(platform), talkToUs],
    highlights: figures,
    sections: [
      { id: 'services', title: 'What our experts do', points: page.services },
      engagement,
      pricing,
      { id: 'questions', title: 'Questions', faqs: page.faqs },
    ],
  };
}

/** The advisory pages under /advisory-services/ (spec document 1, section 2). */
export const advisoryPages: Record<AdvisoryPageId, AdvisoryContentPage> = {
  aws: platformPage('Amazon', {
    title: 'AWS advisory services',
    lead: 'Architects and engineers who design, migrate and run workloads on Amazon Web Services, vetted before you meet them.',
    services: [
      'Multi-account landing zones with AWS Organizations, IAM guardrails and cost visibility.',
      'Migrations from data centres and other clouds to EC2, RDS, Aurora and EKS, with near-zero downtime.',
      'Serverless backends on Lambda, DynamoDB and Step Functions.',
      'Infrastructure as code with CloudFormation or Terraform, and CI/CD pipelines.',
      'Well-Architected reviews and cost optimisation.',
    ],
    faqs: [
      {
        question: 'Do your AWS experts hold certifications?',
        answer:
          'Many do, and their profiles list them. We vet for delivered work first: every expert has built on AWS for real clients.',
      },
      {
        question: 'Can an expert work inside our AWS accounts?',
        answer:
          'Yes, with the least access the work needs. Experts agree to use your credentials only for the agreed work and to hand access back at the end.',
      },
    ],
  }),

  azure: platformPage('Microsoft', {
    title: 'Microsoft Azure services',
    lead: 'Azure specialists for landing zones, networking, identity, DevOps and data, ready to join your team.',
    services: [
      'Azure landing zones and hub-and-spoke networks.',
      'Identity with Microsoft Entra ID (Azure Active Directory) and conditional access.',
      'Azure DevOps and GitHub pipelines with Bicep or Terraform.',
      'AKS, Functions and App Service for application teams.',
      'Azure OpenAI and data platforms on Azure SQL and Synapse.',
    ],
    faqs: [
      {
        question: 'Can you help with a Microsoft 365 tenant as well?',
        answer:
          'Our experts focus on Azure itself, but many handle the identity side shared with Microsoft 365. Mention it on your intro call.',
      },
      {
        question: 'Do you work with regulated industries?',
        answer:
          'Yes. Several of our Azure architects design for banks and fintechs; ask for that experience when you post the job.',
      },
    ],
  }),

  googleCloud: platformPage('Google', {
    title: 'Google Cloud services',
    lead: 'Google Cloud engineers for Kubernetes, data analytics and serverless, from first design to production.',
    services: [
      'GKE platforms and Cloud Run services.',
      'BigQuery data warehouses, Pub/Sub streaming and scheduled pipelines.',
      'Vertex AI model training, deployment and monitoring.',
      'Organisation structure, IAM and VPC design.',
      'Cost reviews and committed-use planning.',
    ],
    faqs: [
      {
        question: 'Can an expert migrate us from another cloud?',
        answer:
          'Yes. Tell us what you run today; we shortlist experts who have migrated the same kind of workload to Google Cloud.',
      },
      {
        question: 'Do you cover Firebase?',
        answer: 'Yes, Firebase is part of our Google Cloud skills list; filter the experts by it.',
      },
    ],
  }),

  oracle: platformPage('Oracle', {
    title: 'Oracle Cloud services',
    lead: 'Oracle database administrators and OCI architects for mission-critical systems.',
    services: [
      'Oracle Cloud Infrastructure tenancies: compartments, networking and cost controls.',
      'Oracle Database administration: RAC, Data Guard, patching and tuning.',
      'Autonomous Database adoption and migrations from on-premises.',
      'Oracle E-Business Suite upgrades and integrations.',
      'PL/SQL development and performance work.',
    ],
    faqs: [
      {
        question: 'Can we hire a DBA for on-call support?',
        answer: 'Yes. Agree the hours in a part-time or full-time plan; availability is on every expert profile.',
      },
      {
        question: 'Do you handle licensing questions?',
        answer:
          'Experts can advise on the technical side of licensing when moving to OCI; the contract with Oracle stays yours.',
      },
    ],
  }),

  salesforce: platformPage('Salesforce', {
    title: 'Salesforce advisory services',
    lead: 'Salesforce architects, developers and administrators who build orgs that scale with your business.',
    services: [
      'Sales Cloud and Service Cloud implementations.',
      'Apex services and Lightning Web Components with full test coverage.',
      'Flows and automation that replace brittle process builders.',
      'Integrations through MuleSoft and the Salesforce APIs.',
      'Org health checks, data model reviews and clean deployments.',
    ],
    faqs: [
      {
        question: 'Can an expert take over an existing org?',
        answer:
          'Yes. Most engagements start with a short review of the org, then a plan of milestones you approve one by one.',
      },
      {
        question: 'Do you provide Salesforce administrators too?',
        answer: 'Yes. Filter the experts by Salesforce and look for administrator titles, or ask us for a shortlist.',
      },
    ],
  }),

  startupPartnership: {
    title: 'Startup partnership',
    lead: 'A senior cloud team on demand for early-stage companies: the right expert for each stage, paid for as you go.',
    highlights: figures,
    actions: [
      { label: 'Find experts', to: paths.findExperts },
      { label: 'Book an intro call', to: infoPaths.contactUs },
    ],
    sections: [
      {
        id: 'what',
        title: 'What you get',
        points: [
          'An architect to design your first production platform on AWS, Azure or Google Cloud.',
          'Engineers for the build, from CI/CD to observability, without a long hiring round.',
          'Machine learning engineers to take a prototype model to production.',
          'Salesforce help when your sales team outgrows spreadsheets.',
        ],
      },
      engagement,
      {
        id: 'flexible',
        title: 'Built for changing plans',
        paragraphs: [
          `Start ${facts.flexible}, move to part-time or full-time as the work grows, and stop when you have hired your own team. Rates start at ${facts.ratesFrom}.`,
        ],
      },
    ],
  },
};
