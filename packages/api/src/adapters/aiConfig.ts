import { httpUrl, setting, timeoutMs, type SettingsSource } from './settings.ts';

/**
 * Which AI helpers the API uses, from the environment. `offline` (the default) composes About Me
 * texts and resume summaries itself (adapters/ai.ts); `openai` asks a hosted language model through
 * an OpenAI-compatible chat completions API (OpenAI, Azure's v1 endpoint, a local server...).
 *
 *   AI_PROVIDER     offline (default) | openai
 *   AI_BASE_URL     the API's base, {AI_BASE_URL}/chat/completions is called (default https://api.openai.com/v1)
 *   AI_MODEL        the model's name (required for openai)
 *   AI_API_KEY      sent as a bearer token (required for openai in production)
 *   AI_TIMEOUT_MS   how long one answer may take (default 20000)
 */

export const aiProviders = ['offline', 'openai'] as const;
export type AiProvider = (typeof aiProviders)[number];

export const AI_BASE_URL = 'https://api.openai.com/v1';
export const AI_TIMEOUT_MS = 20_000;

export interface OpenAiSettings {
  provider: 'openai';
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export type AiSettings = { provider: 'offline' } | OpenAiSettings;

type Source = SettingsSource;

function parseBaseUrl(value: string): string {
  // `{base}/chat/completions`, whether or not the base ends with a slash.
  return httpUrl('AI_BASE_URL', value).href.replace(/\/+$/, '');
}

/**
 * The AI settings of the process. Throws, naming the variable, on a setting that cannot work: an
 * unknown provider, openai without its model, a malformed URL or timeout, or AI_* settings with
 * the provider left at offline (they would silently do nothing).
 */
export function parseAiConfig(source: Source): AiSettings {
  const provider = setting(source, 'AI_PROVIDER') ?? 'offline';
  if (!(aiProviders as readonly string[]).includes(provider)) {
    throw new Error(`AI_PROVIDER must be one of ${aiProviders.join(', ')}, got "${provider}"`);
  }
  const names = ['AI_BASE_URL', 'AI_MODEL', 'AI_API_KEY', 'AI_TIMEOUT_MS'];
  if (provider === 'offline') {
    const stray = names.filter((name) => setting(source, name) !== undefined);
    if (stray.length > 0) {
      throw new Error(`${stray.join(', ')} set, but AI_PROVIDER is not openai (set AI_PROVIDER=openai)`);
    }
    return { provider: 'offline' };
  }
  const model = setting(source, 'AI_MODEL');
  if (!model) throw new Error('AI_PROVIDER=openai needs AI_MODEL');
  return {
    provider: 'openai',
    baseUrl: parseBaseUrl(setting(source, 'AI_BASE_URL') ?? AI_BASE_URL),
    model,
    apiKey: setting(source, 'AI_API_KEY'),
    timeoutMs: timeoutMs('AI_TIMEOUT_MS', setting(source, 'AI_TIMEOUT_MS'), AI_TIMEOUT_MS, 120_000),
  };
}

/** https, or plain http to this machine only (a local model server, or a test double). */
function isSafeUrl(value: string): boolean {
  const url = new URL(value);
  return url.protocol === 'https:' || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * What a production start should refuse about the AI helpers, one line per setting (empty when
 * fine). The offline composer is a real implementation, not a development double: it is allowed.
 * A hosted model needs its key, and the key never travels over plain http to another machine.
 */
export function aiProblemsInProduction(settings: AiSettings): string[] {
  if (settings.provider === 'offline') return [];
  const problems: string[] = [];
  if (!settings.apiKey) problems.push("AI_API_KEY: the hosted language model's key (AI_PROVIDER=openai)");
  if (!isSafeUrl(settings.baseUrl)) {
    problems.push('AI_BASE_URL: an https URL (the key and the resumes are sent to it)');
  }
  return problems;
}
