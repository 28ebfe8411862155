import { localIsoDate, staffPostJobLabels as labels, type StaffClient } from '@cloudexperts/domain';
import { PostJobWizard, useApi, type PostJobWizardOutput } from '@cloudexperts/flows';
import { Button, EmptyState, SearchField, toast } from '@cloudexperts/ui';
import { useCallback, useId, useState, type SubmitEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { jobIdOf } from '../jobs/jobId.ts';
import { ListFallback } from '../ListFallback.tsx';
import { NotFound } from '../NotFound.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { staffJobPath, staffJobPaths } from './paths.ts';
import * as styles from './staff.css.ts';

const clientName = (client: StaffClient) =>
  client.company_name ? `${client.name} (${client.company_name})` : client.name;

/** The clients matching a term (`GET /staff/clients`), each with a button that picks them. */
function ClientMatches({ term, onChoose }: { term: string; onChoose: (client: StaffClient) => void }) {
  const api = useApi();
  const resultsId = useId();
  const { resource, retry } = useResource(`staff clients ${term}`, (signal) =>
    api.staffClients({ query: { search: term }, signal }),
  );
  if (resource.status !== 'ready') {
    return (
      <ListFallback
        resource={resource}
        retry={retry}
        labels={{ loading: labels.clientsLoading, loadFailed: labels.clientsFailed, retry: labels.retry }}
      />
    );
  }
  if (resource.data.records.length === 0) return <EmptyState icon="search" title={labels.noClients} headingLevel={3} />;
  return (
    <section aria-labelledby={resultsId}>
      <h3 id={resultsId} className={styles.sectionTitle}>
        {labels.clientResults}
      </h3>
      <ul className={styles.rows} aria-labelledby={resultsId}>
        {resource.data.records.map((client) => (
          <li key={client.id} className={styles.row}>
            <div className={styles.party}>
              <span className={styles.name}>{clientName(client)}</span>
              <span className={styles.partyEmail}>{client.email}</span>
            </div>
            <Button variant="secondary" onPress={() => onChoose(client)} aria-label={labels.choose(client.name)}>
              {labels.chooseLabel}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who the job is for: a search of the clients (active Project Managers), then one chosen. */
function ClientPicker({ onChoose }: { onChoose: (client: StaffClient) => void }) {
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTerm(draft.trim());
  };
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {labels.clientStep}
      </h2>
      <form role="search" aria-label={labels.clientStep} className={styles.filters} onSubmit={onSubmit}>
        <SearchField
          label={labels.clientSearch}
          placeholder={labels.clientSearchPlaceholder}
          value={draft}
          onChange={setDraft}
          onClear={() => {
            setTerm('');
          }}
          maxLength={100}
        />
        <Button type="submit">{labels.clientSearchButton}</Button>
      </form>
      {term ? <ClientMatches term={term} onChoose={onChoose} /> : <p className={styles.muted}>{labels.searchFirst}</p>}
    </section>
  );
}

/**
 * /post-a-job and /edit-a-job-progress/:id of Coordinator and Support (issue 19): the manager's
 * post-job wizard on behalf of a client. A new job first asks who it is for (a search of the
 * clients); the wizard then saves it as the client's job through the staff calls, each save
 * recorded with the staff member's name. Changing the client starts a new job (a draft already
 * saved stays the first client's). A posted job opens its staff view; a draft, the drafts list.
 */
export function StaffPostJobPage({ variant }: { variant: 'new' | 'edit' }) {
  usePageTitle(variant === 'edit' ? labels.editTitle : labels.title);
  const navigate = useNavigate();
  const params = useParams();
  const jobId = variant === 'edit' ? jobIdOf(params.id) : undefined;
  const [today] = useState(() => localIsoDate(new Date()));
  const [client, setClient] = useState<StaffClient | null>(null);
  const onDone = useCallback(
    (output: PostJobWizardOutput) => {
      if (output.status === 'open') {
        toast.success(variant === 'edit' ? labels.saved : labels.posted);
        void navigate(staffJobPath(output.jobId));
        return;
      }
      void navigate(`${staffJobPaths.jobs}?status=${output.status}`);
    },
    [navigate, variant],
  );
  if (variant === 'edit' && jobId === undefined) return <NotFound />;
  return (
    <section className={styles.page} aria-labelledby="staff-post-job-title">
      <div className={styles.intro}>
        <h1 id="staff-post-job-title" className={styles.title}>
          {variant === 'edit' ? labels.editTitle : labels.title}
        </h1>
        <p className={styles.lead}>{variant === 'edit' ? labels.editLead : labels.lead}</p>
      </div>
      {variant === 'edit' ? (
        <PostJobWizard key={jobId} jobId={jobId} today={today} onDone={onDone} forClient={{}} />
      ) : client ? (
        <>
          <p className={styles.chosenClient} role="status">
            <span>{labels.postingFor(clientName(client))}</span>
            <Button variant="secondary" size="sm" onPress={() => setClient(null)}>
              {labels.change}
            </Button>
          </p>
          <PostJobWizard key={client.id} today={today} onDone={onDone} forClient={{ clientId: client.id }} />
        </>
      ) : (
        <ClientPicker onChoose={setClient} />
      )}
    </section>
  );
}
