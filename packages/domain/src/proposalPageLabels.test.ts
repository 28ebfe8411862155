import { describe, expect, it } from 'vitest';
import { bidText } from './proposalPageLabels.ts';

describe('bidText', () => {
  it('shows the bid as typed: cents only when there are some, the rate type after it', () => {
    expect(bidText(9_000, 'hourly')).toBe('$90/hr');
    expect(bidText(8_550, 'hourly')).toBe('$85.50/hr');
    expect(bidText(480_000, 'fixed')).toBe('$4,800 fixed price');
    expect(bidText(105, null)).toBe('$1.05');
  });
});
