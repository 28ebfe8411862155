import {
  accountStatusLabels,
  adminFreelancerLabels as labels,
  adminPaths,
  codingTestResult,
  profileStatusLabels,
  type AdminReview,
  type ResponseOf,
} from '@cloudexperts/domain';
import { saveBlob, toFailure, useApi, usePopup } from '@cloudexperts/flows';
import { Badge, Banner, Button } from '@cloudexperts/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailFallback } from '../DetailFallback.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './admin.css.ts';
import { RejectApplication } from './RejectApplication.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

type Details = ResponseOf<'freelancerDetails'>;
type Action = 'approve' | 'ban' | 'unban' | 'deactivate' | 'reactivate';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{children}</dd>
    </>
  );
}

/**
 * /freelancer/:id (spec document 2, sections 2 and 7: `GET /freelancer_details/{id}` as the admin
 * reads it): the application, the resume (downloaded with the admin's token), the coding test,
 * and the admin's actions, each confirmed in CONFIRMATION_POPUP: Approve (a pending application),
 * Ban or Unban, Deactivate or Reactivate; Reject (a pending application) asks for a reason in its
 * own dialog, and the rejection shows with its reason. What an action did is announced, and the page shows the new state.
 */
export function AdminFreelancerPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const { open } = usePopup();
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const { resource, retry } = useResource(`admin freelancer ${id}`, (signal) =>
    valid ? api.freelancerDetails({ params: { id }, signal }) : Promise.resolve(null),
  );
  const [review, setReview] = useState<{ id: string; review: AdminReview } | undefined>();
  const [busy, setBusy] = useState<Action | 'resume' | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const [rejecting, setRejecting] = useState(false);

  const data: Details | null = resource.status === 'ready' ? resource.data : null;
  if (!data?.review) {
    return (
      <DetailFallback
        resource={resource}
        data={resource.status === 'ready' && !data?.review ? null : data}
        retry={retry}
        labels={labels}
        back={{ to: adminPaths.allFreelancers, label: labels.back }}
        className={styles.page}
      >
        {null}
      </DetailFallback>
    );
  }
  const { freelancer } = data;
  const shown = review?.id === id ? review.review : data.review;
  const name = freelancer.display_name;

  const run = (action: Action, call: () => Promise<{ message: string }>, next: Partial<AdminReview>) => {
    setBusy(action);
    setFailure(undefined);
    setAnnouncement('');
    call().then(
      (answer) => {
        setBusy(undefined);
        setReview({ id, review: { ...shown, ...next } });
        setAnnouncement(answer.message);
      },
      (error: unknown) => {
        setBusy(undefined);
        setFailure(toFailure(error).message || labels.actionFailed);
      },
    );
  };
  const confirm = (action: Action, title: string, message: string, onConfirm: () => void) => {
    open('CONFIRMATION_POPUP', { title, message, confirmLabel: labels[action], cancelLabel: labels.keep, onConfirm });
  };
  const userId = shown.user_id;
  const approve = () => {
    confirm('approve', labels.approveTitle, labels.approveText(name), () => {
      run('approve', () => api.approveFreelancerByPost({ params: { id } }), { status: 'approved' });
    });
  };
  const ban = (lift: boolean) => {
    const action = lift ? 'unban' : 'ban';
    confirm(
      action,
      lift ? labels.unbanTitle : labels.banTitle,
      (lift ? labels.unbanText : labels.banText)(name),
      () => {
        run(action, () => api.banUserByPost({ params: { id: userId }, body: { account_approved: lift } }), {
          account_status: lift ? 'active' : 'banned',
        });
      },
    );
  };
  const deactivate = () => {
    confirm('deactivate', labels.deactivateTitle, labels.deactivateText(name), () => {
      run('deactivate', () => api.deactivateUserByPost({ body: { id: userId } }), { account_status: 'deactivated' });
    });
  };
  const reactivate = () => {
    confirm('reactivate', labels.reactivateTitle, labels.reactivateText(name), () => {
      run('reactivate', () => api.reactivateUser({ body: { id: userId } }), { account_status: 'active' });
    });
  };
  const download = (resume: NonNullable<AdminReview['resume']>) => {
    setBusy('resume');
    setFailure(undefined);
    api.getUpload({ params: { id: resume.id } }).then(
      (file) => {
        setBusy(undefined);
        saveBlob(file, resume.name);
      },
      () => {
        setBusy(undefined);
        setFailure(labels.downloadFailed);
      },
    );
  };

  const test = shown.coding_test;
  const location = [freelancer.city, freelancer.state, freelancer.country].filter(Boolean).join(', ');
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={adminPaths.allFreelancers} className={pageStyles.link}>
          {labels.back}
        </Link>
      </p>
      <div className={styles.intro}>
        <h1 className={styles.title}>{name}</h1>
        <p className={styles.lead}>{freelancer.current_job_title}</p>
        <div className={styles.badges}>
          <Badge tone={shown.status === 'approved' ? 'success' : 'warning'}>{profileStatusLabels[shown.status]}</Badge>
          <Badge tone={shown.account_status === 'active' ? 'success' : 'danger'}>
            {accountStatusLabels[shown.account_status]}
          </Badge>
        </div>
      </div>

      <div aria-live="polite">{announcement ? <Banner tone="success">{announcement}</Banner> : null}</div>
      {failure ? <Banner tone="error">{failure}</Banner> : null}

      <section aria-label={labels.actions} className={styles.actions}>
        {shown.status === 'submitted' && shown.account_status === 'active' ? (
          <Button isPending={busy === 'approve'} onPress={approve}>
            {labels.approve}
          </Button>
        ) : null}
        {shown.status === 'submitted' ? (
          <Button
            variant="danger"
            onPress={() => {
              setFailure(undefined);
              setAnnouncement('');
              setRejecting(true);
            }}
          >
            {labels.reject}
          </Button>
        ) : null}
        {shown.account_status === 'active' ? (
          <Button variant="secondary" isPending={busy === 'ban'} onPress={() => ban(false)}>
            {labels.ban}
          </Button>
        ) : null}
        {shown.account_status === 'banned' ? (
          <Button variant="secondary" isPending={busy === 'unban'} onPress={() => ban(true)}>
            {labels.unban}
          </Button>
        ) : null}
        {shown.account_status === 'deactivated' ? (
          <Button variant="secondary" isPending={busy === 'reactivate'} onPress={reactivate}>
            {labels.reactivate}
          </Button>
        ) : (
          <Button variant="danger" isPending={busy === 'deactivate'} onPress={deactivate}>
            {labels.deactivate}
          </Button>
        )}
      </section>
      <RejectApplication
        isOpen={rejecting}
        onOpenChange={setRejecting}
        profileId={id}
        name={name}
        onRejected={(answer) => {
          setReview({ id, review: { ...shown, status: 'rejected', rejection: answer.freelancer.rejection } });
          setAnnouncement(answer.message);
        }}
      />

      <div className={styles.sections}>
        <section className={styles.panel} aria-labelledby="admin-application">
          <h2 id="admin-application" className={styles.panelTitle}>
            {labels.application}
          </h2>
          <dl className={styles.facts}>
            <Fact term={labels.applied}>
              {shown.submitted_at ? dateFormat.format(new Date(shown.submitted_at)) : labels.notApplied}
            </Fact>
            <Fact term={labels.platform}>{freelancer.primary_platform}</Fact>
            <Fact term={labels.skills}>{freelancer.skills.join(', ') || labels.none}</Fact>
            <Fact term={labels.rate}>{money.format(freelancer.hourly_rate)}</Fact>
            <Fact term={labels.location}>{location || labels.none}</Fact>
            <Fact term={labels.citizenship}>{shown.citizenship_country ?? labels.none}</Fact>
          </dl>
        </section>
        {shown.rejection ? (
          <section className={styles.panel} aria-labelledby="admin-rejection">
            <h2 id="admin-rejection" className={styles.panelTitle}>
              {labels.rejection}
            </h2>
            <dl className={styles.facts}>
              <Fact term={labels.rejectedOn}>{dateFormat.format(new Date(shown.rejection.rejected_at))}</Fact>
              <Fact term={labels.rejectionReason}>{shown.rejection.reason}</Fact>
              {shown.rejection.comment ? <Fact term={labels.rejectionComment}>{shown.rejection.comment}</Fact> : null}
            </dl>
          </section>
        ) : null}
        {shown.previous_rejections.length > 0 ? (
          <section className={styles.panel} aria-labelledby="admin-previous-rejections">
            <h2 id="admin-previous-rejections" className={styles.panelTitle}>
              {labels.previousRejections}
            </h2>
            <p className={styles.muted}>{labels.previousRejectionsLead(shown.previous_rejections.length)}</p>
            <ol className={styles.history}>
              {shown.previous_rejections.map((earlier) => (
                <li key={earlier.rejected_at}>
                  <dl className={styles.facts}>
                    <Fact term={labels.rejectedOn}>{dateFormat.format(new Date(earlier.rejected_at))}</Fact>
                    <Fact term={labels.rejectionReason}>{earlier.reason}</Fact>
                    {earlier.comment ? <Fact term={labels.rejectionComment}>{earlier.comment}</Fact> : null}
                    <Fact term={labels.resubmittedOn}>{dateFormat.format(new Date(earlier.resubmitted_at))}</Fact>
                  </dl>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <section className={styles.panel} aria-labelledby="admin-account">
          <h2 id="admin-account" className={styles.panelTitle}>
            {labels.account}
          </h2>
          <dl className={styles.facts}>
            <Fact term={labels.email}>{shown.email}</Fact>
            <Fact term={labels.phone}>{shown.phone_number ?? labels.none}</Fact>
            <Fact term={labels.linkedin}>{shown.linkedin_profile ?? labels.none}</Fact>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="admin-resume">
          <h2 id="admin-resume" className={styles.panelTitle}>
            {labels.resume}
          </h2>
          {shown.resume ? (
            <div>
              <Button
                variant="secondary"
                isPending={busy === 'resume'}
                onPress={() => {
                  if (shown.resume) download(shown.resume);
                }}
              >
                {labels.downloadResume(shown.resume.name)}
              </Button>
            </div>
          ) : (
            <p className={styles.muted}>{labels.noResume}</p>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="admin-test">
          <h2 id="admin-test" className={styles.panelTitle}>
            {labels.codingTest}
          </h2>
          <p className={styles.detail}>{test ? codingTestResult(test) : labels.noCodingTest}</p>
        </section>
      </div>
    </div>
  );
}
