import { moneyText } from '@cloudexperts/domain';

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dateOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** 'Nov' of '2026-11' (January shows its year, so a long period reads across years). */
export const monthShort = (month: string) =>
  month.endsWith('-01') ? `${shortMonth.format(dateOf(month))} ${month.slice(2, 4)}` : shortMonth.format(dateOf(month));
/** 'November 2026' of '2026-11'. */
export const monthLong = (month: string) => longMonth.format(dateOf(month));

/** An axis' dollars: '$0', '$950', '$1.5k', '$12k'. */
export function dollarsTick(cents: number): string {
  const dollars = cents / 100;
  if (dollars < 1000) return `$${String(Math.round(dollars))}`;
  const thousands = dollars / 1000;
  return `$${thousands >= 10 ? String(Math.round(thousands)) : String(Math.round(thousands * 10) / 10)}k`;
}

export const money = (cents: number) => moneyText(cents);
export const whole = (value: number) => value.toLocaleString('en-US');
export const percent = (rate: number) => `${String(Math.round(rate * 100))}%`;

/** How a chart's value axis reads, by what it counts (spread into `BarChart`). */
export const moneyAxis = { format: money, formatTick: dollarsTick, minTop: 10_000 } as const;
export const countAxis = { format: whole, wholeTicks: true, minTop: 4 } as const;
/** A rate's axis always runs to 100%. */
export const rateAxis = { format: percent, minTop: 1 } as const;
