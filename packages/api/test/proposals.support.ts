import type { ProposalContent } from '@cloudexperts/domain';
import type { TestServer } from './helpers.ts';
import { createUser, insertJob, signedInAs } from './support.ts';

/**
 * A freelancer with an approved (listed) profile, signed in: who may send proposals. The files share
 * one database: these profiles' name, title and skill match no other file's searches (a file that
 * searches 'Ada L.' expects its own expert on the first page).
 */
export async function signedInExpert(
  server: TestServer,
  options: { status?: 'approved' | 'submitted'; firstName?: string } = {},
) {
  const signed = await signedInAs(server, 'freelancer', {
    firstName: options.firstName ?? 'Quillon',
    lastName: 'Vasquez',
  });
  const [row] = await server.database
    .knex('freelancer_profiles')
    .insert({
      user_id: signed.user.id,
      name_or_company: 'Quillon Vasquez',
      current_job_title: 'Proposal Tester',
      about_me: 'Sends proposals, answers invitations and offers in the API tests of issue 15.',
      current_location_country: 'United Kingdom',
      current_location_city: 'London',
      primary_platform: 'Amazon',
      skills: ['Proposal Testing'],
      hourly_rate_cents: 8_550,
      status: options.status ?? 'approved',
    })
    .returning<Array<{ uuid: string }>>('uuid');
  if (!row) throw new Error('profile insert returned nothing');
  return { ...signed, profileUuid: row.uuid };
}

/** An open job of the manager with these screening questions; answers its id and the questions' ids. */
export async function jobWithQuestions(
  server: TestServer,
  managerId: number,
  questions: string[] = [],
  columns: Parameters<typeof insertJob>[2] = {},
): Promise<{ jobId: number; questionIds: number[] }> {
  const jobId = await insertJob(server, managerId, columns);
  const questionIds: number[] = [];
  for (const [position, question] of questions.entries()) {
    const [row] = await server.database
      .knex('job_screening_questions')
      .insert({ job_id: jobId, position, question })
      .returning<Array<{ id: string | number }>>('id');
    questionIds.push(Number(row?.id));
  }
  return { jobId, questionIds };
}

/** A proposal's content answering each question. */
export function content(questionIds: number[] = [], changes: Partial<ProposalContent> = {}): ProposalContent {
  return {
    cover_letter: 'I have built three landing zones on AWS this year and can start on Monday.',
    bid: '85.50',
    screening_answers: questionIds.map((id) => ({ question_id: id, answer: `Answer to ${String(id)}` })),
    ...changes,
  };
}

/** The user's notification rows, oldest first. */
export async function notificationsOf(server: TestServer, userId: number) {
  return server.database
    .knex('notifications')
    .where({ user_id: userId })
    .orderBy('id')
    .select<Array<{ kind: string; payload: Record<string, number> }>>('kind', 'payload');
}

/**
 * Opens the server's database connections before a race (ten reads at once): a race whose
 * requests each wait for a new connection runs one after another and proves nothing.
 */
export async function warmPool(read: () => Promise<unknown>): Promise<void> {
  await Promise.all(Array.from({ length: 10 }, read));
}

export { createUser };
