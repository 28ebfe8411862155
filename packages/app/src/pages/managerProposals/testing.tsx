import {
  endpoints,
  invitationResultMessages,
  proposalServerMessages,
  proposalStatuses,
  rejectMessages,
  type Proposal,
  type ProposalStatus,
  type Role,
} from '@cloudexperts/domain';
import { buildInvitation, buildInviteCandidateList, buildProposalList, handle } from '@cloudexperts/domain/mocks';
import { HttpResponse, type HttpHandler } from 'msw';
import type { RouteObject } from 'react-router';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { managerProposalRoutes } from './routes.tsx';

/** The manager's proposal pages in a memory router with the app's session store and API client. */
export function ManagerProposalPages(props: RoutePagesProps) {
  const routesFor = (role: Role | null): RouteObject[] => (role === 'project_manager' ? managerProposalRoutes : []);
  return <RoutePages {...props} routesFor={routesFor} area="proposal pages" />;
}

/**
 * The job's proposals as the API keeps them, for stories whose actions reload the list: the Review
 * list (filtered by `archived` and `status` as the API does) and one proposal; archive and reject
 * change them.
 */
export function proposalBoard(records: Proposal[] = buildProposalList(4).records): HttpHandler[] {
  return boardHandlers(records.map((proposal) => ({ ...proposal })));
}

/** The handlers of `proposalBoard` over a board another helper shares (it changes the rows in place). */
function boardHandlers(board: Proposal[]): HttpHandler[] {
  const find = (id: unknown) => board.find((proposal) => proposal.id === Number(id));
  const missing = () =>
    HttpResponse.json(
      { error: { code: 'not_found', message: proposalServerMessages.proposalNotFound } },
      { status: 404 },
    );
  return [
    handle('getProposal', ({ params }) => {
      const proposal = find(params.id);
      return proposal ? HttpResponse.json({ proposal }) : missing();
    }),
    handle('jobProposals', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const archived = query.get('archived') === 'true';
      const status = query.get('status');
      const shown = board.filter(
        (proposal) => (proposal.archived_at !== null) === archived && (status === null || proposal.status === status),
      );
      return HttpResponse.json({
        records: shown,
        current_page: 1,
        per_page: 10,
        total_count: shown.length,
        total_pages: Math.ceil(shown.length / 10),
      });
    }),
    handle('archiveProposal', async ({ params, request }) => {
      const proposal = find(params.id);
      if (!proposal) return missing();
      const { archived } = (await request.json()) as { archived: boolean };
      proposal.archived_at = archived ? '2026-11-25T12:30:00.000Z' : null;
      return HttpResponse.json({
        proposal,
        message: archived ? proposalServerMessages.archived : proposalServerMessages.unarchived,
      });
    }),
    handle('changeProposal', async ({ params, request }) => {
      const proposal = find(params.id);
      if (!proposal) return missing();
      const body = (await request.json()) as Partial<Proposal> & { status: string };
      if (body.status !== 'rejected') return undefined;
      Object.assign(proposal, {
        status: 'rejected',
        reject_reason: body.reject_reason ?? null,
        custom_reason: body.custom_reason ?? null,
        reject_comment: body.reject_comment ?? null,
      });
      return HttpResponse.json(
        { proposal, message: rejectMessages.rejectedTitle },
        { status: endpoints.changeProposal.status },
      );
    }),
  ];
}

/**
 * The Invite tab as the API keeps it, for stories whose actions reload it: a sent invitation is
 * pending on the freelancer's card, a withdrawn one is 'withdrawal'.
 */
export function inviteBoard(): HttpHandler[] {
  const board = buildInviteCandidateList().records;
  let nextId = 700;
  return [
    handle('freelancersBySkills', () =>
      HttpResponse.json({ records: board, current_page: 1, per_page: 10, total_count: board.length, total_pages: 1 }),
    ),
    handle('sendInvitation', async ({ request }) => {
      const body = (await request.json()) as { recipient_id: string };
      const candidate = board.find((card) => card.uuid === body.recipient_id);
      if (!candidate) return undefined;
      nextId += 1;
      candidate.invitation = { id: nextId, status: 'pending' };
      return HttpResponse.json(
        { invitation: buildInvitation({ id: nextId }), message: invitationResultMessages.sentTitle },
        { status: endpoints.sendInvitation.status },
      );
    }),
    handle('answerInvitation', ({ params }) => {
      const candidate = board.find((card) => card.invitation?.id === Number(params.id));
      if (!candidate?.invitation) return undefined;
      candidate.invitation = { ...candidate.invitation, status: 'withdrawal' };
      return HttpResponse.json({ invitation: buildInvitation({ id: candidate.invitation.id, status: 'withdrawal' }) });
    }),
  ];
}

const pageOf = (records: Proposal[], request: Request) => {
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page') ?? 1) || 1);
  const perPage = 10;
  return {
    records: records.slice((page - 1) * perPage, page * perPage),
    current_page: page,
    per_page: perPage,
    total_count: records.length,
    total_pages: Math.ceil(records.length / perPage),
  };
};

/**
 * The proposals on all the manager's jobs as the API keeps them (/my-proposals, /archived): the
 * lists by status and the archive, the tab counts, and `proposalBoard`'s archive and reject, over
 * one board, so an action shows in every list and count after the reload.
 */
export function proposalListsBoard(records: Proposal[]): HttpHandler[] {
  const board = records.map((proposal) => ({ ...proposal }));
  const listed = (request: Request) => {
    const query = new URL(request.url).searchParams;
    const archived = query.get('archived') === 'true';
    const status = query.get('status');
    return board.filter(
      (proposal) => (proposal.archived_at !== null) === archived && (status === null || proposal.status === status),
    );
  };
  return [
    handle('proposalsByStatus', ({ request }) => HttpResponse.json(pageOf(listed(request), request))),
    handle('allProposals', ({ request }) => HttpResponse.json(pageOf(listed(request), request))),
    handle('proposalTabsCount', () => {
      const open = board.filter((proposal) => proposal.archived_at === null);
      const counts = Object.fromEntries(
        proposalStatuses.map((status) => [status, open.filter((proposal) => proposal.status === status).length]),
      ) as Record<ProposalStatus, number>;
      const archived = board.length - open.length;
      return HttpResponse.json({ counts, archived, total: board.length });
    }),
    ...boardHandlers(board),
  ];
}
