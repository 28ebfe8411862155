import {
  interviewListLabels,
  interviewStatuses,
  staffScheduleListLabels as labels,
  staffScheduleWhens,
  type InterviewStatus,
  type StaffScheduleWhen,
} from '@cloudexperts/domain';
import { browserTimeZone, useApi } from '@cloudexperts/flows';
import { Select } from '@cloudexperts/ui';
import { AdminListShell, pageParam, searchParam } from '../../admin/AdminListShell.tsx';
import { useListFilters, type ListFilters } from '../../admin/useListFilters.ts';
import { usePageTitle } from '../../usePageTitle.ts';
import { useResource } from '../../useResource.ts';
import * as styles from '../staff.css.ts';
import { StaffInterviewRow } from './StaffInterviewRow.tsx';

const ANY = 'any';

interface Filters extends ListFilters {
  status: InterviewStatus | undefined;
  when: StaffScheduleWhen | undefined;
}

export interface StaffSchedulePageProps {
  /** The zone times are shown in. @default the browser's */
  zone?: string;
}

/**
 * /experts-schedule of Coordinator and Support (issue 19; `GET /staff/interviews`): every client's
 * interviews, upcoming first (soonest first) then past, by the client's name, the status and
 * upcoming or past, in pages, each time in the reader's zone; each leads to the read-only view.
 * Staff schedule nothing here (no permission gives them that).
 */
export function StaffSchedulePage({ zone = browserTimeZone() }: StaffSchedulePageProps) {
  usePageTitle(labels.title);
  const api = useApi();
  const { current, show } = useListFilters((params): Filters => ({
    search: searchParam(params),
    status: interviewStatuses.find((status) => status === params.get('status')),
    when: staffScheduleWhens.find((when) => when === params.get('when')),
    page: pageParam(params),
  }));
  const query = {
    page: current.page,
    timezone: zone,
    ...(current.search ? { search: current.search } : {}),
    ...(current.status ? { status: current.status } : {}),
    ...(current.when ? { when: current.when } : {}),
  };
  const { resource, retry } = useResource(`staff interviews ${JSON.stringify(query)}`, (signal) =>
    api.staffInterviews({ query, signal }),
  );
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.lead}>{labels.lead}</p>
      </div>
      <AdminListShell
        words={labels}
        resource={resource}
        retry={retry}
        search={current.search}
        page={current.page}
        filtered={Boolean(current.search || current.status || current.when)}
        onSearch={(search) => {
          show({ search });
        }}
        onClear={() => {
          show({ search: '', status: undefined, when: undefined });
        }}
        onPage={(page) => {
          show({ page });
        }}
        filters={
          <>
            <Select
              label={labels.statusField}
              items={[
                { id: ANY, label: labels.anyStatus },
                ...interviewStatuses.map((status) => ({ id: status, label: interviewListLabels.statuses[status] })),
              ]}
              value={current.status ?? ANY}
              onChange={(key) => {
                show({ status: interviewStatuses.find((status) => status === key) });
              }}
            />
            <Select
              label={labels.whenField}
              items={[
                { id: ANY, label: labels.anyWhen },
                ...staffScheduleWhens.map((when) => ({ id: when, label: labels.whens[when] })),
              ]}
              value={current.when ?? ANY}
              onChange={(key) => {
                show({ when: staffScheduleWhens.find((when) => when === key) });
              }}
            />
          </>
        }
      >
        {(data) => data.records.map((interview) => <StaffInterviewRow key={interview.id} interview={interview} />)}
      </AdminListShell>
    </div>
  );
}
