import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A URL-safe single-use token for links (confirmation, reset); only its digest is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A numeric one-time code of the given length, uniformly random. */
export function newNumericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}
