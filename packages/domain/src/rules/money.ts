/**
 * Money as people type it ('85', '85.5', '85.50') into integer cents, exactly: the digits are
 * read as text, never through a binary fraction (85.29 * 100 is 8528.999...). Undefined for
 * anything else: more than two decimals, a sign, an exponent, blanks, or more than a safe integer.
 */
export function dollarsToCents(typed: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/**
 * Integer cents as dollars with two decimals and no grouping ('1234.50', '-2.00'): the wire form
 * of `deposite_amount` and `amount_requested`, and the CSV export's amounts. Exact: no binary
 * fraction is involved.
 */
export function centsToDollars(cents: number): string {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * An amount of integer cents as money, once for every payment page: '$1,234.50', '$0.05'; with
 * `signed`, a '+' for money in and a '−' (minus sign) for money out. Exact: the cents are never a
 * binary fraction.
 */
export function moneyText(cents: number, { signed = false }: { signed?: boolean } = {}): string {
  const whole = Math.abs(cents);
  const dollars = Math.floor(whole / 100).toLocaleString('en-US');
  const text = `$${dollars}.${String(whole % 100).padStart(2, '0')}`;
  if (!signed || cents === 0) return text;
  return `${cents > 0 ? '+' : '\u2212'}${text}`;
}
