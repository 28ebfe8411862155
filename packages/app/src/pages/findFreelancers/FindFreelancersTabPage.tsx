import { findFreelancersPath, findFreelancersTabs } from '@cloudexperts/domain';
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
 * with the query and navigation state kept. A segment that is not a tab is the not-found page.
 */
export function FindFreelancersAliasPage() {
  const { tab } = useParams();
  const location = useLocation();
  const state: unknown = location.state;
  const known = findFreelancersTabs.find((option) => option === tab);
  if (!known) return <NotFound />;
  return <Navigate replace to={`${findFreelancersPath(known)}${location.search}`} state={state} />;
}
