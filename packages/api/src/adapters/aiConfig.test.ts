import { describe, expect, it } from 'vitest';
import { loadConfig, productionProblems } from '../config.ts';
import { AI_BASE_URL, AI_TIMEOUT_MS, aiProblemsInProduction, parseAiConfig } from './aiConfig.ts';

const openai = { AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-test' };

describe('parseAiConfig', () => {
  it('is the offline composer by default', () => {
    expect(parseAiConfig({})).toEqual({ provider: 'offline' });
    expect(parseAiConfig({ AI_PROVIDER: ' offline ' })).toEqual({ provider: 'offline' });
  });

  it("reads a hosted model's settings, with OpenAI's URL and a 20 s timeout unless told others", () => {
    expect(parseAiConfig(openai)).toEqual({
      provider: 'openai',
      baseUrl: AI_BASE_URL,
      model: 'gpt-4o-mini',
      apiKey: 'sk-test',
      timeoutMs: AI_TIMEOUT_MS,
    });
    expect(
      parseAiConfig({ ...openai, AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_TIMEOUT_MS: '5000', AI_API_KEY: '' }),
    ).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'gpt-4o-mini',
      apiKey: undefined,
      timeoutMs: 5000,
    });
  });

  it('refuses settings that cannot work, naming the variable', () => {
    expect(() => parseAiConfig({ AI_PROVIDER: 'gpt' })).toThrow(/AI_PROVIDER must be one of offline, openai/);
    expect(() => parseAiConfig({ AI_PROVIDER: 'openai' })).toThrow(/needs AI_MODEL/);
    expect(() => parseAiConfig({ ...openai, AI_BASE_URL: 'ftp://models.example' })).toThrow(/AI_BASE_URL/);
    expect(() => parseAiConfig({ ...openai, AI_BASE_URL: 'not a url' })).toThrow(/AI_BASE_URL/);
    expect(() => parseAiConfig({ ...openai, AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => parseAiConfig({ AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk' })).toThrow(
      /AI_MODEL, AI_API_KEY set, but AI_PROVIDER is not openai/,
    );
  });
});

describe('aiProblemsInProduction', () => {
  it('allows the offline composer (a real implementation, not a development double)', () => {
    expect(aiProblemsInProduction({ provider: 'offline' })).toEqual([]);
  });

  it('wants the key of a hosted model, sent over https or to this machine only', () => {
    expect(aiProblemsInProduction(parseAiConfig(openai))).toEqual([]);
    const names = (source: Record<string, string>) =>
      aiProblemsInProduction(parseAiConfig(source)).map((line) => line.split(':')[0]);
    expect(names({ ...openai, AI_API_KEY: '' })).toEqual(['AI_API_KEY']);
    expect(names({ ...openai, AI_BASE_URL: 'http://models.example/v1' })).toEqual(['AI_BASE_URL']);
    expect(names({ ...openai, AI_BASE_URL: 'http://localhost:11434/v1' })).toEqual([]);
  });

  it('is part of what a production start checks', () => {
    const config = loadConfig({ NODE_ENV: 'production', AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini' });
    expect(productionProblems(config, {}).some((line) => line.startsWith('AI_API_KEY:'))).toBe(true);
    const offline = loadConfig({ NODE_ENV: 'production' });
    expect(productionProblems(offline, {}).some((line) => line.startsWith('AI_'))).toBe(false);
  });
});
