/** Card input rules (issue 17, card setup): pure, shared by the setup form and the sandbox provider. */

/** The digits of a typed card number (spaces and dashes dropped). */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits with a valid checksum. */
export const cardNumberValid = (typed: string) => {
  const digits = cardDigits(typed);
  return digits.length >= 12 && digits.length <= 19 && luhnValid(digits);
};

/** The brand (Stripe's `card.brand` names) a number's prefix tells. */
export function cardBrandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** A number as typed, grouped in fours (American Express: 4-6-5), at most 19 digits. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits))
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as typed: the slash added after the month. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The month and four-digit year of an MM/YY expiry, or undefined when it is not one. */
export function parseExpiry(typed: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(typed);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month (in UTC, as the providers judge it). */
export function expiryInFuture(expiry: { month: number; year: number }, now = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year > year || (expiry.year === year && expiry.month >= month);
}

export const cvcValid = (typed: string) => /^\d{3,4}$/.test(typed.trim());
