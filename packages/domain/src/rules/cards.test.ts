import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardNumberValid,
  cvcValid,
  expiryInFuture,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
} from './cards.ts';

describe('card rules', () => {
  it('checks the Luhn digit of the test cards and refuses a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000009995')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242424242a2')).toBe(false);
    expect(cardNumberValid('4242 4242 4242 4242')).toBe(true);
    expect(cardNumberValid('4242-4242-4242-4242')).toBe(true);
    expect(cardNumberValid('42')).toBe(false);
    expect(cardNumberValid('0'.repeat(20))).toBe(false);
  });

  it('tells the brand from the prefix', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBe('discover');
    expect(cardBrandOf('9999999999999995')).toBe('unknown');
  });

  it('groups a typed number and an expiry as the form shows them', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42x42')).toBe('4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/3')).toBe('12/3');
  });

  it('reads MM/YY and judges it against the current month in UTC', () => {
    expect(parseExpiry('04/31')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/31')).toBeUndefined();
    expect(parseExpiry('00/31')).toBeUndefined();
    expect(parseExpiry('4/31')).toBeUndefined();
    const now = new Date('2026-11-30T23:59:00Z');
    expect(expiryInFuture({ month: 11, year: 2026 }, now)).toBe(true);
    expect(expiryInFuture({ month: 10, year: 2026 }, now)).toBe(false);
    expect(expiryInFuture({ month: 1, year: 2027 }, now)).toBe(true);
    expect(expiryInFuture({ month: 12, year: 2025 }, now)).toBe(false);
  });

  it('wants a 3 or 4 digit CVC', () => {
    expect(cvcValid('123')).toBe(true);
    expect(cvcValid('1234')).toBe(true);
    expect(cvcValid('12')).toBe(false);
    expect(cvcValid('12a')).toBe(false);
    expect(cvcValid('12345')).toBe(false);
  });
});
