import { describe, expect, it } from 'vitest';
import { conversationParam, mergedThread, threadNews, threadStatus } from './thread.ts';

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

describe('threadNews', () => {
  const theirs = (id: number) => ({ id, mine: false });
  const mine = (id: number) => ({ id, mine: true });

  it('names the newest message from someone else and counts the arrivals after the loaded page', () => {
    const loaded = [theirs(1), mine(2), theirs(3)];
    const live = [theirs(3), theirs(5)];
    expect(threadNews([...loaded, mine(4), theirs(5)], loaded, live)).toEqual({ newestIncoming: 5, arrivedHere: 1 });
  });

  it('is nothing new in an empty thread or one of the reader’s own messages', () => {
    expect(threadNews([], [], [])).toEqual({ newestIncoming: 0, arrivedHere: 0 });
    expect(threadNews([mine(1), mine(2)], [mine(1)], [])).toEqual({ newestIncoming: 0, arrivedHere: 0 });
  });
});

describe('threadStatus', () => {
  const words = {
    sent: 'Sent.',
    arrived: (newest: { id: number }, count: number) => `${String(count)} new, last ${String(newest.id)}`,
  };

  it('says what arrived, counted, when the newest is someone else’s and arrived here', () => {
    expect(
      threadStatus(
        [
          { id: 1, mine: true },
          { id: 2, mine: false },
        ],
        [],
        2,
        words,
      ),
    ).toBe('2 new, last 2');
    expect(threadStatus([{ id: 2, mine: false }], [], 0, words)).toBe('');
  });

  it('says Sent when the newest is the reader’s own and sent here; otherwise nothing', () => {
    expect(threadStatus([{ id: 3, mine: true }], [{ id: 3, mine: true }], 1, words)).toBe('Sent.');
    expect(threadStatus([{ id: 3, mine: true }], [], 1, words)).toBe('');
    expect(threadStatus([], [], 0, words)).toBe('');
  });
});
