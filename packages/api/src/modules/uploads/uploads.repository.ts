import type { UploadKind } from '@cloudexperts/domain';
import type { Knex } from 'knex';

export interface UploadRecord {
  id: string;
  kind: UploadKind;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
}

interface UploadRow {
  id: string;
  kind: UploadKind;
  original_name: string;
  content_type: string;
  size_bytes: string | number;
  storage_key: string;
}

const columns = ['id', 'kind', 'original_name', 'content_type', 'size_bytes', 'storage_key'] as const;

const toUpload = (row: UploadRow): UploadRecord => ({
  id: row.id,
  kind: row.kind,
  originalName: row.original_name,
  contentType: row.content_type,
  // bigint comes back as text from pg.
  sizeBytes: Number(row.size_bytes),
  storageKey: row.storage_key,
});

/** Records a stored file as the user's; the row is the only way to reach it. */
export async function insertUpload(db: Knex, userId: number, upload: Omit<UploadRecord, 'id'>): Promise<UploadRecord> {
  const [row] = await db('uploads')
    .insert({
      user_id: userId,
      kind: upload.kind,
      original_name: upload.originalName,
      content_type: upload.contentType,
      size_bytes: upload.sizeBytes,
      storage_key: upload.storageKey,
    })
    .returning<UploadRow[]>(columns);
  if (!row) throw new Error('upload insert returned nothing');
  return toUpload(row);
}

/** A photo upload by its id, whoever owns it (its caller decides who may see it). */
export async function findPhotoUpload(db: Knex, id: string): Promise<UploadRecord | undefined> {
  const row = await db('uploads').where({ id, kind: 'photo' }).first<UploadRow | undefined>(columns);
  return row ? toUpload(row) : undefined;
}

/**
 * One of the user's own uploads, a document attached to an interview they are the candidate of,
 * a file attached to a message of a conversation they take part in, a work document of a payment
 * request on a contract they manage, or (for an admin) a profile's resume or photo; anyone else's
 * reads as none.
 */
export async function findReadableUpload(
  db: Knex,
  userId: number,
  id: string,
  reviewer = false,
): Promise<UploadRecord | undefined> {
  const row = await db('uploads')
    .where({ id })
    .where((where) => {
      // Also the file a manager attached to an interview this user is the candidate of.
      void where
        .where('user_id', userId)
        .orWhereExists(
          db('interviews as i')
            .select(db.raw('1'))
            .whereRaw('i.upload_id = uploads.id')
            .where('i.freelancer_id', userId),
        )
        // Or a file attached to a message in a conversation this user takes part in.
        .orWhereExists(
          db('message_attachments as ma')
            .join('messages as m', 'm.id', 'ma.message_id')
            .join('conversations as c', 'c.id', 'm.conversation_id')
            .select(db.raw('1'))
            .whereRaw('ma.upload_id = uploads.id')
            .where((participant) => {
              void participant.where('c.manager_id', userId).orWhere('c.freelancer_id', userId);
            }),
        )
        // Or a work document attached to a payment request on a contract this user manages (issue 17).
        .orWhereExists(
          db('payment_requests as pr')
            .select(db.raw('1'))
            .where('pr.manager_id', userId)
            .whereRaw('pr.document_upload_ids @> jsonb_build_array(uploads.id::text)'),
        );
      // An admin (`reviewer`) reviews applications: a profile's resume and photo, nothing else.
      if (reviewer) {
        void where.orWhereExists(
          db('freelancer_profiles as p')
            .select(db.raw('1'))
            .whereRaw('(p.resume_upload_id = uploads.id or p.photo_upload_id = uploads.id)'),
        );
      }
    })
    .first<UploadRow | undefined>(columns);
  return row ? toUpload(row) : undefined;
}
