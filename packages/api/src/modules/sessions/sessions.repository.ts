import type { Knex } from 'knex';

export interface SessionRecord {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

interface SessionRow {
  id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Date | string;
  last_used_at: Date | string;
  expires_at: Date | string;
}

/** The user's live sessions, most recently used first. */
export async function listLiveSessions(db: Knex, userId: number): Promise<SessionRecord[]> {
  const rows: SessionRow[] = await db('sessions')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .where('expires_at', '>', db.fn.now())
    .orderBy([
      { column: 'last_used_at', order: 'desc' },
      { column: 'created_at', order: 'desc' },
    ])
    .select('id', 'user_agent', 'ip', 'created_at', 'last_used_at', 'expires_at');
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: new Date(row.created_at),
    lastUsedAt: new Date(row.last_used_at),
    expiresAt: new Date(row.expires_at),
  }));
}
