import { bookCallMessages } from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import { firstInvalid, trimChatValues, validateChatForm } from './chatForm.ts';

describe('the second chat form', () => {
  it('needs both fields', () => {
    expect(validateChatForm({ name: '', email: ' ' })).toEqual({
      name: bookCallMessages.fieldBlank,
      email: bookCallMessages.fieldBlank,
    });
  });

  it('needs a valid email', () => {
    expect(validateChatForm({ name: 'Ada', email: 'ada@' })).toEqual({ email: bookCallMessages.emailInvalid });
  });

  it('accepts a name and a valid email, spaces around them included', () => {
    expect(validateChatForm({ name: ' Ada Lovelace ', email: ' ada@acme.io ' })).toEqual({});
    expect(trimChatValues({ name: ' Ada Lovelace ', email: ' ada@acme.io ' })).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@acme.io',
    });
  });

  it('names the first invalid field in the order the form shows them', () => {
    expect(firstInvalid({ email: 'x', name: 'y' })).toBe('name');
    expect(firstInvalid({ email: 'x' })).toBe('email');
    expect(firstInvalid({})).toBeUndefined();
  });
});
