/**
 * Reference data of the public catalogue: the roles of cloud experts (roles popup) and the
 * technology skills (skills popup, skill tags). Platform values are spec document 1, section 9's.
 */
export const techRoleNames = [
  'Cloud Architect',
  'Solutions Architect',
  'DevOps Engineer',
  'Site Reliability Engineer',
  'Cloud Security Engineer',
  'Data Engineer',
  'Machine Learning Engineer',
  'Salesforce Developer',
  'Salesforce Administrator',
  'Oracle Database Administrator',
  'Cloud Network Engineer',
  'Platform Engineer',
] as const;

type Platform = 'Microsoft' | 'Amazon' | 'Google' | 'AI & Machine Learning' | 'Oracle' | 'Salesforce';

export const skillsByPlatform: Record<Platform, readonly string[]> = {
  Amazon: [
    'AWS Lambda',
    'Amazon EC2',
    'Amazon S3',
    'Amazon RDS',
    'Amazon EKS',
    'AWS CloudFormation',
    'Amazon DynamoDB',
    'AWS IAM',
  ],
  Microsoft: [
    'Azure Functions',
    'Azure Kubernetes Service',
    'Azure DevOps',
    'Azure SQL Database',
    'Azure Active Directory',
    'Azure Bicep',
  ],
  Google: ['Google Kubernetes Engine', 'BigQuery', 'Cloud Run', 'Cloud Functions', 'Firebase', 'Pub/Sub'],
  'AI & Machine Learning': [
    'Python',
    'PyTorch',
    'TensorFlow',
    'Amazon SageMaker',
    'Vertex AI',
    'Azure OpenAI',
    'LangChain',
    'MLOps',
  ],
  Oracle: [
    'Oracle Cloud Infrastructure',
    'Oracle Database',
    'Oracle Autonomous Database',
    'PL/SQL',
    'Oracle E-Business Suite',
  ],
  Salesforce: ['Apex', 'Lightning Web Components', 'Salesforce Flow', 'Sales Cloud', 'Service Cloud', 'MuleSoft'],
};

/** Skills that belong to no one platform. */
export const crossPlatformSkills = [
  'Terraform',
  'Kubernetes',
  'Docker',
  'Ansible',
  'GitHub Actions',
  'PostgreSQL',
  'Linux',
  'TypeScript',
  'Go',
] as const;

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
