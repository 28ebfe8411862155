import { HttpResponse, type HttpHandler } from 'msw';
import { clientServerMessages } from '../../clientTexts.ts';
import { errorCodes } from '../../errors.ts';
import { serverMessages } from '../../messages.ts';
import {
  clientHistoryQuerySchema,
  projectManagersQuerySchema,
  type ProjectManagerResponse,
} from '../../schemas/clients.ts';
import { errorBody, fail, forbidden, handle, networkError, respond, serverError } from '../define.ts';
import { buildClientDetails, buildClientHistory, buildClientList, buildClientSearchPage } from '../fixtures/clients.ts';

const clientNotFound = () =>
  HttpResponse.json(errorBody(errorCodes.notFound, clientServerMessages.notFound), { status: 404 });

/**
 * `GET /project_managers/:id` answers only for an id that could be a client's: a static path such
 * as `/project_managers/favorited_freelancers` passes on to its own handler, as the API mounts
 * those first.
 */
export function answerClient(answer: () => Response): HttpHandler {
  return handle('projectManager', ({ params }) => (/^[a-z_]+$/.test(String(params.id)) ? undefined : answer()));
}

/** `GET /project_managers/:id` answering `body` (a story's own client). */
export const respondClient = (body: ProjectManagerResponse | (() => ProjectManagerResponse)): HttpHandler =>
  answerClient(() => HttpResponse.json(typeof body === 'function' ? body() : body));

/** The query a call was sent with. */
const paramsOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The page and search of a `GET /project_managers`, as the API reads them (the defaults when it would refuse them). */
function listQueryOf(request: Request): { page: number; search: string } {
  const parsed = projectManagersQuerySchema.safeParse(paramsOf(request));
  return parsed.success ? { page: parsed.data.page ?? 1, search: parsed.data.search ?? '' } : { page: 1, search: '' };
}

/** The page of a `GET /client_history/` (1 when the API would refuse the query). */
function historyPageOf(request: Request): number {
  const parsed = clientHistoryQuerySchema.safeParse(paramsOf(request));
  return parsed.success ? (parsed.data.page ?? 1) : 1;
}

/** Handlers of the client pages' calls, grouped by call; the first of each group is its default. */
export const clientsHandlers = {
  projectManagers: {
    /** The 24 fixture clients, ranked; the page and the search of the query, as the API answers them. */
    ranked: handle('projectManagers', ({ request }) => {
      const { page, search } = listQueryOf(request);
      return HttpResponse.json(buildClientSearchPage(page, search));
    }),
    empty: respond('projectManagers', () => buildClientList([])),
    forbidden: forbidden('projectManagers'),
    serverError: serverError('projectManagers'),
    networkDown: networkError('projectManagers'),
  },
  projectManager: {
    /** Grace H.: three open jobs, nine past ones. */
    found: respondClient(() => buildClientDetails()),
    /** Every job of theirs is closed or expired. */
    noOpenJobs: respondClient(() => buildClientDetails({ open_jobs: 0, jobs_posted: 9 })),
    notFound: answerClient(clientNotFound),
    forbidden: forbidden('projectManager'),
    serverError: answerClient(() =>
      HttpResponse.json(errorBody(errorCodes.internal, serverMessages.internalError), { status: 500 }),
    ),
    networkDown: answerClient(() => HttpResponse.error()),
  },
  clientHistory: {
    /** Nine past jobs (one page); the page of the query. */
    someJobs: handle('clientHistory', ({ request }) => {
      return HttpResponse.json(buildClientHistory(historyPageOf(request)));
    }),
    /** 23 past jobs: three pages; the page of the query. */
    manyPages: handle('clientHistory', ({ request }) => {
      return HttpResponse.json(buildClientHistory(historyPageOf(request), 23));
    }),
    empty: respond('clientHistory', () => buildClientHistory(1, 0)),
    notFound: fail('clientHistory', 404, errorBody(errorCodes.notFound, clientServerMessages.notFound)),
    serverError: serverError('clientHistory'),
    networkDown: networkError('clientHistory'),
  },
};
