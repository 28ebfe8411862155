import { acceptOfferMessages, jobServerMessages, proposalServerMessages, refusalOf } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { content, jobWithQuestions, notificationsOf, signedInExpert, warmPool } from './proposals.support.ts';
import { clientFor, failureOf, insertJob, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`offers on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const manager = () => signedInAs(server, 'project_manager', { firstName: 'Grace', lastName: 'Hopper' });
  const expert = () => signedInExpert(server);

  async function offered() {
    const owner = await manager();
    const { jobId } = await jobWithQuestions(server, owner.user.id, [], {
      job_pay_type: 'fixed',
      budget_cents: 500_000,
    });
    const freelancer = await expert();
    const { proposal } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const { offer } = await owner.api.makeOffer({
      body: { job_application_id: proposal.id, amount: '4800.25', message: 'Happy to start Monday.' },
    });
    return { owner, freelancer, jobId, proposal, offer };
  }

  it('makes an offer on a proposal (proposal offered, freelancer told), once at a time', async () => {
    const { owner, freelancer, jobId, proposal, offer } = await offered();
    expect(offer).toMatchObject({
      status: 'pending',
      amount_cents: 480_025,
      job_pay_type: 'fixed',
      proposal_id: proposal.id,
      job: { id: jobId },
      freelancer: { uuid: freelancer.profileUuid },
    });
    expect((await freelancer.api.getProposal({ params: { id: proposal.id } })).proposal).toMatchObject({
      status: 'offered',
      offer: { id: offer.id, status: 'pending' },
    });
    expect(await notificationsOf(server, freelancer.user.id)).toEqual([
      { kind: 'offer_received', payload: { job_id: jobId, proposal_id: proposal.id, offer_id: offer.id } },
    ]);
    expect((await freelancer.api.offers({})).records.map((record) => record.id)).toEqual([offer.id]);
    expect((await owner.api.offers({})).records.map((record) => record.id)).toEqual([offer.id]);
    expect((await freelancer.api.freelancerJob({ params: { id: jobId } })).offer?.id).toBe(offer.id);

    const again = await failureOf(owner.api.makeOffer({ body: { job_application_id: proposal.id, amount: '10' } }));
    expect([again.status, again.message]).toEqual([409, refusalOf('proposal', 'offered', 'offer')]);
    const withdraw = await failureOf(
      freelancer.api.changeProposal({ params: { id: proposal.id }, body: { status: 'withdrawn' } }),
    );
    expect([withdraw.status, withdraw.message]).toEqual([409, refusalOf('proposal', 'offered', 'withdraw')]);
  });

  it("refuses an offer on someone else's, a withdrawn or a missing proposal, from a freelancer, or malformed", async () => {
    const owner = await manager();
    const { jobId } = await jobWithQuestions(server, owner.user.id);
    const freelancer = await expert();
    const { proposal } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const stranger = await manager();
    const hidden = await failureOf(stranger.api.makeOffer({ body: { job_application_id: proposal.id, amount: '10' } }));
    expect([hidden.status, hidden.message]).toEqual([404, proposalServerMessages.proposalNotFound]);
    expect(
      (await failureOf(owner.api.makeOffer({ body: { job_application_id: 2_000_000_000, amount: '10' } }))).status,
    ).toBe(404);
    const asFreelancer = await failureOf(
      freelancer.api.makeOffer({ body: { job_application_id: proposal.id, amount: '10' } }),
    );
    expect(asFreelancer.status).toBe(403);
    for (const json of [
      { job_application_id: proposal.id, amount: '-5' },
      { job_application_id: proposal.id, amount: '1e5' },
      { job_application_id: proposal.id },
      { job_application_id: 'x', amount: '10' },
      { job_application_id: proposal.id, amount: '10', message: 'x'.repeat(5_001) },
    ]) {
      expect((await rawCall(server, 'POST', '/contract', { token: owner.token, json })).status).toBe(422);
    }
    expect(
      (await rawCall(server, 'POST', '/contract', { json: { job_application_id: proposal.id, amount: '10' } })).status,
    ).toBe(401);
    await freelancer.api.changeProposal({ params: { id: proposal.id }, body: { status: 'withdrawn' } });
    const late = await failureOf(owner.api.makeOffer({ body: { job_application_id: proposal.id, amount: '10' } }));
    expect([late.status, late.message]).toEqual([409, refusalOf('proposal', 'withdrawn', 'offer')]);
    expect(await db()('offers').where({ job_application_id: proposal.id }).first()).toBeUndefined();
    expect((await notificationsOf(server, freelancer.user.id)).filter((row) => row.kind === 'offer_received')).toEqual(
      [],
    );
  });

  it('accepts an offer (CE_ACCEPT_OFFER: message and terms required): hired, the manager told', async () => {
    const { owner, freelancer, proposal, offer } = await offered();
    const path = `/contract/${String(offer.id)}`;
    const cases: Array<[unknown, string, string]> = [
      [{ status: 'Accepted', message: 'Yes!' }, 'agree', acceptOfferMessages.termsRequired],
      [{ status: 'Accepted', message: 'Yes!', agree: false }, 'agree', acceptOfferMessages.termsRequired],
      [{ status: 'Accepted', message: '  ', agree: true }, 'message', acceptOfferMessages.messageRequired],
    ];
    for (const [json, field, message] of cases) {
      const response = await rawCall(server, 'PUT', path, { token: freelancer.token, json });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ error: { fields: { [field]: message } } });
    }
    expect((await rawCall(server, 'PUT', path, { token: freelancer.token, json: { status: 'Maybe' } })).status).toBe(
      422,
    );
    const byManager = await failureOf(
      owner.api.answerOffer({ params: { id: offer.id }, body: { status: 'Accepted', message: 'Yes', agree: true } }),
    );
    expect(byManager.status).toBe(403);
    const stranger = await expert();
    const hidden = await failureOf(
      stranger.api.answerOffer({ params: { id: offer.id }, body: { status: 'Accepted', message: 'Yes', agree: true } }),
    );
    expect([hidden.status, hidden.message]).toEqual([404, proposalServerMessages.offerNotFound]);
    expect((await failureOf(stranger.api.getOffer({ params: { id: offer.id } }))).status).toBe(404);

    await warmPool(() => freelancer.api.getOffer({ params: { id: offer.id } }));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        freelancer.api.answerOffer({
          params: { id: offer.id },
          body: { status: 'Accepted', message: 'Glad to!', agree: true },
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ status: 409, message: refusalOf('offer', 'Accepted', 'accept') });
      }
    }
    const seen = (await owner.api.getOffer({ params: { id: offer.id } })).offer;
    expect(seen).toMatchObject({ status: 'Accepted', response_message: 'Glad to!' });
    expect((await owner.api.getProposal({ params: { id: proposal.id } })).proposal.status).toBe('hired');
    expect((await notificationsOf(server, owner.user.id)).map((row) => row.kind)).toEqual([
      'proposal_received',
      'offer_accepted',
    ]);
    const decline = await failureOf(
      freelancer.api.answerOffer({ params: { id: offer.id }, body: { status: 'Declined' } }),
    );
    expect([decline.status, decline.message]).toEqual([409, refusalOf('offer', 'Accepted', 'decline')]);
  });

  it('declines an offer (CE_DECLINE_OFFER): the proposal waits again and may get a new offer', async () => {
    const { owner, freelancer, proposal, offer } = await offered();
    const declined = await freelancer.api.answerOffer({ params: { id: offer.id }, body: { status: 'Declined' } });
    expect(declined.offer.status).toBe('Declined');
    expect((await owner.api.getProposal({ params: { id: proposal.id } })).proposal).toMatchObject({
      status: 'submitted',
      offer: { id: offer.id, status: 'Declined' },
    });
    expect((await notificationsOf(server, owner.user.id)).map((row) => row.kind)).toContain('offer_declined');
    const next = await owner.api.makeOffer({ body: { job_application_id: proposal.id, amount: '5000' } });
    expect(next.offer.status).toBe('pending');
    expect((await owner.api.offers({ query: { status: 'Declined' } })).records.map((record) => record.id)).toEqual([
      offer.id,
    ]);
  });

  describe('saved freelancers and the signed-in search', () => {
    it('saves and unsaves a freelancer for a manager; the Saved tab and every card follow', async () => {
      const owner = await manager();
      const saved = await signedInExpert(server, { firstName: 'Zephyrine' });
      expect(await owner.api.addFavorite({ body: { freelancer_id: saved.profileUuid } })).toEqual({
        message: jobServerMessages.favoriteAdded,
        favorited: true,
      });
      await owner.api.addFavorite({ body: { freelancer_id: saved.profileUuid } });
      const tab = await owner.api.favoritedFreelancers({});
      expect(tab.records.map((card) => [card.uuid, card.favorited])).toEqual([[saved.profileUuid, true]]);

      const search = await owner.api.findFreelancersSignedIn({ query: { search: 'Zephyrine' } });
      expect(search.records.map((card) => [card.uuid, card.favorited])).toEqual([[saved.profileUuid, true]]);
      const viaFilter = await owner.api.findFreelancersSignedIn({
        query: { search: 'Zephyrine', filter: JSON.stringify({ platform: 'Amazon', skill: 'Proposal Testing' }) },
      });
      expect(viaFilter.records).toHaveLength(1);
      const otherPlatform = await owner.api.findFreelancersSignedIn({
        query: { search: 'Zephyrine', filter: JSON.stringify({ platform: 'Google' }) },
      });
      expect(otherPlatform.records).toEqual([]);

      // The same search as the public one, with the manager's marks.
      const visitors = await clientFor(server).findFreelancers({ query: { search: 'Zephyrine' } });
      expect(visitors.records.map((card) => card.uuid)).toEqual(search.records.map((card) => card.uuid));

      const { jobId } = await jobWithQuestions(server, owner.user.id);
      const { proposal } = await saved.api.submitProposal({ body: { job_id: jobId, ...content() } });
      expect((await owner.api.getProposal({ params: { id: proposal.id } })).proposal.freelancer.favorited).toBe(true);
      expect((await saved.api.getProposal({ params: { id: proposal.id } })).proposal.freelancer.favorited).toBe(false);

      expect(await owner.api.removeFavorite({ query: { freelancer_id: saved.profileUuid } })).toMatchObject({
        favorited: false,
      });
      expect((await owner.api.favoritedFreelancers({})).records).toEqual([]);
      expect((await owner.api.findFreelancersSignedIn({ query: { search: 'Zephyrine' } })).records[0]?.favorited).toBe(
        false,
      );
    });

    it('refuses the wrong kind for the role, an unlisted freelancer, bad filters and visitors', async () => {
      const owner = await manager();
      const freelancer = await expert();
      const pending = await signedInExpert(server, { status: 'submitted' });
      const job = await insertJob(server, owner.user.id);
      const wrong = await failureOf(freelancer.api.addFavorite({ body: { freelancer_id: pending.profileUuid } }));
      expect([wrong.status, wrong.message]).toEqual([403, proposalServerMessages.favoriteWrongKind]);
      expect((await failureOf(owner.api.addFavorite({ body: { job_id: job } }))).status).toBe(403);
      const unlisted = await failureOf(owner.api.addFavorite({ body: { freelancer_id: pending.profileUuid } }));
      expect([unlisted.status, unlisted.message]).toEqual([404, proposalServerMessages.freelancerNotFound]);
      for (const json of [{}, { job_id: job, freelancer_id: pending.profileUuid }, { freelancer_id: 'nope' }]) {
        const response = await rawCall(server, 'POST', '/favorites', { token: owner.token, json });
        expect(response.status).toBe(422);
      }
      expect((await rawCall(server, 'GET', '/remove_favorited', { token: owner.token })).status).toBe(422);
      for (const filter of ['{', '[]', '{"platform":"Mars"}', '{"drop":"table"}']) {
        const response = await rawCall(server, 'GET', `/find_freelancers?filter=${encodeURIComponent(filter)}`, {
          token: owner.token,
        });
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ error: { fields: { filter: proposalServerMessages.filterInvalid } } });
      }
      expect((await rawCall(server, 'GET', '/find_freelancers')).status).toBe(401);
      expect(
        (await rawCall(server, 'GET', '/project_managers/favorited_freelancers', { token: freelancer.token })).status,
      ).toBe(403);
      expect((await freelancer.api.findFreelancersSignedIn({})).records.every((card) => !card.favorited)).toBe(true);
    });
  });
});
