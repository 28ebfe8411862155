import { aiComposerPhrases, aiLimits, applicationLimits } from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import {
  AiUnavailableError,
  composeAboutMe,
  composeResumeSummary,
  createOpenAiWriter,
  findRole,
  findSkills,
  findYears,
  pointToSentence,
  splitPoints,
} from './ai.ts';

describe('splitPoints', () => {
  it('takes one point per line, bullet or semicolon, without markers or closing punctuation', () => {
    expect(splitPoints('- one.\n* two;three\n• four\n1. five\n2) six!\n\n  -  \n a) seven')).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
    ]);
    expect(splitPoints('AWS   and\tGCP')).toEqual(['AWS and GCP']);
    expect(splitPoints(' \n - \n ... ')).toEqual([]);
  });
});

describe('pointToSentence', () => {
  it.each([
    ['I love Terraform', 'I love Terraform.'],
    ['my focus is cost', 'My focus is cost.'],
    ['10+ years on Azure', 'I have 10+ years on Azure.'],
    ['Migrated 40 services', 'I migrated 40 services.'],
    ['Built data lakes', 'I built data lakes.'],
    ['Design VPC networks', 'I design VPC networks.'],
    ['Automating releases', 'I specialise in automating releases.'],
    ['AWS Certified Developer', 'I am an AWS Certified Developer.'],
    ['Google Cloud certification', 'I hold Google Cloud certification.'],
    ['Kubernetes and Helm', 'My strengths include Kubernetes and Helm.'],
  ])('%s → %s', (point, expected) => {
    expect(pointToSentence(point)).toBe(expected);
  });

  it('keeps acronyms and inner capitals of a leading word', () => {
    expect(pointToSentence('Deployed AWS Lambda')).toBe('I deployed AWS Lambda.');
    expect(pointToSentence('DevOps mentoring')).toBe('My strengths include DevOps mentoring.');
  });
});

describe('composeAboutMe', () => {
  it('joins the points into first-person sentences, each once', () => {
    expect(composeAboutMe('- Led a team of 5\n- Led a team of 5\n- Terraform')).toBe(
      'I led a team of 5. My strengths include Terraform.',
    );
  });

  it('is never under the minimum when the input has substance, nor over the display cap', () => {
    const short = composeAboutMe('AWS');
    expect(short).toBe(`My strengths include AWS. ${aiComposerPhrases.closing}`);
    expect(short.length).toBeGreaterThanOrEqual(applicationLimits.aboutMeMinLength);
    const long = composeAboutMe('word '.repeat(400));
    expect(long.length).toBeLessThanOrEqual(applicationLimits.aboutMeSuggestedMaxLength);
    expect(long.endsWith('word.')).toBe(true);
  });
});

describe('findSkills', () => {
  const known = ['Java', 'JavaScript', 'C#', 'Node.js', 'AWS', 'AWS Lambda', 'CI/CD', 'Go', ' '];

  it('finds whole names only, case-insensitively, written as the catalogue writes them, in order', () => {
    expect(findSkills('javascript and node.js; then c# and aws lambda. ci/cd', known)).toEqual([
      'JavaScript',
      'Node.js',
      'C#',
      'AWS Lambda',
      'AWS',
      'CI/CD',
    ]);
    expect(findSkills('Going to Google', known)).toEqual([]);
    expect(findSkills('Java, then JAVA again', ['Java', 'java'])).toEqual(['Java']);
  });

  it('suggests at most the cap', () => {
    const many = Array.from({ length: 50 }, (_, index) => `skill${String(index)}`);
    expect(findSkills(many.join(' '), many)).toHaveLength(aiLimits.maxSuggestedSkills);
  });
});

describe('the resume summary', () => {
  it('finds the title near the top, and the years stated', () => {
    expect(findRole(['Ada Lovelace', 'SENIOR CLOUD ARCHITECT', 'Lead of nothing'])).toBe('Senior Cloud Architect');
    expect(findRole(['Ada', 'Title: Site Reliability Engineer, London'])).toBe('Site Reliability Engineer');
    expect(findRole(['Ada', 'Cooking'])).toBeUndefined();
    expect(findYears('5 years at X, 12+ yrs overall, born 1990')).toBe(12);
    expect(findYears('no numbers')).toBeUndefined();
  });

  it('writes the role, years, top skills and the resume own first-person lines', () => {
    const text = 'Ada\nCloud Engineer\n6 years of work.\nI build serverless systems for banks.';
    expect(composeResumeSummary(text, ['AWS', 'Terraform', 'Go'])).toBe(
      'I am a Cloud Engineer with 6+ years of experience. My core skills include AWS, Terraform and Go. ' +
        'I build serverless systems for banks.',
    );
    expect(composeResumeSummary('Nothing much here', [])).toBe(aiComposerPhrases.closing);
  });
});

describe('the hosted model', () => {
  const settings = {
    provider: 'openai',
    baseUrl: 'http://model.test/v1',
    model: 'm',
    apiKey: 'k',
    timeoutMs: 500,
  } as const;

  it('cuts a long answer at a word within the display cap', async () => {
    const fake: typeof fetch = () =>
      Promise.resolve(
        Response.json({ choices: [{ message: { content: JSON.stringify({ about_me: 'cloud '.repeat(200) }) } }] }),
      );
    const text = await createOpenAiWriter(settings, fake).writeAboutMe('x');
    expect(text.length).toBeLessThanOrEqual(applicationLimits.aboutMeSuggestedMaxLength);
    expect(text.endsWith('cloud.')).toBe(true);
  });

  it('reads JSON in a fenced block, and fails as unavailable on a timeout', async () => {
    const fenced: typeof fetch = () =>
      Promise.resolve(
        Response.json({ choices: [{ message: { content: '```json\n{"about_me":"I am here."}\n```' } }] }),
      );
    expect(await createOpenAiWriter(settings, fenced).writeAboutMe('x')).toBe('I am here.');
    const slow: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    await expect(createOpenAiWriter(settings, slow).writeAboutMe('x')).rejects.toBeInstanceOf(AiUnavailableError);
  });
});
