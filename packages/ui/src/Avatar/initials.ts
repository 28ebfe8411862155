/**
 * The initials shown when an avatar has no picture: the first letter of the first and the last
 * word of a name, upper-cased ('Ada Lovelace' -> 'AL', 'Grace Brewster Hopper' -> 'GH',
 * 'Plato' -> 'P'). Words without a letter (an emoji, '&', a dash) are skipped.
 */
export function getInitials(name: string, locale?: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => /\p{L}/u.exec(word)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  const first = letters[0];
  if (first === undefined) return '';
  const last = letters.length > 1 ? letters[letters.length - 1] : undefined;
  return `${first}${last ?? ''}`.toLocaleUpperCase(locale);
}
