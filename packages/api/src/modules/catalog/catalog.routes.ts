import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { adminFreelancerDetails } from '../admin/freelancers.service.ts';
import { recordProfileView } from '../analytics/analytics.service.ts';
import { offeredSkills } from '../platforms/platforms.service.ts';
import {
  contactExperts,
  countries,
  findFreelancers,
  freelancerDetails,
  freelancerPhoto,
  sampleProfiles,
  techRoles,
  templateDetails,
  welcome,
} from './catalog.service.ts';

/** The public catalogue and listings: no token needed (spec document 1, section 6). */
export function catalogRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'countries', () => countries(db));
  mount(router, app, 'techRoles', () => techRoles(db));
  mount(router, app, 'skills', () => offeredSkills(db));
  mount(router, app, 'sampleProfiles', () => sampleProfiles(db));
  mount(router, app, 'welcome', ({ query }) => welcome(db, query), { sharedAnswer: 'anyone' });
  mount(router, app, 'findFreelancers', ({ query }) => findFreelancers(db, query), { sharedAnswer: 'anyone' });
  mount(router, app, 'contactExperts', ({ query }) => contactExperts(db, query.data));
  // An admin reads any profile and its review (/freelancer/:id); everyone else the listed ones.
  // A signed-in visit counts as a view of the profile (issue 18's analytics), once it answered.
  mount(router, app, 'freelancerDetails', async ({ params, auth }) => {
    if (auth?.user.role === 'admin') return adminFreelancerDetails(db, params.id);
    const answer = await freelancerDetails(db, params.id);
    if (auth) await recordProfileView(db, params.id, auth.user);
    return answer;
  });
  mount(router, app, 'freelancerPhoto', async ({ params }) => {
    const photo = await freelancerPhoto(app, params.id);
    return {
      body: photo.body,
      contentType: photo.contentType,
      size: photo.size,
      headers: {
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
        // Anyone may keep it a while; a profile that stops being listed stops serving it at once.
        'Cache-Control': 'public, max-age=300',
      },
    };
  });
  mount(router, app, 'templateDetails', ({ query }) => templateDetails(db, query.template_name));
}
