import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { addFavorite, removeFavorite } from '../favorites/favorites.service.ts';
import {
  availableJobFilters,
  createJob,
  deleteJob,
  deleteScreeningQuestion,
  destroyJobFilter,
  favoritedJobs,
  fetchAllJobs,
  findJobs,
  getJob,
  jobFilters,
  jobsByStatus,
  managerDashboard,
  saveJobFilter,
  updateJob,
} from './jobs.service.ts';
import { unsubscribeDigest } from './digest.ts';

/**
 * Jobs: the manager's post-job wizard and lists, the public and the freelancer's search, favorites
 * and saved filters (spec document 2). Mounted after the catalogue (its /jobs/fetch_tech_skill) and
 * with every static /jobs/... path before /jobs/:id.
 */
export function jobsRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  // The wizard saves as the manager goes: the drafts' per-user budget, counted apart.
  const saves = {
    limits: ({ auth }: { auth: { user: { id: number } } }) => [rule('draftSavePerUser', `job-save:${auth.user.id}`)],
  };
  mount(router, app, 'managerDashboard', ({ auth, query }) => managerDashboard(db, auth, query.status));
  mount(router, app, 'jobsByStatus', ({ auth, query }) => jobsByStatus(db, auth, query));
  mount(router, app, 'fetchAllJobs', ({ auth, query }) => fetchAllJobs(db, auth, query));
  mount(router, app, 'availableJobFilters', ({ query }) => availableJobFilters(db, query));
  // A posted, edited or deleted job changes what the public search shows.
  const changes = { ...saves, changesListings: true };
  mount(router, app, 'createJob', ({ auth, body }) => createJob(db, auth, body), changes);
  mount(router, app, 'getJob', ({ auth, params }) => getJob(db, params.id, auth));
  mount(router, app, 'updateJob', ({ auth, params, body }) => updateJob(db, auth, params.id, body), changes);
  mount(router, app, 'deleteJob', ({ auth, params }) => deleteJob(db, auth, params.id), { changesListings: true });
  mount(router, app, 'deleteScreeningQuestion', ({ auth, params }) => deleteScreeningQuestion(db, auth, params.id));
  mount(router, app, 'findJobs', ({ auth, query }) => findJobs(db, auth, query), { sharedAnswer: 'visitors' });
  // A freelancer's jobs or a manager's freelancers (favorites.service.ts says which).
  mount(router, app, 'addFavorite', ({ auth, body }) => addFavorite(db, auth, body), saves);
  mount(router, app, 'favoritedJobs', ({ auth, query }) => favoritedJobs(db, auth, query));
  mount(router, app, 'removeFavorite', ({ auth, query }) => removeFavorite(db, auth, query));
  mount(router, app, 'saveJobFilter', ({ auth, body }) => saveJobFilter(db, auth, body), saves);
  mount(router, app, 'jobFilters', ({ auth }) => jobFilters(db, auth));
  mount(router, app, 'destroyJobFilter', ({ auth, body }) => destroyJobFilter(db, auth, body.id));
  mount(router, app, 'unsubscribeDigest', ({ query }) => unsubscribeDigest(db, app.secrets.digestKey, query.token));
}
