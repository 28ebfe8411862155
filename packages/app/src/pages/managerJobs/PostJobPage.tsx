import { localIsoDate, managerJobLabels } from '@cloudexperts/domain';
import { PostJobWizard, useApi, type PostJobWizardOutput } from '@cloudexperts/flows';
import { toast } from '@cloudexperts/ui';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotFound } from '../NotFound.tsx';
import { PageLoading } from '../PageLoading.tsx';
import { useResource } from '../useResource.ts';
import { usePageTitle } from '../usePageTitle.ts';
import * as styles from './managerJobs.css.ts';
import { jobDetailsPath, managerJobPaths } from './paths.ts';
import { jobIdOf } from '../jobs/jobId.ts';

const labels = managerJobLabels.postJob;

export type PostJobVariant = 'first' | 'new' | 'edit';

const headings: Record<PostJobVariant, { title: string; lead: string }> = {
  first: { title: labels.firstTitle, lead: labels.firstLead },
  new: { title: labels.title, lead: labels.lead },
  edit: { title: labels.editTitle, lead: labels.editLead },
};

/**
 * The post-job wizard's pages: /post-a-job-progress (a manager with no job yet lands here),
 * /post-a-job, and /edit-a-job-progress/:id (the same wizard, loaded with the manager's job). A
 * posted job opens its page; a job left as a draft is on /my-jobs under Drafts.
 */
export function PostJobPage({ variant }: { variant: PostJobVariant }) {
  const { title, lead } = headings[variant];
  usePageTitle(title);
  const navigate = useNavigate();
  const params = useParams();
  const jobId = variant === 'edit' ? jobIdOf(params.id) : undefined;
  // "Today" is the manager's own date, fixed for the page's life.
  const [today] = useState(() => localIsoDate(new Date()));
  const onDone = useCallback(
    (output: PostJobWizardOutput) => {
      if (output.status === 'open') {
        toast.success(variant === 'edit' ? labels.saved : labels.posted);
        void navigate(jobDetailsPath(output.jobId));
        return;
      }
      void navigate(`${managerJobPaths.myJobs}?status=${output.status}`);
    },
    [navigate, variant],
  );

  if (variant === 'edit' && jobId === undefined) return <NotFound />;
  if (variant === 'first') return <FirstJob title={title} lead={lead} today={today} onDone={onDone} />;
  return <PostJobFrame title={title} lead={lead} jobId={jobId} today={today} onDone={onDone} />;
}

interface FrameProps {
  title: string;
  lead: string;
  today: string;
  onDone: (output: PostJobWizardOutput) => void;
}

/** The page's heading and lead above the wizard, opened on `jobId` (or a new job). */
function PostJobFrame({ title, lead, jobId, today, onDone }: FrameProps & { jobId: number | undefined }) {
  return (
    <section className={styles.page} aria-labelledby="post-job-title">
      <div className={styles.intro}>
        <h1 id="post-job-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      <PostJobWizard key={jobId ?? 'new'} jobId={jobId} today={today} onDone={onDone} />
    </section>
  );
}

/**
 * /post-a-job-progress: a manager who has not posted a job yet. Their latest draft, if they left
 * one, opens where they left it (nothing typed is lost between visits); otherwise a new job. If
 * the drafts cannot be read, a new job starts (the drafts stay under My jobs).
 */
function FirstJob({ title, lead, today, onDone }: FrameProps) {
  const api = useApi();
  const query = { status: 'draft', per_page: 1 } as const;
  const { resource } = useResource('latest-draft', (signal) => api.jobsByStatus({ query, signal }));
  if (resource.status === 'loading') return <PageLoading />;
  const draft = resource.status === 'ready' ? resource.data.records[0]?.id : undefined;
  return <PostJobFrame title={title} lead={lead} jobId={draft} today={today} onDone={onDone} />;
}
