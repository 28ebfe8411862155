import { describe, expect, it } from 'vitest';
import { answerHref, answerTarget, mailboxHref } from './links.ts';
import { readId, readStateEmail } from './navigationState.ts';

describe('readStateEmail', () => {
  it('reads the email of the navigation state', () => {
    expect(readStateEmail({ email: ' ada@example.com ' })).toBe('ada@example.com');
  });

  it('gives nothing after a reload (no state) or for anything else', () => {
    expect(readStateEmail(null)).toBeUndefined();
    expect(readStateEmail({ email: 42 })).toBeUndefined();
    expect(readStateEmail({ email: '  ' })).toBeUndefined();
    expect(readStateEmail('ada@example.com')).toBeUndefined();
  });
});

describe('readId', () => {
  it('reads a positive whole number', () => {
    expect(readId('202')).toBe(202);
  });

  it.each([undefined, '', '0', '-3', '2.5', '12abc', '007', '99999999999999999'])('refuses %s', (value) => {
    expect(readId(value)).toBeUndefined();
  });
});

describe('answer screens', () => {
  it('go to the settings without a type or with an unknown one', () => {
    expect(answerTarget(undefined).path).toBe('/settings');
    expect(answerTarget('settings').path).toBe('/settings');
    expect(answerTarget('toString').path).toBe('/settings');
  });

  it('carry the type from one screen to the next', () => {
    expect(answerHref('forgetAnswer', 'settings')).toBe('/forget-answer/settings');
    expect(answerHref('resetAnswer')).toBe('/reset-answer');
    expect(answerHref('authQuestion', 'a b')).toBe('/auth-question/a%20b');
  });
});

describe('mailboxHref', () => {
  it('filters by recipient when given one', () => {
    expect(mailboxHref('ada+1@example.com')).toBe('/dev/mailbox?to=ada%2B1%40example.com');
    expect(mailboxHref()).toBe('/dev/mailbox');
  });
});
