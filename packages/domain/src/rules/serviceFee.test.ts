import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceFee } from '../constants.ts';
import { serviceFeeFor } from './serviceFee.ts';

const threshold = serviceFee.establishedAfterCents;

describe('serviceFeeFor', () => {
  it('charges 5% to a new client and 2.5% once billing with that client exceeds $500', () => {
    expect(serviceFeeFor(50_00)).toEqual({ amountCents: 50_00, feeCents: 2_50, receiveCents: 47_50 });
    expect(serviceFeeFor(100_00, threshold)).toEqual({ amountCents: 100_00, feeCents: 2_50, receiveCents: 97_50 });
  });

  it('splits a charge that crosses the $500 threshold', () => {
    // $400 billed before: $100 of this $300 at 5%, $200 at 2.5%.
    expect(serviceFeeFor(300_00, 400_00).feeCents).toBe(5_00 + 5_00);
  });

  it('rounds the fee to the nearest cent, half up', () => {
    expect(serviceFeeFor(10).feeCents).toBe(1); // 0.5 cent
    expect(serviceFeeFor(9).feeCents).toBe(0); // 0.45 cent
    expect(serviceFeeFor(20, threshold).feeCents).toBe(1); // 0.5 cent at 2.5%
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => serviceFeeFor(10.5)).toThrow(RangeError);
    expect(() => serviceFeeFor(-1)).toThrow(RangeError);
    expect(() => serviceFeeFor(100, -5)).toThrow(RangeError);
  });

  const cents = fc.integer({ min: 0, max: 10_000_000_00 });

  it('never loses a cent: fee + receive is the amount, and the fee is between 2.5% and 5%', () => {
    fc.assert(
      fc.property(cents, cents, (amount, before) => {
        const { feeCents, receiveCents } = serviceFeeFor(amount, before);
        expect(feeCents + receiveCents).toBe(amount);
        expect(feeCents).toBeGreaterThanOrEqual(Math.floor(amount * 0.025));
        expect(feeCents).toBeLessThanOrEqual(Math.ceil(amount * 0.05));
      }),
    );
  });

  it('charges no more once the client is established, and never more for more billed before', () => {
    fc.assert(
      fc.property(cents, cents, cents, (amount, before, more) => {
        expect(serviceFeeFor(amount, before + more).feeCents).toBeLessThanOrEqual(
          serviceFeeFor(amount, before).feeCents,
        );
      }),
    );
  });
});
