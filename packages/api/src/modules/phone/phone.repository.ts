import type { Knex } from 'knex';

export async function userExists(db: Knex, userId: number): Promise<boolean> {
  const row = await db('users').where({ id: userId }).first<{ id: string | number } | undefined>('id');
  return row !== undefined;
}

/** The user's phone number, verified now. */
export async function setVerifiedPhone(db: Knex, userId: number, phoneNumber: string, now: Date): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ phone_number: phoneNumber, phone_verified_at: now, updated_at: now });
}
