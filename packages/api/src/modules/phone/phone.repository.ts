import type { Knex } from 'knex';

export interface PhoneOwner {
  id: number;
  phoneNumber: string | null;
  phoneVerified: boolean;
}

/** The user's number and whether it is verified; undefined for no such user. */
export async function findPhoneOwner(db: Knex, userId: number): Promise<PhoneOwner | undefined> {
  const row = await db('users')
    .where({ id: userId })
    .first<{ id: string | number; phone_number: string | null; phone_verified_at: Date | null } | undefined>(
      'id',
      'phone_number',
      'phone_verified_at',
    );
  if (!row) return undefined;
  return { id: Number(row.id), phoneNumber: row.phone_number, phoneVerified: row.phone_verified_at !== null };
}

/** Whether the number is verified on an account other than `exceptUserId`. */
export async function phoneVerifiedElsewhere(
  db: Knex,
  phoneNumber: string,
  exceptUserId: number | null,
): Promise<boolean> {
  const query = db('users').where({ phone_number: phoneNumber }).whereNotNull('phone_verified_at');
  if (exceptUserId !== null) query.whereNot({ id: exceptUserId });
  return (await query.first('id')) !== undefined;
}

/**
 * The user's phone number, verified now. The unique index on verified numbers
 * (`users_verified_phone_unique`) refuses a number verified on another account meanwhile.
 */
export async function setVerifiedPhone(db: Knex, userId: number, phoneNumber: string, now: Date): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ phone_number: phoneNumber, phone_verified_at: now, updated_at: now });
}
