import type { CodingTestOptionId, platformOptions } from '@cloudexperts/domain';

/**
 * The coding test's question bank (ours; spec document 1 names the test, not its questions): six
 * questions per platform of the application's step 2 and six general ones about cloud and platform
 * engineering. Multiple choice, one correct option each. The key never leaves the server.
 */
export interface BankQuestion {
  /** Stable name of the question, so a later migration can retire or reword it. */
  key: string;
  platform: (typeof platformOptions)[number] | null;
  prompt: string;
  options: readonly [string, string, string, string];
  correct: CodingTestOptionId;
}

export const codingTestQuestionBank: readonly BankQuestion[] = [
  // Microsoft Azure
  {
    key: 'azure-aks',
    platform: 'Microsoft',
    prompt: 'Which Azure service runs managed Kubernetes clusters?',
    options: ['Azure Kubernetes Service (AKS)', 'Azure Container Instances', 'Azure Batch', 'Azure Functions'],
    correct: 'a',
  },
  {
    key: 'azure-managed-identity',
    platform: 'Microsoft',
    prompt: 'What lets an Azure resource call other Azure services without a stored secret?',
    options: ['A shared access signature', 'A managed identity', 'A storage account key', 'A connection string'],
    correct: 'b',
  },
  {
    key: 'azure-resource-group',
    platform: 'Microsoft',
    prompt: 'Which Azure construct groups resources that share a lifecycle and access policy?',
    options: ['A management certificate', 'An availability set', 'A resource group', 'A virtual network'],
    correct: 'c',
  },
  {
    key: 'azure-key-vault',
    platform: 'Microsoft',
    prompt: "Where should an Azure application's secrets and certificates be kept?",
    options: ['Azure Monitor', 'Azure Blob Storage', 'App settings in source control', 'Azure Key Vault'],
    correct: 'd',
  },
  {
    key: 'azure-bicep',
    platform: 'Microsoft',
    prompt: "Which declarative language is Azure's own for infrastructure templates, compiling to ARM JSON?",
    options: ['Bicep', 'HCL', 'PowerShell DSC', 'Jinja'],
    correct: 'a',
  },
  {
    key: 'azure-app-gateway',
    platform: 'Microsoft',
    prompt: 'Which Azure service balances HTTP traffic at layer 7 and can include a web application firewall?',
    options: ['Azure Load Balancer', 'Azure Application Gateway', 'Azure ExpressRoute', 'Azure DNS'],
    correct: 'b',
  },
  // AWS
  {
    key: 'aws-s3-durability',
    platform: 'Amazon',
    prompt: 'Which AWS service stores objects with 99.999999999% designed durability?',
    options: ['Amazon EBS', 'Amazon S3', 'Amazon EFS', 'EC2 instance store'],
    correct: 'b',
  },
  {
    key: 'aws-instance-role',
    platform: 'Amazon',
    prompt: 'What lets an EC2 instance call AWS APIs without long-lived keys on the machine?',
    options: ['An IAM role in an instance profile', 'Access keys in user data', 'A security group rule', 'A key pair'],
    correct: 'a',
  },
  {
    key: 'aws-fargate',
    platform: 'Amazon',
    prompt: 'Which AWS service runs containers without managing servers or clusters of instances?',
    options: ['EC2 Auto Scaling', 'Elastic Beanstalk on EC2', 'AWS Fargate', 'Amazon Lightsail'],
    correct: 'c',
  },
  {
    key: 'aws-nat-gateway',
    platform: 'Amazon',
    prompt: 'Instances in a private subnet reach the internet for updates through which component?',
    options: [
      'An internet gateway attached to the subnet',
      'A VPC peering connection',
      'An egress rule of a security group',
      'A NAT gateway in a public subnet',
    ],
    correct: 'd',
  },
  {
    key: 'aws-rds-multi-az',
    platform: 'Amazon',
    prompt: 'Which RDS feature keeps a synchronous standby in another Availability Zone?',
    options: ['Read replicas', 'Multi-AZ deployment', 'Automated snapshots', 'Performance Insights'],
    correct: 'b',
  },
  {
    key: 'aws-lambda-timeout',
    platform: 'Amazon',
    prompt: 'What is the longest a single AWS Lambda invocation can run?',
    options: ['5 minutes', '1 hour', '15 minutes', 'Without limit'],
    correct: 'c',
  },
  // Google Cloud
  {
    key: 'gcp-cloud-run',
    platform: 'Google',
    prompt: 'Which Google Cloud service runs stateless containers that scale to zero, with no cluster to manage?',
    options: ['Cloud Run', 'Compute Engine', 'GKE Standard', 'Dataproc'],
    correct: 'a',
  },
  {
    key: 'gcp-bigquery',
    platform: 'Google',
    prompt: "What is Google Cloud's serverless data warehouse for SQL analytics?",
    options: ['Cloud SQL', 'Bigtable', 'BigQuery', 'Firestore'],
    correct: 'c',
  },
  {
    key: 'gcp-workload-identity',
    platform: 'Google',
    prompt: 'How should a workload on GKE act as a Google service account?',
    options: [
      'Mount a service account key file',
      'Workload Identity Federation for GKE',
      "Use the node's default service account for every pod",
      'An API key in an environment variable',
    ],
    correct: 'b',
  },
  {
    key: 'gcp-hierarchy',
    platform: 'Google',
    prompt: 'Which resource sits at the top of the Google Cloud resource hierarchy?',
    options: ['A project', 'A folder', 'A billing account', 'An organization'],
    correct: 'd',
  },
  {
    key: 'gcp-spanner',
    platform: 'Google',
    prompt: 'Which Google Cloud database is relational, strongly consistent and spans regions?',
    options: ['Spanner', 'Cloud SQL for MySQL', 'Memorystore', 'Bigtable'],
    correct: 'a',
  },
  {
    key: 'gcp-pubsub',
    platform: 'Google',
    prompt: 'Which Google Cloud service carries asynchronous messages between services?',
    options: ['Cloud Storage', 'Cloud CDN', 'Pub/Sub', 'Cloud Armor'],
    correct: 'c',
  },
  // AI & Machine Learning
  {
    key: 'ml-overfitting',
    platform: 'AI & Machine Learning',
    prompt: 'What is overfitting?',
    options: [
      'The model does well on its training data and poorly on new data',
      'The model is too simple to learn the pattern',
      'Training takes too long',
      'Some labels are missing',
    ],
    correct: 'a',
  },
  {
    key: 'ml-imbalanced-metric',
    platform: 'AI & Machine Learning',
    prompt: 'Which metric says more than accuracy about a classifier on heavily imbalanced classes?',
    options: ['Mean squared error', 'F1 score', 'R-squared', 'Perplexity'],
    correct: 'b',
  },
  {
    key: 'ml-validation-set',
    platform: 'AI & Machine Learning',
    prompt: 'Why keep a validation set apart from the training data?',
    options: [
      'To train faster',
      'To make the model smaller',
      'To tune hyperparameters on data the model did not learn from',
      'To add features',
    ],
    correct: 'c',
  },
  {
    key: 'ml-rag',
    platform: 'AI & Machine Learning',
    prompt: 'In retrieval-augmented generation, what is retrieved?',
    options: [
      'Model weights',
      'Gradient updates',
      'GPU kernels',
      'Documents relevant to the query, given to the model as context',
    ],
    correct: 'd',
  },
  {
    key: 'ml-embedding',
    platform: 'AI & Machine Learning',
    prompt: 'What is an embedding?',
    options: [
      'A dense vector that captures the meaning of an item',
      'A compressed model file',
      'An activation function',
      'A learning-rate schedule',
    ],
    correct: 'a',
  },
  {
    key: 'ml-drift',
    platform: 'AI & Machine Learning',
    prompt: "Which practice catches a deployed model's quality dropping over time?",
    options: [
      'Doubling the learning rate',
      'Monitoring data and prediction drift',
      'Removing the validation set',
      'Training on the test set',
    ],
    correct: 'b',
  },
  // Oracle
  {
    key: 'oci-compartment',
    platform: 'Oracle',
    prompt: 'In Oracle Cloud Infrastructure, which construct organises resources for access control?',
    options: ['A compartment', 'A region', 'A fault domain', 'A bucket'],
    correct: 'a',
  },
  {
    key: 'oracle-flashback',
    platform: 'Oracle',
    prompt: 'Which Oracle Database feature queries data as it was at an earlier time?',
    options: ['Data Guard', 'Flashback Query', 'RMAN', 'Partitioning'],
    correct: 'b',
  },
  {
    key: 'oracle-data-guard',
    platform: 'Oracle',
    prompt: 'What does Oracle Data Guard provide?',
    options: ['Column encryption', 'Optimizer hints', 'Standby databases for disaster recovery', 'Connection pooling'],
    correct: 'c',
  },
  {
    key: 'oci-autonomous',
    platform: 'Oracle',
    prompt: "Which OCI service is Oracle's self-tuning, self-patching managed database?",
    options: ['OCI Object Storage', 'OCI Functions', 'OCI Streaming', 'Autonomous Database'],
    correct: 'd',
  },
  {
    key: 'oci-vcn',
    platform: 'Oracle',
    prompt: "What is OCI's private network for a tenancy's resources called?",
    options: ['A Virtual Cloud Network (VCN)', 'A vault', 'A dynamic group', 'A bucket'],
    correct: 'a',
  },
  {
    key: 'oci-policies',
    platform: 'Oracle',
    prompt: 'How is access granted in OCI IAM?',
    options: [
      'Security lists only',
      'Instance metadata',
      'Policy statements attached to a compartment or the tenancy',
      'Pre-authenticated requests',
    ],
    correct: 'c',
  },
  // Salesforce
  {
    key: 'sf-governor-limits',
    platform: 'Salesforce',
    prompt: 'What caps the resources one Apex transaction may use?',
    options: ['Governor limits', 'Sharing rules', 'Field-level security', 'Page layouts'],
    correct: 'a',
  },
  {
    key: 'sf-flow',
    platform: 'Salesforce',
    prompt: 'Which tool does Salesforce recommend for new record-triggered declarative automation?',
    options: ['Workflow Rules', 'Flow', 'Process Builder', 'S-Controls'],
    correct: 'b',
  },
  {
    key: 'sf-cli',
    platform: 'Salesforce',
    prompt: 'Which tool moves metadata between orgs as source under version control?',
    options: ['Data Loader', 'Report Builder', 'Salesforce CLI with source format', 'Chatter'],
    correct: 'c',
  },
  {
    key: 'sf-sharing',
    platform: 'Salesforce',
    prompt: 'Which settings open records to users beyond the org-wide defaults?',
    options: ['Page layouts', 'Record types', 'Validation rules', 'Sharing rules and the role hierarchy'],
    correct: 'd',
  },
  {
    key: 'sf-coverage',
    platform: 'Salesforce',
    prompt: 'How much Apex test coverage does a deployment to production need?',
    options: ['75%', '50%', '100%', 'None'],
    correct: 'a',
  },
  {
    key: 'sf-bulk-api',
    platform: 'Salesforce',
    prompt: 'Which API suits loading millions of records asynchronously?',
    options: ['REST API, one record a call', 'Bulk API', 'Streaming API', 'Metadata API'],
    correct: 'b',
  },
  // General cloud and platform engineering
  {
    key: 'general-iac',
    platform: null,
    prompt: 'What does infrastructure as code give a team above all?',
    options: [
      'Reviewable, repeatable changes to infrastructure',
      'Lower cloud prices',
      'No need for monitoring',
      'Faster processors',
    ],
    correct: 'a',
  },
  {
    key: 'general-blue-green',
    platform: null,
    prompt: 'A blue-green deployment mainly reduces which risk?',
    options: [
      'Data loss in backups',
      'Downtime and slow rollback during a release',
      'Credential leaks',
      'Cost overruns',
    ],
    correct: 'b',
  },
  {
    key: 'general-least-privilege',
    platform: null,
    prompt: 'Which principle grants each identity only the permissions its work needs?',
    options: ['Defence in depth', 'Separation of duties', 'Network segmentation', 'Least privilege'],
    correct: 'd',
  },
  {
    key: 'general-slo-budget',
    platform: null,
    prompt: 'An availability objective of 99.9% over 30 days allows roughly how much downtime?',
    options: ['43 minutes', '4 minutes', '7 hours', '1 day'],
    correct: 'a',
  },
  {
    key: 'general-latest-tag',
    platform: null,
    prompt: 'Why is deploying container images by the tag latest risky?',
    options: [
      'Pulls are slower',
      'Images get larger',
      'The tag moves, so a deployment cannot be reproduced or rolled back reliably',
      'Containers cannot start',
    ],
    correct: 'c',
  },
  {
    key: 'general-region-failure',
    platform: null,
    prompt: 'What lets a service recover when its whole cloud region fails?',
    options: [
      'Bigger instances in that region',
      'Tested failover to another region with replicated data',
      'Turning off autoscaling',
      'Keeping logs longer',
    ],
    correct: 'b',
  },
];
