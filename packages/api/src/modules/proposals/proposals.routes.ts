import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { userWrites } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { favoritedFreelancers, findFreelancersSignedIn } from '../favorites/favorites.service.ts';
import { notificationMailerFor } from '../notifications/mailer.ts';
import { freelancerJob } from './freelancerJob.service.ts';
import { freelancersBySkills, hiredFreelancers, hireFreelancerDetails, viewJobProposal } from './hiring.service.ts';
import { answerInvitation, getInvitation, invitations, opportunities, sendInvitation } from './invitations.service.ts';
import { answerOffer, getOffer, makeOffer, offers } from './offers.service.ts';
import {
  allProposals,
  archiveProposal,
  changeProposal,
  getProposal,
  jobProposals,
  proposalsByStatus,
  proposalTabsCount,
  submitProposal,
} from './proposals.service.ts';

/**
 * Proposals, invitations and offers (spec document 2, sections 2 to 8), and the manager's saved
 * freelancers and signed-in freelancer search. Mounted before the clients module, whose
 * /project_managers/:id would otherwise take /project_managers/favorited_freelancers.
 */
export function proposalsRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  const mailerOf = (ctx: { request: { protocol: string; host: string } }) => notificationMailerFor(app, ctx.request);
  mount(
    router,
    app,
    'submitProposal',
    ({ ctx, auth, body }) => submitProposal(db, mailerOf(ctx), auth, body),
    userWrites,
  );
  mount(router, app, 'getProposal', ({ auth, params }) => getProposal(db, auth, params.id));
  mount(
    router,
    app,
    'changeProposal',
    ({ ctx, auth, params, body }) => changeProposal(db, mailerOf(ctx), auth, params.id, body),
    userWrites,
  );
  mount(router, app, 'archiveProposal', ({ auth, params, body }) =>
    archiveProposal(db, auth, params.id, body.archived),
  );
  mount(router, app, 'allProposals', ({ auth, query }) => allProposals(db, auth, query));
  mount(router, app, 'proposalsByStatus', ({ auth, query }) => proposalsByStatus(db, auth, query));
  mount(router, app, 'proposalTabsCount', ({ auth }) => proposalTabsCount(db, auth));
  mount(router, app, 'jobProposals', ({ auth, params, query }) => jobProposals(db, auth, params.id, query));
  mount(router, app, 'freelancerJob', ({ auth, params }) => freelancerJob(db, auth, params.id));
  mount(
    router,
    app,
    'sendInvitation',
    ({ ctx, auth, body }) => sendInvitation(db, mailerOf(ctx), auth, body),
    userWrites,
  );
  mount(router, app, 'invitations', ({ auth, query }) => invitations(db, auth, query));
  mount(router, app, 'getInvitation', ({ auth, params }) => getInvitation(db, auth, params.id));
  mount(
    router,
    app,
    'answerInvitation',
    ({ ctx, auth, params, body }) => answerInvitation(db, mailerOf(ctx), auth, params.id, body),
    userWrites,
  );
  mount(router, app, 'opportunities', ({ auth, query }) => opportunities(db, auth, query));
  mount(router, app, 'makeOffer', ({ ctx, auth, body }) => makeOffer(db, mailerOf(ctx), auth, body), userWrites);
  mount(router, app, 'offers', ({ auth, query }) => offers(db, auth, query));
  mount(router, app, 'getOffer', ({ auth, params }) => getOffer(db, auth, params.id));
  mount(
    router,
    app,
    'answerOffer',
    ({ ctx, auth, params, body }) => answerOffer(db, mailerOf(ctx), auth, params.id, body),
    userWrites,
  );
  mount(router, app, 'hiredFreelancers', ({ auth, params, query }) => hiredFreelancers(db, auth, params.id, query));
  mount(router, app, 'freelancersBySkills', ({ auth, query }) => freelancersBySkills(db, auth, query));
  mount(router, app, 'hireFreelancerDetails', ({ auth, params, query }) =>
    hireFreelancerDetails(db, auth, params.id, query.job_uuid),
  );
  mount(router, app, 'viewJobProposal', ({ auth, query }) => viewJobProposal(db, auth, query));
  mount(router, app, 'favoritedFreelancers', ({ auth, query }) => favoritedFreelancers(db, auth, query));
  mount(router, app, 'findFreelancersSignedIn', ({ auth, query }) => findFreelancersSignedIn(db, auth, query));
}
