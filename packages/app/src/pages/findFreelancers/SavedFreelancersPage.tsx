import { findFreelancersLabels as labels, jobCandidatesLabels } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { useSearchParams } from 'react-router';
import { CandidateCard } from '../managerProposals/CandidateCard.tsx';
import { CandidateList } from '../managerProposals/CandidateList.tsx';
import * as frame from '../managerProposals/managerProposals.css.ts';
import { useKeptResource } from '../managerProposals/useKeptResource.ts';
import { myProposalsStateOf } from '../proposals/myProposalsState.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { FindFreelancersNav } from './FindFreelancersNav.tsx';
import * as styles from './FindFreelancers.css.ts';

/**
 * /find-freelancers/saved (spec document 2, sections 1 and 7: a Project Manager keeps saved
 * freelancers; `GET /project_managers/favorited_freelancers`): the manager's saved freelancers that
 * are still listed, newest first, a page at a time (`?page=`), each card with its Save toggle. An
 * unsaved card stays until the list reloads, so a press by mistake is undone by pressing again (as
 * on the job's Saved tab).
 */
export function SavedFreelancersPage() {
  usePageTitle(labels.savedTitle);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const { page } = myProposalsStateOf(params);
  const { resource, retry } = useKeptResource(`saved freelancers ${String(page)}`, (signal) =>
    api.favoritedFreelancers({ query: { page }, signal }),
  );
  return (
    <div className={frame.page}>
      <FindFreelancersNav current="saved" />
      <div className={frame.intro}>
        <h1 className={frame.title}>{labels.savedTitle}</h1>
        <p className={styles.lead}>{labels.savedLead}</p>
      </div>
      <CandidateList
        tab="saved"
        resource={resource}
        retry={retry}
        page={page}
        onPage={(next) => {
          setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });
        }}
        empty={jobCandidatesLabels.empty.saved}
      >
        {(candidate) => <CandidateCard key={candidate.uuid} candidate={candidate} />}
      </CandidateList>
    </div>
  );
}
