import { describe, expect, it } from 'vitest';
import { conversationParam, mergedThread } from './thread.ts';

describe('mergedThread', () => {
  it('keeps each message once, in id order, the later group’s copy winning', () => {
    const page = [
      { id: 3, body: 'c' },
      { id: 5, body: 'e' },
    ];
    const earlier = [
      { id: 1, body: 'a' },
      { id: 3, body: 'c' },
    ];
    const sent = [{ id: 5, body: 'e (sent)' }];
    expect(mergedThread(earlier, page, sent)).toEqual([
      { id: 1, body: 'a' },
      { id: 3, body: 'c' },
      { id: 5, body: 'e (sent)' },
    ]);
  });
});

describe('conversationParam', () => {
  it('reads a positive whole id, nothing else', () => {
    expect(conversationParam(new URLSearchParams('c=42'))).toBe(42);
    for (const query of ['', 'c=0', 'c=-1', 'c=1.5', 'c=abc', `c=${String(Number.MAX_SAFE_INTEGER + 2)}`]) {
      expect(conversationParam(new URLSearchParams(query))).toBeUndefined();
    }
  });
});
