import type { Role } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { freelancerJobRoutes } from '../jobs/routes.tsx';
import { freelancerProposalRoutes } from './routes.tsx';

export type ProposalPagesProps = RoutePagesProps;

/** The proposal pages are the Freelancer set's; they link to the job pages of that set. */
function routesFor(role: Role | null): RouteObject[] {
  return role === 'freelancer' ? [...freelancerProposalRoutes, ...freelancerJobRoutes] : [];
}

/**
 * The freelancer's proposal pages (and the job pages they link to) in a memory router with the
 * app's session store, API client and popup host (`RoutePages`); any other path is a stand-in page.
 */
export function ProposalPages(props: ProposalPagesProps) {
  return <RoutePages {...props} routesFor={routesFor} area="proposal pages" />;
}
