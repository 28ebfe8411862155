import { TOP_EXPERTS_COUNT } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { content, jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { failureOf, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/**
 * The manager's lists across all their jobs (issue 15: /my-proposals and /archived): the lists by
 * status leave the archive out, `get_all_proposals?archived=true` is the archive of every job of
 * theirs and no one else's, and the saved freelancers are theirs only.
 */
describe(`the manager's proposal lists across jobs on ${kind}`, () => {
  const server = useTestServer();

  const manager = () => signedInAs(server, 'project_manager', { firstName: 'Grace', lastName: 'Hopper' });

  /** A manager with two jobs and a proposal on each, and another manager with a proposal of their own. */
  async function twoJobs() {
    const owner = await manager();
    const freelancer = await signedInExpert(server);
    const first = await jobWithQuestions(server, owner.user.id);
    const second = await jobWithQuestions(server, owner.user.id);
    const onFirst = (await freelancer.api.submitProposal({ body: { job_id: first.jobId, ...content() } })).proposal;
    const onSecond = (await freelancer.api.submitProposal({ body: { job_id: second.jobId, ...content() } })).proposal;
    const other = await manager();
    const elsewhere = await jobWithQuestions(server, other.user.id);
    const theirs = (await freelancer.api.submitProposal({ body: { job_id: elsewhere.jobId, ...content() } })).proposal;
    await other.api.archiveProposal({ params: { id: theirs.id }, body: { archived: true } });
    return { owner, other, freelancer, onFirst, onSecond, theirs, jobIds: [first.jobId, second.jobId] };
  }

  it('lists the archive of every job of the manager, newest first, and no one else’s', async () => {
    const { owner, other, onFirst, onSecond, theirs, jobIds } = await twoJobs();
    const ids = (records: Array<{ id: number }>) => records.map((record) => record.id);
    expect(ids((await owner.api.proposalsByStatus({ query: { status: 'submitted' } })).records)).toEqual([
      onSecond.id,
      onFirst.id,
    ]);
    expect((await owner.api.allProposals({ query: { archived: true } })).records).toEqual([]);

    await owner.api.archiveProposal({ params: { id: onFirst.id }, body: { archived: true } });
    await owner.api.archiveProposal({ params: { id: onSecond.id }, body: { archived: true } });
    const archive = await owner.api.allProposals({ query: { archived: true } });
    expect(ids(archive.records)).toEqual([onSecond.id, onFirst.id]);
    expect(archive.records.map((record) => record.job.id)).toEqual([jobIds[1], jobIds[0]]);
    expect(archive.records.every((record) => record.archived_at !== null)).toBe(true);
    expect(archive.total_count).toBe(2);
    const paged = await owner.api.allProposals({ query: { archived: true, per_page: 1, page: 2 } });
    expect([ids(paged.records), paged.total_pages]).toEqual([[onFirst.id], 2]);
    // Archived proposals leave the lists by status, and the tabs count them apart.
    expect((await owner.api.proposalsByStatus({ query: { status: 'submitted' } })).records).toEqual([]);
    expect(await owner.api.proposalTabsCount()).toMatchObject({ archived: 2, total: 2, counts: { submitted: 0 } });
    // The other manager's archive holds only their own proposal.
    expect(ids((await other.api.allProposals({ query: { archived: true } })).records)).toEqual([theirs.id]);

    // Move back: the proposal returns to its list by status.
    await owner.api.archiveProposal({ params: { id: onFirst.id }, body: { archived: false } });
    expect(ids((await owner.api.allProposals({ query: { archived: true } })).records)).toEqual([onSecond.id]);
    expect(ids((await owner.api.proposalsByStatus({ query: { status: 'submitted' } })).records)).toEqual([onFirst.id]);
  });

  it('refuses the archive list to visitors, other roles and malformed queries', async () => {
    const owner = await manager();
    const admin = await signedInAs(server, 'admin');
    expect((await rawCall(server, 'GET', '/get_all_proposals?archived=true')).status).toBe(401);
    expect((await rawCall(server, 'GET', '/get_all_proposals?archived=true', { token: admin.token })).status).toBe(403);
    for (const query of [
      'archived=maybe',
      'archived=true&page=0',
      'archived=true&per_page=51',
      `page=${'9'.repeat(400)}`,
    ]) {
      const answer = await rawCall(server, 'GET', `/get_all_proposals?${query}`, { token: owner.token });
      expect(answer.status, query).toBe(422);
      expect(JSON.stringify(answer.body), query).toContain('message');
    }
  });

  it("keeps each manager's saved freelancers their own; the search marks them for that manager only", async () => {
    const owner = await manager();
    const other = await manager();
    const freelancer = await signedInExpert(server, { firstName: 'Savorina' });
    await owner.api.addFavorite({ body: { freelancer_id: freelancer.profileUuid } });
    const saved = await owner.api.favoritedFreelancers({});
    expect(saved.records.map((card) => [card.uuid, card.favorited])).toEqual([[freelancer.profileUuid, true]]);
    expect((await other.api.favoritedFreelancers({})).records).toEqual([]);
    const search = (api: typeof owner.api) => api.findFreelancersSignedIn({ query: { search: 'Savorina' } });
    expect((await search(owner.api)).records.map((card) => card.favorited)).toEqual([true]);
    expect((await search(other.api)).records.map((card) => card.favorited)).toEqual([false]);

    await owner.api.removeFavorite({ query: { freelancer_id: freelancer.profileUuid } });
    expect((await owner.api.favoritedFreelancers({})).records).toEqual([]);
    expect((await search(owner.api)).records.map((card) => card.favorited)).toEqual([false]);
    expect((await failureOf(freelancer.api.favoritedFreelancers({}))).status).toBe(403);
    expect((await rawCall(server, 'GET', '/project_managers/favorited_freelancers')).status).toBe(401);
  });

  it('answers a manager the top experts of a platform as contact_experts does, each marked', async () => {
    // (No profile is pushed to the top here: the files share one database and its top lists.)
    const owner = await manager();
    await signedInExpert(server, { firstName: 'Toprina' });
    const top = await owner.api.contactExperts({ query: { data: 'Amazon' } });
    const first = top.experts[0]?.uuid ?? '';
    expect(first).not.toBe('');
    await owner.api.addFavorite({ body: { freelancer_id: first } });
    const signedIn = await owner.api.findFreelancersSignedIn({
      query: { platform: 'Amazon', sort_by: 'rating', per_page: TOP_EXPERTS_COUNT },
    });
    expect(signedIn.records.map((card) => card.uuid)).toEqual(top.experts.map((card) => card.uuid));
    expect(signedIn.records.map((card) => card.favorited)).toEqual(top.experts.map((_, index) => index === 0));
  });
});
