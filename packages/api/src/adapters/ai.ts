import { aiComposerPhrases as phrases, aiLimits, applicationLimits } from '@cloudexperts/domain';
import { z } from 'zod';
import type { AiSettings, OpenAiSettings } from './aiConfig.ts';

/** What the resume import gives back: the catalogue's skills the resume names, and a summary. */
export interface ResumeSummary {
  skills: string[];
  about_me_summary: string;
}

/**
 * The application's AI helpers (ARCHITECTURE.md, "The outside world, behind adapters"): an About Me
 * from bullet points, and a resume's text read for skills and a summary. Either fails with
 * {@link AiUnavailableError} when it cannot answer (the API answers 503).
 */
export interface AiWriter {
  kind: 'offline' | 'openai';
  writeAboutMe(bulletPoints: string): Promise<string>;
  /** `knownSkills`: the skills catalogue's names; only these are ever suggested. */
  summariseResume(text: string, knownSkills: readonly string[]): Promise<ResumeSummary>;
}

/** The hosted model could not be asked, failed, or answered something unusable. */
export class AiUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiUnavailableError';
  }
}

const maxLength = applicationLimits.aboutMeSuggestedMaxLength;
const minLength = applicationLimits.aboutMeMinLength;

// ---------------------------------------------------------------------------------------------
// The offline composer: deterministic, no network.

/** Leading bullet markers: '-', '*', '•', '–', '1.', '2)', 'a)'. */
const bulletMarker = /^(?:[-*•·–—▪►]+|\(?\d{1,2}[.)]|\(?[a-z][.)](?=\s))\s*/iu;

/** One point per line, bullet or semicolon; markers, extra spaces and closing punctuation gone. */
export function splitPoints(text: string): string[] {
  return text
    .split(/\r?\n|[•;]|\s+[-*]\s+/u)
    .map((line) =>
      line
        .replace(bulletMarker, '')
        .replace(/\s+/gu, ' ')
        .trim()
        .replace(/[\s.,;:!]+$/u, ''),
    )
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
}

/** Past-tense verbs a point often opens with that do not end in -ed. */
const irregularPast = new Set(['built', 'led', 'ran', 'wrote', 'made', 'drove', 'grew', 'taught', 'won', 'set', 'cut']);
/** Present-tense verbs a point often opens with ('Design cloud networks' → 'I design cloud networks.'). */
const presentVerbs = new Set([
  'architect',
  'automate',
  'build',
  'create',
  'deliver',
  'deploy',
  'design',
  'develop',
  'enjoy',
  'help',
  'lead',
  'love',
  'maintain',
  'manage',
  'mentor',
  'migrate',
  'optimise',
  'optimize',
  'run',
  'secure',
  'specialise',
  'specialize',
  'teach',
  'work',
  'write',
]);

/** A word kept as written: an acronym or a name with capitals inside (AWS, DevOps, iOS). */
const keepsCase = (word: string) => /^\p{Lu}{2,}|\p{Ll}\p{Lu}/u.test(word) || /\p{Lu}.*\p{Lu}/u.test(word);

const lowerFirst = (text: string) => {
  const word = text.split(' ')[0] ?? '';
  return keepsCase(word) ? text : text.charAt(0).toLowerCase() + text.slice(1);
};
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const article = (text: string) => (/^[aeiou]/iu.test(text) ? 'an' : 'a');
const sentence = (text: string) => `${upperFirst(text.trim())}.`;

/** One point as a first-person sentence. */
export function pointToSentence(point: string): string {
  const first = (point.split(' ')[0] ?? '').toLowerCase();
  if (/^(?:i|i'm|i’m|i've|i’ve|i'd|my|me)$/u.test(first)) return sentence(point);
  if (/^\d+\+?\s*(?:years?|yrs?)\b/iu.test(point)) return sentence(`${phrases.iHave} ${point}`);
  if (irregularPast.has(first) || (first.length > 3 && first.endsWith('ed') && !/\bcertified$/u.test(first))) {
    return sentence(`I ${lowerFirst(point)}`);
  }
  if (presentVerbs.has(first)) return sentence(`I ${lowerFirst(point)}`);
  if (first.length > 4 && first.endsWith('ing')) return sentence(`${phrases.specialiseIn} ${lowerFirst(point)}`);
  if (/\bcertification\b/iu.test(point)) return sentence(`${phrases.iHold} ${point}`);
  if (/\bcertified\b/iu.test(point)) return sentence(`${phrases.iAm} ${article(point)} ${point}`);
  return sentence(`${phrases.strengthsInclude} ${point}`);
}

/** At most `limit` characters, cut at a word and closed with a full stop. */
function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const atWord = cut.lastIndexOf(' ') > limit / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s.,;:!-]+$/u, '')}.`;
}

/**
 * Sentences joined in order, duplicates dropped, as many as fit in the display cap; the closing
 * sentence added when the text would be under the About Me minimum.
 */
export function joinSentences(sentences: readonly string[]): string {
  const seen = new Set<string>();
  let text = '';
  for (const next of sentences) {
    const key = next.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const joined = text === '' ? next : `${text} ${next}`;
    if (joined.length > maxLength) {
      if (text === '') text = clip(next, maxLength);
      break;
    }
    text = joined;
  }
  if (text.length < minLength) text = text === '' ? phrases.closing : `${text} ${phrases.closing}`;
  return clip(text, maxLength);
}

/** A readable first-person About Me from bullet points (the same points always give the same text). */
export function composeAboutMe(bulletPoints: string): string {
  return joinSentences(splitPoints(bulletPoints).map(pointToSentence));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * The known skills the text names, case-insensitively and as whole words ('Java' is not found in
 * 'JavaScript', 'C#' and 'Node.js' are found as written), in the order the text first names them,
 * each once, written as the catalogue writes them.
 */
export function findSkills(text: string, knownSkills: readonly string[]): string[] {
  const found = new Map<string, { name: string; at: number }>();
  for (const name of knownSkills) {
    const key = name.trim().toLowerCase();
    if (key === '' || found.has(key)) continue;
    const at = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name.trim())}(?![\\p{L}\\p{N}])`, 'iu').exec(text)?.index;
    if (at !== undefined) found.set(key, { name: name.trim(), at });
  }
  return [...found.values()]
    .sort((a, b) => a.at - b.at || b.name.length - a.name.length || a.name.localeCompare(b.name))
    .map((skill) => skill.name)
    .slice(0, aiLimits.maxSuggestedSkills);
}

/** Words that make a short line a job title. */
const roleWords =
  /\b(?:engineer|developer|architect|consultant|administrator|admin|manager|specialist|analyst|devops|sre|scientist|designer|programmer|lead|director|cto)\b/iu;

/** The resume's title: the first short line near the top that names a role. */
export function findRole(lines: readonly string[]): string | undefined {
  for (const line of lines.slice(0, 15)) {
    const parts = line.split(/\s+[|–—-]\s+|\s*[|•]\s*|,\s+/u);
    const role = parts.find((part) => roleWords.test(part) && part.split(' ').length <= 8);
    if (role) {
      const clean = role
        .replace(/^(?:title|role|position)\s*:\s*/iu, '')
        .replace(/[.:;,]+$/u, '')
        .trim();
      // A title in capitals reads as shouting in a sentence.
      return clean === clean.toUpperCase() ? clean.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : clean;
    }
  }
  return undefined;
}

/** The years of experience the resume states ('8+ years', '10 yrs'), the largest under 60. */
export function findYears(text: string): number | undefined {
  const years = [...text.matchAll(/\b(\d{1,2})\s*\+?\s*(?:years?|yrs?)\b/giu)]
    .map((match) => Number(match[1]))
    .filter((value) => value > 0 && value < 60);
  return years.length > 0 ? Math.max(...years) : undefined;
}

const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${phrases.and} ${items.at(-1) ?? ''}`;

/**
 * A first-person summary of a resume: the role and years ('I am a Senior DevOps Engineer with 8+
 * years of experience.'), the top skills, then the resume's own first-person profile sentences.
 */
export function composeResumeSummary(text: string, skills: readonly string[]): string {
  const lines = text
    .split(/\r?\n/u)
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter((line) => line !== '');
  const role = findRole(lines);
  const years = findYears(text);
  const sentences: string[] = [];
  if (role) {
    const withYears = years === undefined ? '' : ` ${phrases.yearsOfExperience(years)}`;
    sentences.push(sentence(`${phrases.iAm} ${article(role)} ${role}${withYears}`));
  } else if (years !== undefined) {
    sentences.push(phrases.experienceOnly(years));
  }
  if (skills.length > 0) sentences.push(sentence(`${phrases.coreSkills} ${listOf(skills.slice(0, 5))}`));
  // The resume's own words where it speaks in the first person ('I help teams ship...').
  const own = lines
    .join(' ')
    .split(/(?<=[.!?])\s+/u)
    .map((part) => part.trim())
    .filter((part) => /^(?:I|I'm|I’m|I've|I’ve|My)\s/u.test(part) && part.split(' ').length >= 5)
    .map((part) => (/[.!?]$/u.test(part) ? part : `${part}.`));
  sentences.push(...own.slice(0, 3));
  return joinSentences(sentences);
}

/** The offline helpers: composition from the user's own words and the catalogue, no network. */
export function createOfflineAiWriter(): AiWriter {
  return {
    kind: 'offline',
    writeAboutMe: (bulletPoints) => Promise.resolve(composeAboutMe(bulletPoints)),
    summariseResume: (text, knownSkills) => {
      const skills = findSkills(text, knownSkills);
      return Promise.resolve({ skills, about_me_summary: composeResumeSummary(text, skills) });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A hosted language model behind an OpenAI-compatible chat completions API.

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});
const aboutMeAnswerSchema = z.object({ about_me: z.string().trim().min(1) });
const resumeAnswerSchema = z.object({
  skills: z.array(z.string()),
  about_me_summary: z.string().trim().min(1),
});

const aboutMePrompt =
  'You write the "About Me" of a cloud expert applying to a marketplace of cloud experts. From the ' +
  `bullet points the user gives, write one first-person paragraph of ${String(minLength)} to ` +
  `${String(maxLength - 50)} characters, plain text, no lists, no invented facts. Answer with JSON only: ` +
  '{"about_me": "..."}';

const resumePrompt =
  "You read a cloud expert's resume. Answer with JSON only: " +
  '{"skills": [...], "about_me_summary": "..."}. skills: the skills from the list the user gives that ' +
  'the resume shows, written exactly as in the list. about_me_summary: a first-person summary of ' +
  `${String(minLength)} to ${String(maxLength - 50)} characters (role, years of experience, main skills), ` +
  'plain text, no invented facts.';

/** Calls `{baseUrl}/chat/completions` and returns the JSON object its answer holds, checked by `schema`. */
async function complete<T>(
  settings: OpenAiSettings,
  system: string,
  user: string,
  schema: z.ZodType<T>,
  fetchImpl: typeof fetch,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.3,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw new AiUnavailableError('the language model could not be reached', { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new AiUnavailableError(`the language model answered ${String(response.status)}`);
  }
  try {
    const completion = completionSchema.parse(await response.json());
    const content = completion.choices[0]?.message.content ?? '';
    // Some models wrap JSON in a fenced block although asked not to.
    const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/gu, '');
    return schema.parse(JSON.parse(json));
  } catch (error) {
    throw new AiUnavailableError('the language model answered something unusable', { cause: error });
  }
}

/**
 * The hosted helpers. Whatever the model writes is held to the same bounds as the offline
 * composer's: the display cap (cut at a word), and only the catalogue's skills, as it writes them.
 */
export function createOpenAiWriter(settings: OpenAiSettings, fetchImpl: typeof fetch = fetch): AiWriter {
  return {
    kind: 'openai',
    async writeAboutMe(bulletPoints) {
      const answer = await complete(settings, aboutMePrompt, bulletPoints, aboutMeAnswerSchema, fetchImpl);
      return clip(answer.about_me.replace(/\s+/gu, ' '), maxLength);
    },
    async summariseResume(text, knownSkills) {
      const user = `Skills list: ${JSON.stringify(knownSkills)}\n\nResume:\n${text.slice(0, aiLimits.resumeTextMaxLength)}`;
      const answer = await complete(settings, resumePrompt, user, resumeAnswerSchema, fetchImpl);
      const byName = new Map(knownSkills.map((name) => [name.trim().toLowerCase(), name.trim()]));
      const skills = [
        ...new Set(
          answer.skills.map((name) => byName.get(name.trim().toLowerCase())).filter((name) => name !== undefined),
        ),
      ].slice(0, aiLimits.maxSuggestedSkills);
      return { skills, about_me_summary: clip(answer.about_me_summary.replace(/\s+/gu, ' '), maxLength) };
    },
  };
}

export function createAiWriter(settings: AiSettings): AiWriter {
  return settings.provider === 'openai' ? createOpenAiWriter(settings) : createOfflineAiWriter();
}
