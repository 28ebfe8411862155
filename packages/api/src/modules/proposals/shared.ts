import {
  clientDisplayName,
  errorCodes,
  proposalServerMessages,
  refusalOf,
  type Candidate,
  type EventOf,
  type JobRef,
  type LifecycleKind,
  type StateOf,
  nextState,
} from '@cloudexperts/domain';
import { AppError, validationError } from '../../http/errors.ts';
import { toCard } from '../catalog/catalog.service.ts';
import type { StoredAnswer } from './proposals.repository.ts';
import type { CandidateColumns, JobRefColumns } from './shared.repository.ts';

export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export const notFound = (message: string) => new AppError(404, errorCodes.notFound, message);
export const forbidden = (message: string) => new AppError(403, errorCodes.forbidden, message);
export const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);

/**
 * The state `event` leads to, as the domain's lifecycle table says; a 409 with the table's message
 * when it does not allow it. Every state change of this module goes through here.
 */
export function transition<K extends LifecycleKind>(kind: K, state: StateOf<K>, event: EventOf<K>): StateOf<K> {
  const next = nextState(kind, state, event);
  if (next === undefined) throw conflict(refusalOf(kind, state, event));
  return next;
}

export function toJobRef(row: JobRefColumns): JobRef {
  return {
    id: Number(row.job_id),
    uuid: row.job_uuid,
    title: row.job_title,
    status: row.job_status,
    job_pay_type: row.job_pay_type,
    budget_cents: row.job_budget_cents === null ? null : Number(row.job_budget_cents),
    client_name: clientDisplayName({
      company_name: row.client_company_name,
      first_name: row.client_first_name,
      last_name: row.client_last_name,
    }),
  };
}

export function toCandidate(row: CandidateColumns): Candidate {
  return { ...toCard({ ...row, uuid: row.profile_uuid }), favorited: row.favorited };
}

/** A job is taking proposals while it is open, not deleted and not expired. */
export function isTakingProposals(
  job: { status: string; deleted_at: Date | string | null; expiration_date: string | null },
  today: string,
): boolean {
  return (
    job.status === 'open' && job.deleted_at === null && (job.expiration_date === null || job.expiration_date >= today)
  );
}

/**
 * The answers as stored: one per screening question of the job, each with the question's text as
 * it was asked. Anything else (a question missing, answered twice, or not the job's) is a 422.
 */
export function answersFor(
  questions: ReadonlyArray<{ id: number | string; question: string }>,
  answers: ReadonlyArray<{ question_id: number; answer: string }>,
): StoredAnswer[] {
  const byId = new Map(answers.map((answer) => [answer.question_id, answer.answer]));
  const matches =
    byId.size === answers.length &&
    answers.length === questions.length &&
    questions.every((question) => byId.has(Number(question.id)));
  if (!matches) throw validationError({ screening_answers: proposalServerMessages.answersMismatch });
  return questions.map((question) => ({
    question_id: Number(question.id),
    question: question.question,
    answer: byId.get(Number(question.id)) ?? '',
  }));
}
