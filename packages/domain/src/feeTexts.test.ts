import { describe, expect, it } from 'vitest';
import { serviceFeeRateText } from './feeTexts.ts';

describe('serviceFeeRateText', () => {
  it('names the new-client rate below $500 billed and the lower one beyond it', () => {
    expect(serviceFeeRateText(400_00)).toBe('5%');
    expect(serviceFeeRateText(100_00, 400_00)).toBe('5%');
    expect(serviceFeeRateText(100_00, 500_00)).toBe('2.5%');
    expect(serviceFeeRateText(1, 10_000_00)).toBe('2.5%');
  });

  it('names both parts of a charge that crosses the threshold, as serviceFeeFor splits it', () => {
    expect(serviceFeeRateText(300_00, 400_00)).toBe('5% on $100.00, 2.5% on $200.00');
    expect(serviceFeeRateText(1_000_00)).toBe('5% on $500.00, 2.5% on $500.00');
  });
});
