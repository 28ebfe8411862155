import { describe, expect, it } from 'vitest';
import { jobIdOf } from './jobId.ts';

describe('jobIdOf', () => {
  it('reads a positive whole number of up to 15 digits', () => {
    expect(jobIdOf('42')).toBe(42);
    expect(jobIdOf('999999999999999')).toBe(999_999_999_999_999);
  });

  it('is undefined for anything else, so the page is not found without asking', () => {
    for (const param of [
      undefined,
      '',
      '0',
      '000',
      '-1',
      '1.5',
      '1e3',
      ' 7',
      '7 ',
      '0x10',
      'abc',
      '1234567890123456',
    ]) {
      expect(jobIdOf(param), String(param)).toBeUndefined();
    }
  });
});
