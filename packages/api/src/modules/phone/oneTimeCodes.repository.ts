import type { Knex } from 'knex';

/** What a code is for (the check constraint of `one_time_codes.purpose`). */
export type CodePurpose = 'phone_sign_up' | 'phone_settings' | 'phone_user' | 'email_device';

/** Which codes a lookup means: always a purpose, and the destination and/or user when they matter. */
export interface CodeKey {
  purpose: CodePurpose;
  destination?: string;
  userId?: number;
}

export interface CodeRecord {
  id: number;
  purpose: CodePurpose;
  destination: string;
  userId: number | null;
  codeHash: string;
  attempts: number;
  sendCount: number;
  expiresAt: Date;
  nextSendAt: Date;
  verifiedAt: Date | null;
  consumedAt: Date | null;
}

interface CodeRow {
  id: string | number;
  purpose: CodePurpose;
  destination: string;
  user_id: string | number | null;
  code_hash: string;
  attempts: number;
  send_count: number;
  expires_at: Date | string;
  next_send_at: Date | string;
  verified_at: Date | string | null;
  consumed_at: Date | string | null;
}

const toDate = (value: Date | string) => new Date(value);

function toRecord(row: CodeRow): CodeRecord {
  return {
    id: Number(row.id),
    purpose: row.purpose,
    destination: row.destination,
    userId: row.user_id === null ? null : Number(row.user_id),
    codeHash: row.code_hash,
    attempts: row.attempts,
    sendCount: row.send_count,
    expiresAt: toDate(row.expires_at),
    nextSendAt: toDate(row.next_send_at),
    verifiedAt: row.verified_at === null ? null : toDate(row.verified_at),
    consumedAt: row.consumed_at === null ? null : toDate(row.consumed_at),
  };
}

function forKey(db: Knex, key: CodeKey): Knex.QueryBuilder<CodeRow> {
  const query = db<CodeRow>('one_time_codes').where({ purpose: key.purpose });
  if (key.destination !== undefined) query.where({ destination: key.destination });
  if (key.userId !== undefined) query.where({ user_id: key.userId });
  return query;
}

/** The newest code for the key; `lock` holds its row until the transaction ends. */
export async function findLatestCode(db: Knex, key: CodeKey, lock = false): Promise<CodeRecord | undefined> {
  const query = forKey(db, key).orderBy('id', 'desc').first<CodeRow | undefined>();
  if (lock) query.forUpdate();
  const row = await query;
  return row ? toRecord(row) : undefined;
}

/** Ends every code of the key that could still be verified (a new one replaces them). */
export async function retireLiveCodes(db: Knex, key: CodeKey, now: Date): Promise<void> {
  await forKey(db, key).whereNull('verified_at').where('expires_at', '>', now).update({ expires_at: now });
}

export interface NewCode {
  purpose: CodePurpose;
  destination: string;
  userId: number | null;
  codeHash: string;
  sendCount: number;
  expiresAt: Date;
  nextSendAt: Date;
}

export async function insertCode(db: Knex, code: NewCode): Promise<void> {
  await db('one_time_codes').insert({
    purpose: code.purpose,
    destination: code.destination,
    user_id: code.userId,
    code_hash: code.codeHash,
    send_count: code.sendCount,
    expires_at: code.expiresAt,
    next_send_at: code.nextSendAt,
  });
}

/** Counts a wrong try; returns the tries used so far. */
export async function recordWrongAttempt(db: Knex, id: number): Promise<number> {
  const [row] = await db('one_time_codes')
    .where({ id })
    .increment('attempts', 1)
    .returning<Array<{ attempts: number }>>('attempts');
  return row?.attempts ?? 0;
}

export async function markCodeVerified(db: Knex, id: number, now: Date): Promise<void> {
  await db('one_time_codes').where({ id }).update({ verified_at: now });
}
