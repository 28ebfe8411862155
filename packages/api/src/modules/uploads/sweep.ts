import type { Knex } from 'knex';
import type { FileStorage } from '../../adapters/storage.ts';

/**
 * How long an upload nobody points at is kept: the wizard uploads a file before the draft that
 * names it is saved (a second or so later), and a replaced photo or resume is gone from the draft.
 */
export const ABANDONED_UPLOAD_AGE_HOURS = 24;
/** Rows looked at per pass (a pass repeats until a batch comes back short). */
const SWEEP_BATCH = 200;

/**
 * Removes the application's uploads that nothing points at any more, older than `olderThan`: a
 * photo or resume replaced in the draft, or uploaded and never saved into it. An upload a draft
 * names, a profile uses, or an interview carries, is kept however old. The rows go first, in one statement per batch
 * (two sweepers never take the same row: SKIP LOCKED), then their files: a file whose removal
 * fails is left unreachable (no row leads to it) rather than a row left pointing at nothing.
 * Answers how many were removed.
 */
export async function sweepAbandonedUploads(
  db: Knex,
  storage: FileStorage,
  { olderThan, onFileError }: { olderThan: Date; onFileError?: (key: string, error: unknown) => void },
): Promise<number> {
  let removed = 0;
  for (;;) {
    const keys = await db.transaction(async (trx) => {
      const rows = await trx('uploads as u')
        .select('u.id', 'u.storage_key')
        .whereIn('u.kind', ['photo', 'resume'])
        .where('u.created_at', '<', olderThan)
        .whereNotExists(
          trx('freelancer_profiles as p')
            .select(trx.raw('1'))
            .where((where) => {
              void where.whereRaw('p.resume_upload_id = u.id').orWhereRaw('p.photo_upload_id = u.id');
            }),
        )
        .whereNotExists(
          trx('freelancer_applications as a')
            .select(trx.raw('1'))
            .where('a.user_id', trx.raw('u.user_id'))
            .where((where) => {
              void where
                .whereRaw("a.form->'resume'->>'id' = u.id::text")
                .orWhereRaw("a.form->'profile_picture'->>'id' = u.id::text");
            }),
        )
        .whereNotExists(trx('interviews as i').select(trx.raw('1')).whereRaw('i.upload_id = u.id'))
        // A work document attached to a payment request (issue 17) is kept.
        .whereNotExists(
          trx('payment_requests as pr')
            .select(trx.raw('1'))
            .whereRaw('pr.document_upload_ids @> jsonb_build_array(u.id::text)'),
        )
        .orderBy('u.created_at')
        .limit(SWEEP_BATCH)
        .forUpdate()
        .skipLocked();
      if (rows.length === 0) return [];
      await trx('uploads')
        .whereIn(
          'id',
          rows.map((row: { id: string }) => row.id),
        )
        .delete();
      return rows.map((row: { storage_key: string }) => row.storage_key);
    });
    for (const key of keys) {
      try {
        await storage.delete(key);
      } catch (error) {
        onFileError?.(key, error);
      }
    }
    removed += keys.length;
    if (keys.length < SWEEP_BATCH) return removed;
  }
}
