import { HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../../endpoints.ts';
import { errorCodes } from '../../errors.ts';
import { jobMessages, jobServerMessages } from '../../jobTexts.ts';
import { serverMessages } from '../../messages.ts';
import {
  jobErrors,
  saveJobRequestSchema,
  type JobResponse,
  type JobTab,
  type SaveJobRequest,
} from '../../schemas/jobs.ts';
import { errorBody, fail, forbidden, handle, networkError, respond, serverError, tooMany } from '../define.ts';
import {
  buildJobForm,
  buildJobResponse,
  buildScreeningQuestions,
  CREATED_JOB_ID,
  JOB_FIXTURE_TODAY,
} from '../fixtures/jobs.ts';

const jobNotFound = (name: 'updateJob' | 'deleteJob') =>
  fail(name, 404, errorBody(errorCodes.notFound, jobServerMessages.notFound));

/**
 * `GET /jobs/:id` answers only for a job's id: `/jobs/fetch_tech_skill` and the other static
 * `/jobs/...` paths pass on to their own handlers, as the API mounts them first (a story's
 * `msw.use` puts this handler before theirs).
 */
export function answerJob(answer: () => Response): HttpHandler {
  return handle('getJob', ({ params }) => (/^\d+$/.test(String(params.id)) ? answer() : undefined));
}

/** `GET /jobs/:id` answering `body` (a story's own job). */
export const respondJob = (body: JobResponse | (() => JobResponse)): HttpHandler =>
  answerJob(() => HttpResponse.json(typeof body === 'function' ? body() : body));

/**
 * Saves what it is sent and answers the job back, as the API does: a draft as it is; a job posted
 * (status open) only when every tab's rules hold on the fixture's today, else 422 with each field's
 * message. New screening questions get ids.
 */
/** A save of the wizard answered as the API would (the manager's calls, or the staff's on a client's behalf). */
export function saveJob(name: 'createJob' | 'updateJob' | 'staffCreateJob' | 'staffUpdateJob', refusePosting = false) {
  return handle(name, async ({ request, params }) => {
    const parsed = saveJobRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) {
      return HttpResponse.json(errorBody(errorCodes.validation, serverMessages.invalidRequest), { status: 422 });
    }
    const body: SaveJobRequest = parsed.data;
    const creates = name === 'createJob' || name === 'staffCreateJob';
    if (creates && body.status === 'closed') {
      return HttpResponse.json(
        errorBody(errorCodes.validation, jobServerMessages.newJobStatus, { status: jobServerMessages.newJobStatus }),
        { status: 422 },
      );
    }
    if (body.status !== 'draft') {
      // The server's own check may disagree with the browser's (here its today is later).
      const { errors } = refusePosting
        ? { errors: { expiration_date: jobMessages.expirationInPast } }
        : jobErrors(body.form, JOB_FIXTURE_TODAY);
      if (Object.keys(errors).length > 0) {
        return HttpResponse.json(errorBody(errorCodes.validation, jobServerMessages.incomplete, { ...errors }), {
          status: 422,
        });
      }
    }
    const id = creates ? CREATED_JOB_ID : Number(params.id);
    return HttpResponse.json(
      buildJobResponse({ id, status: body.status, form: body.form, current_tab: body.current_tab as JobTab }),
      { status: endpoints[name].status },
    );
  });
}

/**
 * Handlers of the post-job wizard's calls (and deleting a job), grouped by call; the first of each
 * group is its default answer. The lists, the search, favorites and saved filters are in jobSearch.ts.
 */
export const jobsHandlers = {
  getJob: {
    /** The fixture manager's draft, left on Job Details with two stored screening questions. */
    draft: respondJob(() => buildJobResponse()),
    /** Every tab filled in, left on Budget. */
    readyToPost: respondJob(() => buildJobResponse({ form: buildJobForm(), current_tab: 5 })),
    /** Posted already: its manager edits it. */
    open: respondJob(() => buildJobResponse({ status: 'open', current_tab: 5 })),
    /** Someone else's open job: the public details, no form. */
    notOwner: respondJob(() => buildJobResponse({ status: 'open', isOwner: false })),
    closed: respondJob(() => buildJobResponse({ status: 'closed', current_tab: 5 })),
    notFound: answerJob(() =>
      HttpResponse.json(errorBody(errorCodes.notFound, jobServerMessages.notFound), { status: 404 }),
    ),
    serverError: answerJob(() =>
      HttpResponse.json(errorBody(errorCodes.internal, serverMessages.internalError), { status: 500 }),
    ),
    networkDown: answerJob(() => HttpResponse.error()),
  },
  createJob: {
    saved: saveJob('createJob'),
    /** Saves drafts; posting is refused with the expiration date's message (spec section 3's error flags). */
    incomplete: saveJob('createJob', true),
    forbidden: forbidden('createJob'),
    tooMany: tooMany('createJob'),
    serverError: serverError('createJob'),
    networkDown: networkError('createJob'),
  },
  updateJob: {
    saved: saveJob('updateJob'),
    /** Saves drafts; posting is refused with the expiration date's message (spec section 3's error flags). */
    incomplete: saveJob('updateJob', true),
    notFound: jobNotFound('updateJob'),
    notOwner: fail('updateJob', 403, errorBody(errorCodes.forbidden, jobServerMessages.notOwner)),
    closed: fail('updateJob', 409, errorBody(errorCodes.conflict, jobServerMessages.notEditable)),
    tooMany: tooMany('updateJob'),
    serverError: serverError('updateJob'),
    networkDown: networkError('updateJob'),
  },
  deleteScreeningQuestion: {
    /** Removes the question and answers the job without it. */
    removed: handle('deleteScreeningQuestion', ({ params }) => {
      const id = Number(params.id);
      const form = buildJobForm({ screening_questions: buildScreeningQuestions().filter((item) => item.id !== id) });
      return HttpResponse.json(buildJobResponse({ form }));
    }),
    notFound: fail('deleteScreeningQuestion', 404, errorBody(errorCodes.notFound, jobServerMessages.questionNotFound)),
    closed: fail('deleteScreeningQuestion', 409, errorBody(errorCodes.conflict, jobServerMessages.notEditable)),
    forbidden: forbidden('deleteScreeningQuestion'),
    serverError: serverError('deleteScreeningQuestion'),
    networkDown: networkError('deleteScreeningQuestion'),
  },
  deleteJob: {
    deleted: respond('deleteJob', () => buildJobResponse({ status: 'closed' })),
    notFound: jobNotFound('deleteJob'),
  },
};
