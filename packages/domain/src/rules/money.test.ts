import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './money.ts';

describe('dollarsToCents', () => {
  it.each([
    ['85', 8500],
    ['85.5', 8550],
    ['85.50', 8550],
    [' 0.29 ', 29],
    ['1000', 100_000],
    ['85.29', 8529],
  ])('reads %j as %i cents', (typed, cents) => {
    expect(dollarsToCents(typed)).toBe(cents);
  });

  it.each(['', ' ', '85.', '.5', '85.123', '-5', '+5', '1e3', '0x10', '5,00', 'NaN', '9'.repeat(20)])(
    'refuses %j',
    (typed) => {
      expect(dollarsToCents(typed)).toBeUndefined();
    },
  );

  it('reads back every amount of cents written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        const typed = `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
        expect(dollarsToCents(typed)).toBe(cents);
      }),
    );
  });
});

describe('centsToDollars', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [25_050, '250.50'],
    [-200, '-2.00'],
    [100_000_000_00, '100000000.00'],
  ])('writes %i cents as %j', (cents, text) => {
    expect(centsToDollars(cents)).toBe(text);
  });

  it('reads back as the same cents (dollarsToCents) for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });
});
