import { applicationRevisionLimits, type ApplicationRejection, type PreviousRejection } from '@cloudexperts/domain';
import type { Knex } from 'knex';

/** The user's profile as a revision needs it (its review status and the rejection it answers). */
export interface OwnProfileRow {
  id: string | number;
  uuid: string;
  status: string;
  rejection_reason: string | null;
  rejection_comment: string | null;
  rejected_at: Date | string | null;
}

const ownProfileColumns = ['id', 'uuid', 'status', 'rejection_reason', 'rejection_comment', 'rejected_at'] as const;

/** The user's profile, if it exists. */
export async function findOwnProfile(db: Knex, userId: number): Promise<OwnProfileRow | undefined> {
  return db('freelancer_profiles').where({ user_id: userId }).first<OwnProfileRow | undefined>(ownProfileColumns);
}

/** The user's profile locked until the transaction ends (the row approve and reject lock too). */
export async function lockOwnProfile(trx: Knex.Transaction, userId: number): Promise<OwnProfileRow | undefined> {
  return trx('freelancer_profiles')
    .where({ user_id: userId })
    .forUpdate()
    .first<OwnProfileRow | undefined>(ownProfileColumns);
}

/**
 * A rejected profile whose application was reopened for a revision: the wizard is open again until
 * it is submitted.
 */
export const isRevisionOpen = (
  profile: { status: string } | undefined,
  application: { status: string } | undefined,
): boolean => profile?.status === 'rejected' && application?.status === 'draft';

/**
 * How many more times the profile's application may be resubmitted after a rejection: the limit
 * ({@link applicationRevisionLimits}) less the rejections already answered (one row each).
 */
export async function resubmissionsLeft(db: Knex, profileId: number): Promise<number> {
  const row = await db('application_rejections')
    .where({ profile_id: profileId })
    .count<{ count: string | number }>({ count: '*' })
    .first();
  return Math.max(0, applicationRevisionLimits.maxResubmissions - Number(row?.count ?? 0));
}

interface PreviousRejectionRow {
  reason: string;
  comment: string | null;
  rejected_at: Date | string;
  resubmitted_at: Date | string;
}

/** The rejections the freelancer answered by resubmitting, newest first. */
export async function listPreviousRejections(db: Knex, profileId: number): Promise<PreviousRejection[]> {
  const rows = await db('application_rejections')
    .where({ profile_id: profileId })
    .orderBy([
      { column: 'rejected_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select<PreviousRejectionRow[]>('reason', 'comment', 'rejected_at', 'resubmitted_at');
  return rows.map((row) => ({
    reason: row.reason as ApplicationRejection['reason'],
    comment: row.comment,
    rejected_at: new Date(row.rejected_at).toISOString(),
    resubmitted_at: new Date(row.resubmitted_at).toISOString(),
  }));
}

/** Reopens the user's (locked) application as a draft at step 1, its form as it was submitted. */
export async function reopenApplication(trx: Knex.Transaction, userId: number): Promise<void> {
  await trx('freelancer_applications')
    .where({ user_id: userId })
    .update({ status: 'draft', current_step: 1, updated_at: trx.fn.now() });
}

/**
 * Keeps the rejection being answered in the history and clears it from the (locked) profile, which
 * goes back to review as `submitted` from now (the reviewers' queue is oldest first, so it queues
 * behind those already waiting).
 */
export async function archiveRejection(trx: Knex.Transaction, profile: OwnProfileRow, now: Date): Promise<void> {
  await trx('application_rejections').insert({
    profile_id: profile.id,
    reason: profile.rejection_reason,
    comment: profile.rejection_comment,
    rejected_at: profile.rejected_at,
    resubmitted_at: now,
  });
}
