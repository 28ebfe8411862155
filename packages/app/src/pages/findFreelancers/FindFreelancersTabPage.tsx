import { findFreelancersPath, findFreelancersTabs, type FindFreelancersTab } from '@cloudexperts/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFound } from '../NotFound.tsx';
import { SavedFreelancersPage } from './SavedFreelancersPage.tsx';

/**
 * /find-freelancers/:tab for a Project Manager. 'search' never reaches here (Find Experts is
 * mounted at the static /find-freelancers/search, which ranks above :tab); 'saved' is the saved
 * freelancers; any other segment is the not-found page.
 */
export function FindFreelancersTabPage() {
  const { tab } = useParams();
  if (tab === 'saved') return <SavedFreelancersPage />;
  return <NotFound />;
}

/**
 * /find-freelancers2/:tab: the spec lists it in the manager's set with no description; it is the
 * same tabs under a second address, so it redirects (replacing the entry) to /find-freelancers/:tab
 * with the query and navigation state kept. A segment that is not one of `tabs` (the role's tabs:
 * every tab for a manager, the search only for staff) is the not-found page.
 */
export function FindFreelancersAliasPage({
  tabs = findFreelancersTabs,
}: {
  /** @default findFreelancersTabs */
  tabs?: readonly FindFreelancersTab[];
}) {
  const { tab } = useParams();
  const location = useLocation();
  const state: unknown = location.state;
  const known = tabs.find((option) => option === tab);
  if (!known) return <NotFound />;
  return <Navigate replace to={`${findFreelancersPath(known)}${location.search}`} state={state} />;
}
