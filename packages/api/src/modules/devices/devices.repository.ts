import type { Knex } from 'knex';

/** Holds the user's row until the transaction ends, so two first devices cannot both be trusted. */
export async function lockUser(db: Knex, userId: number): Promise<void> {
  await db('users').where({ id: userId }).forUpdate().first('id');
}

export async function countAuthorisedDevices(db: Knex, userId: number): Promise<number> {
  const row = await db('authorised_devices')
    .where({ user_id: userId })
    .count<Array<{ count: string | number }>>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

export async function isDeviceAuthorised(db: Knex, userId: number, deviceId: string): Promise<boolean> {
  const row = await db('authorised_devices')
    .where({ user_id: userId, device_id: deviceId })
    .first<{ id: string | number } | undefined>('id');
  return row !== undefined;
}

/** Trusts the device (nothing changes when it already is). */
export async function authoriseDevice(db: Knex, userId: number, deviceId: string): Promise<void> {
  await db('authorised_devices')
    .insert({ user_id: userId, device_id: deviceId })
    .onConflict(['user_id', 'device_id'])
    .ignore();
}
