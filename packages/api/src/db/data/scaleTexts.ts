import type { platformOptions } from '@cloudexperts/domain';

/**
 * The words the scale seed (`pnpm seed:scale`, db/seedScale.ts) composes jobs and profiles from:
 * templates with `{placeholders}`, filled with a platform's label, its skills and the picks below.
 * Several pools per part, so 50,000 jobs read like many clients wrote them.
 */
type Platform = (typeof platformOptions)[number];

/** How a client names the platform in prose (the stored value is the platform option itself). */
export const platformProse: Record<Platform, readonly string[]> = {
  Amazon: ['AWS', 'Amazon Web Services', 'our AWS account'],
  Microsoft: ['Azure', 'Microsoft Azure', 'our Azure subscription'],
  Google: ['Google Cloud', 'GCP', 'our Google Cloud project'],
  'AI & Machine Learning': ['our machine learning stack', 'our AI platform', 'our data science setup'],
  Oracle: ['Oracle Cloud', 'OCI', 'our Oracle estate'],
  Salesforce: ['Salesforce', 'our Salesforce org', 'the Salesforce platform'],
};

/** Short labels for titles. */
export const platformTitleLabel: Record<Platform, string> = {
  Amazon: 'AWS',
  Microsoft: 'Azure',
  Google: 'Google Cloud',
  'AI & Machine Learning': 'AI/ML',
  Oracle: 'Oracle',
  Salesforce: 'Salesforce',
};

/** What a client wants done, per platform (lower-case verb phrases: "we need someone to ..."). */
export const platformTasks: Record<Platform, readonly string[]> = {
  Amazon: [
    'migrate our on-premise workloads to AWS',
    'build a serverless API on AWS Lambda',
    'set up a multi-account landing zone',
    'cut our monthly AWS bill',
    'harden IAM policies before a SOC 2 audit',
    'move our PostgreSQL databases to Amazon RDS',
    'run our containers on Amazon EKS',
    'rebuild our CloudFormation stacks as reusable modules',
    'design a backup and disaster recovery plan on S3',
  ],
  Microsoft: [
    'migrate our .NET applications to Azure',
    'set up Azure DevOps pipelines for twelve services',
    'design an Azure landing zone',
    'move our identity to Azure Active Directory',
    'run our containers on Azure Kubernetes Service',
    'rewrite our ARM templates in Bicep',
    'tune our Azure SQL Database for a growing workload',
    'build event-driven jobs with Azure Functions',
  ],
  Google: [
    'build a BigQuery data warehouse',
    'move our services to Cloud Run',
    'set up production GKE clusters',
    'stream order events through Pub/Sub',
    'ship the backend of a Firebase mobile app',
    'replace our cron servers with Cloud Functions',
    'organise our Google Cloud projects, folders and billing',
  ],
  'AI & Machine Learning': [
    'fine-tune a language model on our support tickets',
    'build a retrieval-augmented chatbot over our documentation',
    'put our trained models into production',
    'set up an MLOps pipeline with model monitoring',
    'forecast weekly demand from three years of sales data',
    'classify incoming documents with a vision model',
    'evaluate and reduce the cost of our LLM features',
  ],
  Oracle: [
    'upgrade our Oracle Database to the latest release',
    'move our Oracle workloads to OCI',
    'tune slow PL/SQL packages in our billing system',
    'support and patch our E-Business Suite',
    'set up Autonomous Database for reporting',
    'plan a zero-downtime database migration',
  ],
  Salesforce: [
    'customise Sales Cloud for a growing sales team',
    'automate approvals with Salesforce Flow',
    'build Lightning Web Components for our partner portal',
    'integrate Salesforce with our ERP through MuleSoft',
    'clean up the case routing of our Service Cloud',
    'migrate old workflow rules and process builders to Flow',
    'write Apex triggers and tests for our order process',
  ],
};

/** Job titles: `{task}` starts lower-case and is capitalised where it opens the title. */
export const jobTitleTemplates: readonly string[] = [
  '{Task}',
  '{label} expert to {task}',
  'Need {a:skill1} specialist to {task}',
  '{skill1} and {skill2} engineer for {a:industry} company',
  'Senior {skill1} consultant ({label})',
  '{label} {role} for {a:weeks}-week project',
  'Part-time {role}: {skill1}, {skill2}',
  'Help us {task}',
  'Fix and harden our {skill1} setup',
  '{role} with {skill1} experience',
  'Short {label} engagement: {task}',
  '{skill1} review and roadmap for our {industry} platform',
];

/** Endings a title may get (filled like the title). */
export const jobTitleSuffixes: readonly string[] = [
  ' (remote)',
  ' for {a:industry} startup',
  ' - {weeks}-week contract',
  ', start next week',
  ' (long-term)',
  ' for our {industry} team',
  ' - {hours} h/week',
];

export const roles: readonly string[] = [
  'Cloud Architect',
  'DevOps Engineer',
  'Platform Engineer',
  'Site Reliability Engineer',
  'Solutions Architect',
  'Cloud Engineer',
  'Consultant',
  'Developer',
  'Data Engineer',
];

export const industries: readonly string[] = [
  'fintech',
  'healthcare',
  'logistics',
  'e-commerce',
  'insurance',
  'media',
  'education',
  'travel',
  'real estate',
  'gaming',
  'manufacturing',
  'non-profit',
  'legal tech',
  'energy',
];

export const companySizes: readonly string[] = [
  'five-person',
  'twelve-person',
  '30-person',
  'mid-sized',
  '200-person',
  'bootstrapped',
  'venture-backed',
  'family-owned',
];

export const timeZones: readonly string[] = [
  'Central European Time',
  'US Eastern time',
  'US Pacific time',
  'India Standard Time',
  'Australian Eastern time',
  'UK hours',
  'Brazil time',
  'Singapore time',
];

/** A job's opening: who the client is. */
export const jobIntroTemplates: readonly string[] = [
  'We are {a:size} {industry} company and most of our product runs on {prose}.',
  'Our {industry} startup has grown quickly and {prose} has grown with it, not always tidily.',
  'I run engineering at {a:size} {industry} business with a small in-house team.',
  'We build software for the {industry} sector and host everything on {prose}.',
  'Our team of {team} developers ships every day, but nobody here specialises in {label}.',
  'We are an agency delivering {industry} projects for clients across three continents.',
];

/** The goal sentence. */
export const jobGoalTemplates: readonly string[] = [
  'We need someone to {task}.',
  'The goal of this project is to {task}.',
  'We are looking for an experienced freelancer to {task}.',
  'You would {task}, working with our lead developer.',
  'This engagement is about one thing: to {task}.',
];

/** Sentences about the skills the job lists. */
export const jobSkillTemplates: readonly string[] = [
  'You will work mainly with {skill1} and {skill2}.',
  'Hands-on experience with {skills} is a must.',
  'Please show us production work with {skill1}; {skill2} is a plus.',
  'Our stack today: {skills}.',
  'Deep knowledge of {skill1} matters more to us than certificates.',
  'Expect to spend most of the time in {skill2}, with some {skill1} along the way.',
];

/** What the client expects at the end. */
export const jobDeliverableTemplates: readonly string[] = [
  'We expect infrastructure as code, a short runbook and a handover call.',
  'Deliverables: a written design, the implementation and documentation our team can maintain.',
  'At the end we want a knowledge-transfer session recorded for the team.',
  'Everything should be reviewed through pull requests in our repository.',
  'A weekly written update is enough; we do not need daily meetings.',
];

/** Practicalities. */
export const jobLogisticsTemplates: readonly string[] = [
  'The work should take about {weeks} weeks at {hours} hours a week.',
  'Please overlap at least four hours with {timezone}.',
  'Tell us about a similar project you delivered when you apply.',
  'We can start as soon as next week and may extend the contract.',
  'Budget is flexible for the right person; quality matters most.',
  'Applications that mention {skill1} in the first line will be read first.',
];

/** Profile titles besides the sample experts' own. */
export const profileTitleTemplates: readonly string[] = [
  '{label} {role}',
  '{skill1} Specialist',
  'Senior {skill1} Engineer',
  '{role} ({label})',
  'Freelance {label} Consultant',
];

/**
 * A profile's About Me: an opening, a piece of experience and a way of working. `{task}` is a
 * client's task told by the freelancer (db/seedScale.ts turns "our" into "their").
 */
export const aboutIntroTemplates: readonly string[] = [
  'I am {a:title} with {experience} of hands-on work on {label}.',
  'For {experience} I have helped {industry} teams get the most out of {label}.',
  'I am an independent {title} who enjoys untangling messy {label} setups.',
];

export const aboutWorkTemplates: readonly string[] = [
  'Recently I used {skill1} and {skill2} to {task} for {a:industry} client.',
  'My last engagement was to {task}, built with {skills}.',
  'Clients usually hire me to {task}.',
];

export const aboutStyleTemplates: readonly string[] = [
  'I write everything down, so your team keeps the knowledge after I leave.',
  'I prefer small, reviewed changes over big-bang rewrites.',
  'Expect clear estimates, weekly demos and no surprises on the invoice.',
  '',
];

/** "a" or "an" before a word (as said: "an AWS architect", "an 8-week project", "a UK team"). */
export function article(word: string): 'a' | 'an' {
  return /^(?:[aeio]|8|11-|18-|MLOps|LLM|ML\b|RDS|SQL|S3)/i.test(word) ? 'an' : 'a';
}

/**
 * Fills `{name}` placeholders; `{Name}` takes the value with its first letter upper-cased and
 * `{a:name}` puts "a" or "an" before it.
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(a:)?(\w+)\}/g, (whole, withArticle: string | undefined, key: string) => {
    const value = values[key] ?? values[key.charAt(0).toLowerCase() + key.slice(1)];
    if (value === undefined) throw new Error(`No value for ${whole} in "${template}"`);
    const shown =
      key.charAt(0) === key.charAt(0).toUpperCase() ? value.charAt(0).toUpperCase() + value.slice(1) : value;
    return withArticle ? `${article(shown)} ${shown}` : shown;
  });
}
