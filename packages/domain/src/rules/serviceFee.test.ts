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
    // Nothing billed before: $500 at 5% and $500 at 2.5%.
    expect(serviceFeeFor(1_000_00)).toEqual({ amountCents: 1_000_00, feeCents: 37_50, receiveCents: 962_50 });
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

  it('charges no less for a larger charge with the same history (monotone in the amount)', () => {
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: 0, max: 10_000_00 }), (amount, before, more) => {
        expect(serviceFeeFor(amount + more, before).feeCents).toBeGreaterThanOrEqual(
          serviceFeeFor(amount, before).feeCents,
        );
      }),
    );
  });

  it('splits exactly at the threshold: the unrounded fee is 5% below it and 2.5% above it, to the cent', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: threshold * 2 }), (amount, before) => {
        const atFive = Math.max(0, Math.min(amount, threshold - before));
        const atTwoAndAHalf = amount - atFive;
        // In hundredths of a cent: 5% is 500 per cent charged, 2.5% is 250; the fee rounds half up.
        const exact = atFive * 500 + atTwoAndAHalf * 250;
        const { feeCents } = serviceFeeFor(amount, before);
        expect(feeCents * 10_000 - exact).toBeGreaterThan(-5_000);
        expect(feeCents * 10_000 - exact).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it('charges the same for one charge as for the same charge cut at the threshold, up to rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: threshold }), fc.integer({ min: 0, max: 1_000_00 }), (before, beyond) => {
        const upTo = threshold - before;
        const whole = serviceFeeFor(upTo + beyond, before).feeCents;
        const cut = serviceFeeFor(upTo, before).feeCents + serviceFeeFor(beyond, threshold).feeCents;
        expect(Math.abs(whole - cut)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
