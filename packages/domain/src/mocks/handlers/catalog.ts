import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { expertProfileServerMessages } from '../../expertProfileTexts.ts';
import { bookCallMessages, projectModalMessages, serverMessages } from '../../messages.ts';
import { errorBody, fail, handle, invalid, networkError, respond, serverError, tooMany } from '../define.ts';
import { fixtureUploadFiles } from '../fixtures/uploads.ts';
import {
  buildBookCallResponse,
  buildContactExpertsFor,
  buildContactExpertsResponse,
  buildCountries,
  buildFindFreelancersResponse,
  buildFreelancerDetailsFor,
  buildFreelancerDetailsResponse,
  buildMinimalFreelancerDetails,
  buildSampleProfilesResponse,
  buildSkills,
  buildTalkToExpertResponse,
  buildTechRoles,
  buildTemplate,
  buildWelcomeResponse,
} from '../fixtures/catalog.ts';

/**
 * Handlers of the public catalogue, listings and contact forms, grouped by call; the first of each
 * group is its default answer.
 */
export const catalogHandlers = {
  countries: {
    ok: respond('countries', () => ({ countries: buildCountries() })),
  },
  techRoles: {
    ok: respond('techRoles', () => ({ tech_roles: buildTechRoles() })),
    empty: respond('techRoles', { tech_roles: [] }),
  },
  skills: {
    ok: respond('skills', () => ({ skills: buildSkills() })),
    empty: respond('skills', { skills: [] }),
  },
  sampleProfiles: {
    ok: respond('sampleProfiles', () => buildSampleProfilesResponse()),
    empty: respond('sampleProfiles', () => buildSampleProfilesResponse([])),
  },
  welcome: {
    ok: respond('welcome', () => buildWelcomeResponse()),
    empty: respond('welcome', () =>
      buildWelcomeResponse({
        stats: {
          freelancers_count: 0,
          average_rating: 0,
          platforms: buildWelcomeResponse().stats.platforms.map((row) => ({ ...row, count: 0 })),
        },
        featured: [],
      }),
    ),
  },
  findFreelancers: {
    ok: respond('findFreelancers', () => buildFindFreelancersResponse()),
    empty: respond('findFreelancers', () => buildFindFreelancersResponse({ total: 0 })),
    secondPage: respond('findFreelancers', () => buildFindFreelancersResponse({ page: 2 })),
    minRateAboveMaxRate: invalid('findFreelancers', 'min_rate', serverMessages.minRateAboveMaxRate),
    serverError: serverError('findFreelancers'),
  },
  contactExperts: {
    ok: respond('contactExperts', () => buildContactExpertsResponse()),
    empty: respond('contactExperts', () => buildContactExpertsResponse([])),
    /** The experts of the platform or skill asked for, as the API picks them. */
    byPlatform: handle('contactExperts', ({ request }) =>
      HttpResponse.json(buildContactExpertsFor(new URL(request.url).searchParams.get('data') ?? '')),
    ),
  },
  freelancerDetails: {
    /** The profile of the card whose uuid is asked for (Priya's for any other id). */
    ok: handle('freelancerDetails', ({ params }) =>
      HttpResponse.json(buildFreelancerDetailsResponse(buildFreelancerDetailsFor(String(params.id)))),
    ),
    minimal: respond('freelancerDetails', () => buildFreelancerDetailsResponse(buildMinimalFreelancerDetails())),
    notFound: fail('freelancerDetails', 404, errorBody(errorCodes.notFound, expertProfileServerMessages.notFound)),
    invalidId: invalid('freelancerDetails', 'id', expertProfileServerMessages.invalidId),
    serverError: serverError('freelancerDetails'),
  },
  freelancerPhoto: {
    /** Every listed expert's photo is the fixture PNG. */
    ok: handle(
      'freelancerPhoto',
      () =>
        new HttpResponse(fixtureUploadFiles.photo.bytes, {
          headers: { 'content-type': fixtureUploadFiles.photo.type },
        }),
    ),
    notFound: fail('freelancerPhoto', 404, errorBody(errorCodes.notFound, expertProfileServerMessages.notFound)),
  },
  templateDetails: {
    ok: respond('templateDetails', () => buildTemplate()),
    notFound: fail('templateDetails', 404, errorBody(errorCodes.notFound, serverMessages.templateNotFound)),
  },
  bookCall: {
    ok: respond('bookCall', () => buildBookCallResponse()),
    invalid: invalid('bookCall', 'email', bookCallMessages.emailInvalid),
    tooMany: tooMany('bookCall'),
    serverError: serverError('bookCall'),
    networkError: networkError('bookCall'),
  },
  talkToExpert: {
    ok: respond('talkToExpert', () => buildTalkToExpertResponse()),
    captchaRequired: invalid('talkToExpert', 'captcha_token', projectModalMessages.captchaRequired, 'captcha_required'),
    invalid: invalid('talkToExpert', 'message', projectModalMessages.messageMinimumWords),
    tooMany: tooMany('talkToExpert'),
    serverError: serverError('talkToExpert'),
  },
};
