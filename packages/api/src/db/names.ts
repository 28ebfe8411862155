// A person's name, as the API spells it from `users.first_name` and `users.last_name`.

/** "First Last" (in JS): '' parts (a gone account's nulls) drop out of the ends. */
export const fullName = (first: string | null | undefined, last: string | null | undefined): string =>
  `${first ?? ''} ${last ?? ''}`.trim();

/** "First Last" in SQL, of the users row aliased `alias` (searches: `${fullNameSql('u')} ilike ?`). */
export const fullNameSql = (alias: string): string => `(${alias}.first_name || ' ' || ${alias}.last_name)`;

/** "First L." in SQL, of the users row aliased `alias`: a party's name as the contract pages show it. */
export const shortNameSql = (alias: string): string =>
  `${alias}.first_name || ' ' || left(${alias}.last_name, 1) || '.'`;
