import { findFreelancersPaths, managerProposalListLabels as labels, proposalLimits } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Link, useSearchParams } from 'react-router';
import * as pageStyles from '../pages.css.ts';
import { myProposalsStateOf } from '../proposals/myProposalsState.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { ManagerProposalList } from './ManagerProposalList.tsx';
import * as styles from './managerProposals.css.ts';
import { useKeptResource } from './useKeptResource.ts';

/**
 * /archived (spec document 2, sections 2 and 4: archiving stores archived_at, unarchiving clears
 * it): the proposals the manager archived across all their jobs (`GET /get_all_proposals
 * ?archived=true`), newest first, `?page=` in the query; Move back returns one to its lists.
 */
export function ArchivedProposalsPage() {
  usePageTitle(labels.archivedTitle);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const { page } = myProposalsStateOf(params);
  const { resource, retry } = useKeptResource(`archived proposals ${String(page)}`, (signal) =>
    api.allProposals({ query: { archived: true, page, per_page: proposalLimits.pageSize }, signal }),
  );
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{labels.archivedTitle}</h1>
          <p className={styles.meta}>{labels.archivedLead}</p>
        </div>
        <Link to={findFreelancersPaths.myProposals} className={pageStyles.link}>
          {labels.backToProposals}
        </Link>
      </div>
      <ManagerProposalList
        resource={resource}
        retry={retry}
        page={page}
        onPage={(next) => {
          setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });
        }}
        listLabel={labels.archivedListLabel}
        empty={{ title: labels.archivedEmptyTitle, description: labels.archivedEmptyDescription }}
      />
    </div>
  );
}
