import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 passes. Also used for security answers. */
/** `algorithm: 2` is Argon2id (the package's const enum cannot be imported under type stripping). */
export const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, argon2Options);
}

/** A hash of nothing anyone knows, verified when there is no account so timing tells nothing. */
let decoy: Promise<string> | undefined;

/** Checks a secret against its hash; with no hash, spends the same time and says no. */
export async function verifySecret(storedHash: string | null | undefined, secret: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashSecret(`decoy-${Math.random()}`);
    await verify(await decoy, secret).catch(() => false);
    return false;
  }
  return verify(storedHash, secret).catch(() => false);
}

/** Security answers compare without case or surrounding space. */
export const normaliseAnswer = (answer: string) => answer.trim().toLowerCase().replace(/\s+/g, ' ');
