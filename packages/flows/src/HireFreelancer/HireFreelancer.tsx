import { hireFreelancerLabels as labels, type Candidate } from '@cloudexperts/domain';
import {
  Avatar,
  Banner,
  Button,
  Chip,
  Dialog,
  Form,
  Link,
  Modal,
  Radio,
  RadioGroup,
  Select,
  Stack,
} from '@cloudexperts/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { useApi } from '../shared/api.tsx';
import { FlowLoadFailed, FlowLoading } from '../shared/LoadStates.tsx';
import type { FlowModalBody, FlowModalProps } from '../shared/flowModal.ts';
import { useFlow } from '../shared/useFlow.ts';
import * as styles from './HireFreelancer.css.ts';
import { hireFreelancerMachine, type HireFreelancerOutput, type JobType } from './hireFreelancer.machine.ts';

export interface HireFreelancerProps extends FlowModalProps<HireFreelancerOutput> {
  /** The freelancer's profile uuid (their cards' id). */
  freelancerId: string;
  /** The job chosen first, by id or uuid (when it is one of the manager's open jobs). */
  jobId?: number;
  jobUuid?: string;
  /** Where posting a job starts (offered when the manager has no open job). */
  postJobHref: string;
}

const FORM_ID = 'hire-freelancer-form';
const jobTypes = ['hourly', 'fixed'] as const satisfies readonly JobType[];
const place = (freelancer: Candidate) => [freelancer.city, freelancer.country].filter(Boolean).join(', ');

/** HIRE_ACTION_CHOICE's card (spec section 2): avatar, full name, job title, location, hourly rate, skills. */
function FreelancerCard({ freelancer, jobTitle }: { freelancer: Candidate; jobTitle: string }) {
  return (
    <section className={styles.card} aria-label={freelancer.display_name}>
      <div className={styles.identity}>
        <Avatar name={freelancer.display_name} src={freelancer.profile_picture ?? undefined} size="lg" isDecorative />
        <div>
          <p className={styles.name}>{freelancer.display_name}</p>
          <p className={styles.muted}>{freelancer.current_job_title}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>{labels.cardTitle}</dt>
        <dd className={styles.value}>{jobTitle}</dd>
        <dt className={styles.term}>{labels.location}</dt>
        <dd className={styles.value}>{place(freelancer) || labels.noLocation}</dd>
        <dt className={styles.term}>{labels.rate}</dt>
        <dd className={styles.value}>{labels.rateValue(freelancer.hourly_rate)}</dd>
      </dl>
      {freelancer.skills.length > 0 ? (
        <ul className={styles.skills} aria-label={labels.skillsOf(freelancer.display_name)}>
          {freelancer.skills.map((skill) => (
            <li key={skill}>
              <Chip label={skill} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function HireFreelancerBody({
  freelancerId,
  jobId,
  jobUuid,
  postJobHref,
  onDone,
}: FlowModalBody<HireFreelancerProps, HireFreelancerOutput>) {
  const api = useApi();
  const machine = useMemo(
    () =>
      hireFreelancerMachine.provide({
        actors: {
          loadDetails: fromPromise(({ input, signal }) =>
            api.hireFreelancerDetails({ params: { id: input.freelancerId }, signal }),
          ),
          openChat: fromPromise(async ({ input, signal }) => {
            const { conversation } = await api.openConversation({
              body: { job_id: input.jobId, freelancer_uuid: input.freelancerId },
              signal,
            });
            return conversation.id;
          }),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, {
    input: { freelancerId, ...(jobId ? { jobId } : {}), ...(jobUuid ? { jobUuid } : {}) },
    onDone,
  });
  const { freelancer, jobs, jobId: chosen, jobType, fieldErrors } = snapshot.context;
  const { formRef, request } = useFocusFirstInvalid(true);
  const job = jobs.find((item) => item.id === chosen);
  const title = freelancer ? labels.title(freelancer.display_name) : labels.titleFallback;
  const cancel = (
    <Button variant="secondary" onPress={() => send({ type: 'cancel' })}>
      {labels.cancel}
    </Button>
  );

  if ((snapshot.matches('card') || snapshot.matches('openingChat')) && freelancer && job) {
    return (
      // Keyed: a step of its own, which takes the focus as it opens (Next is gone).
      <Dialog
        key="card"
        title={title}
        showCloseButton={false}
        actions={
          <>
            {cancel}
            <Button variant="secondary" onPress={() => send({ type: 'back' })}>
              {labels.back}
            </Button>
            <Button
              variant="secondary"
              isPending={snapshot.matches('openingChat')}
              pendingLabel={labels.openingChat}
              onPress={() => send({ type: 'chat' })}
            >
              {labels.chat}
            </Button>
            <Button onPress={() => send({ type: 'hire' })}>{labels.hireNow}</Button>
          </>
        }
      >
        {snapshot.context.chatError ? <Banner tone="error" title={snapshot.context.chatError} /> : null}
        <FreelancerCard freelancer={freelancer} jobTitle={job.title} />
      </Dialog>
    );
  }

  let body;
  if (snapshot.matches('loading')) body = <FlowLoading label={labels.loading} />;
  else if (snapshot.matches('loadFailed'))
    body = <FlowLoadFailed message={labels.loadFailed} retry={labels.retry} onRetry={() => send({ type: 'retry' })} />;
  else if (snapshot.matches('noJobs'))
    body = (
      <Stack gap="sm">
        <Banner tone="info">{labels.noOpenJobs}</Banner>
        <Link href={postJobHref} variant="standalone">
          {labels.postJob}
        </Link>
      </Stack>
    );
  else
    body = (
      <Form
        ref={formRef}
        id={FORM_ID}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          request();
          send({ type: 'next' });
        }}
      >
        <Select
          label={labels.job}
          placeholder={labels.jobPlaceholder}
          items={jobs.map((item) => ({ id: String(item.id), label: item.title }))}
          value={chosen === null ? null : String(chosen)}
          onChange={(key) => {
            const picked = jobs.find((option) => String(option.id) === String(key));
            if (picked) send({ type: 'job.change', value: picked.id });
          }}
          isRequired
          isInvalid={fieldErrors.job !== undefined}
          errorMessage={fieldErrors.job}
        />
        <RadioGroup
          label={labels.jobType}
          orientation="horizontal"
          value={jobType}
          onChange={(value) => {
            const picked = jobTypes.find((type) => type === value);
            if (picked) send({ type: 'jobType.change', value: picked });
          }}
          {...(job?.job_pay_type ? { description: labels.jobTypeLocked } : {})}
          isReadOnly={!snapshot.can({ type: 'jobType.change', value: 'hourly' })}
          isRequired
          isInvalid={fieldErrors.jobType !== undefined}
          errorMessage={fieldErrors.jobType}
        >
          {jobTypes.map((type) => (
            <Radio key={type} value={type}>
              {labels.jobTypes[type]}
            </Radio>
          ))}
        </RadioGroup>
      </Form>
    );

  return (
    <Dialog
      title={title}
      showCloseButton={false}
      actions={
        <>
          {cancel}
          {snapshot.matches('choosing') ? (
            <Button type="submit" form={FORM_ID}>
              {labels.next}
            </Button>
          ) : null}
        </>
      }
    >
      <p>{labels.lead}</p>
      {body}
    </Dialog>
  );
}

/**
 * Hire_FREELANCER and HIRE_ACTION_CHOICE (spec document 2, sections 2 and 5), one dialog: the
 * manager chooses one of their open jobs and its job type (locked to the job's pay type), Next
 * shows the freelancer's card, and 'Hire Now' reports the choice through `onDone`; the caller goes
 * on to /hire-a-freelancer/. 'Chat' is not offered until messages exist (issue 18).
 */
export function HireFreelancer({ isOpen, onOpenChange, onDone, ...props }: HireFreelancerProps) {
  return (
    <Modal size="narrow" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <HireFreelancerBody
        {...props}
        onDone={(output) => {
          onDone?.(output);
          onOpenChange(false);
        }}
        onClose={() => onOpenChange(false)}
      />
    </Modal>
  );
}
