/** The email some screens receive as navigation state (`{ email }`), if the state carries one. */
export function readStateEmail(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  const { email } = state;
  return typeof email === 'string' && email.trim() !== '' ? email.trim() : undefined;
}

/** A route's numeric id (`/confirm-your-email/:id`): a positive whole number, else undefined. */
export function readId(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}
