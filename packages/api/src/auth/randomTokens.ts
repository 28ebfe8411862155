import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A URL-safe single-use token for links (confirmation, reset); only its digest is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The stored form of a one-time code or link token: HMAC-SHA256 keyed with the server's digest key
 * (hex). A leaked table alone does not let anyone try the six-digit code space offline.
 */
export const keyedDigest = (key: string, value: string) => createHmac('sha256', key).update(value).digest('hex');

/** Whether `hex` is `value`'s keyed digest, compared in constant time (a wrong length is simply false). */
export function isKeyedDigestOf(key: string, value: string, hex: string): boolean {
  const expected = Buffer.from(keyedDigest(key, value), 'hex');
  const given = Buffer.from(hex, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A numeric one-time code of the given length, uniformly random. */
export function newNumericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}
