/** The item after `current` in a ring of `count` (back to the first after the last). */
export function nextIndex(current: number, count: number): number {
  if (count < 1) return 0;
  return (((current + 1) % count) + count) % count;
}

/** 'top 1%' -> 'Top 1%': a claim at the start of a line. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
