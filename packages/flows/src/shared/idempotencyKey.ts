/** A fresh Idempotency-Key: one per opening of a dialog (or per answer), kept across its retries. */
export const newIdempotencyKey = (): string => crypto.randomUUID();
