import { APPLICATION_STEPS, applicationWizardLabels as labels, type UploadKind } from '@cloudexperts/domain';
import { Banner, Button, Form, Heading, Inline, Stack, Stepper, Text } from '@cloudexperts/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { UploadFunction } from '../FileUpload/FileUpload.tsx';
import * as styles from './ApplicationWizard.css.ts';
import { uploadFile } from './uploadFile.ts';
import { useApi, useSession } from '../shared/api.tsx';
import { browserPositionSource, locate, type PositionSource } from '../shared/geolocation.ts';
import { FlowLoadFailed, FlowLoading } from '../shared/LoadStates.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { useFocusFirstInvalid } from '../SignUp/useFocusFirstInvalid.ts';
import { useAiHelpers } from './AiHelpers.tsx';
import {
  AvailabilityStep,
  ExperienceStep,
  PlatformStep,
  ProfileStep,
  RateStep,
  ReviewStep,
  type StepProps,
} from './ApplicationSteps.tsx';
import { applicationWizardMachine, reviewSections, type ApplicationWizardOutput } from './applicationWizard.machine.ts';

export interface ApplicationWizardProps {
  /**
   * How the photo and the resume are uploaded; each resolves with the upload's id.
   * @default `POST /uploads` with progress, signed in with the session's token
   */
  upload?: (kind: UploadKind) => UploadFunction;
  /** The address the success screen gives for questions (spec: "a support contact {email}"). */
  supportEmail: string;
  /**
   * Called when the wizard ends: submitted (with the answer, whose token carries the profile), or
   * already submitted before (spec: such a user is sent to /). The success screen's Continue calls
   * `onContinue`.
   */
  onDone?: (output: ApplicationWizardOutput) => void;
  /** The success screen's Continue (spec: to /). */
  onContinue: () => void;
  /**
   * Where the browser's position comes from; it defaults the country of a draft without one.
   * @default navigator.geolocation (null: none, so the United States, with the spec's message)
   */
  positionSource?: PositionSource | null;
}

const stepIds = labels.steps.map((_, index) => String(index + 1));

/**
 * The freelancer application wizard (spec document 1, sections 2 to 5 and 8): six steps with the
 * Application Progress side panel, Back and Next Step, Review with an Edit per section, Submit
 * Application ('Submitting...' in flight) and the success screen. The draft is loaded and saved on
 * the server as the user goes; a failed save keeps everything typed and says so.
 */
export function ApplicationWizard({
  upload,
  supportEmail,
  onDone,
  onContinue,
  positionSource = browserPositionSource(),
}: ApplicationWizardProps) {
  const api = useApi();
  const session = useSession();
  const uploads = useMemo(
    () => ({
      photo: upload ? upload('photo') : uploadFile(session, 'photo'),
      resume: upload ? upload('resume') : uploadFile(session, 'resume'),
    }),
    [upload, session],
  );
  const machine = useMemo(
    () =>
      applicationWizardMachine.provide({
        actors: {
          loadApplication: fromPromise(({ signal }) => api.getApplication({ signal })),
          loadLists: fromPromise(async ({ signal }) => {
            const [countries, skills, platforms] = await Promise.all([
              api.countries({ signal }),
              api.skills({ signal }),
              api.platforms({ signal }),
            ]);
            return { countries: countries.countries, skills: skills.skills, platforms: platforms.platforms };
          }),
          locate: fromPromise(({ input, signal }) =>
            input.needed
              ? locate(
                  (query, abort) => api.reverseGeocode({ query, signal: abort }),
                  positionSource ?? undefined,
                  signal,
                )
              : Promise.resolve(null),
          ),
          saveDraft: fromPromise(({ input, signal }) => api.saveApplication({ body: input, signal })),
          createProfile: fromPromise(({ input, signal }) => api.createProfile({ body: input, signal })),
        },
      }),
    [api, positionSource],
  );
  const { snapshot, send } = useFlow(machine, onDone ? { onDone } : {});
  const { form, errors, step, lists } = snapshot.context;
  const formRef = useRef<HTMLFormElement>(null);
  const focus = useFocusFirstInvalid(formRef, errors);
  const headingId = useId();
  const moved = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const submitError = snapshot.context.submitError;
  const aiHelpers = useAiHelpers(form, send);

  // A failed submit gives the button back its focus (disabling it in flight took it away); the
  // error banner is an alert, read at once.
  useEffect(() => {
    if (submitError) submitRef.current?.focus();
  }, [submitError]);

  // A new step (after Next, Back or Edit) starts at its heading, so a screen reader hears where it
  // is; the first step shown is left alone (focus stays where the page put it).
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    document.getElementById(headingId)?.focus();
  }, [step, headingId]);

  if (snapshot.matches('loading')) return <FlowLoading label={labels.loading} />;
  if (snapshot.matches('loadFailed')) {
    return <FlowLoadFailed message={labels.loadFailed} retry={labels.retry} onRetry={() => send({ type: 'retry' })} />;
  }
  if (snapshot.matches('submitted')) {
    return (
      <Stack gap="md" role="status">
        <Heading level={2} size="lg" id={headingId} tabIndex={-1}>
          {labels.success}
        </Heading>
        <Text>{labels.support(supportEmail)}</Text>
        <Inline>
          <Button onPress={onContinue}>{labels.continue}</Button>
        </Inline>
      </Stack>
    );
  }
  if (snapshot.matches('alreadySubmitted')) return null;

  const submitting = snapshot.matches({ editing: { form: 'submitting' } });
  const props: StepProps = { form, errors, send, isReadOnly: submitting };
  const current = labels.steps[step - 1];
  const onReview = step === APPLICATION_STEPS;
  const draft = snapshot.matches({ editing: { draft: 'failed' } })
    ? 'failed'
    : snapshot.matches({ editing: { draft: 'saving' } })
      ? 'saving'
      : snapshot.context.savedAt && !snapshot.context.unsaved
        ? 'saved'
        : undefined;

  return (
    <div className={styles.layout}>
      <Stack as="aside" gap="md" aria-label={labels.progress}>
        <Stepper
          orientation="vertical"
          label={labels.progress}
          progressLabel={labels.progress}
          steps={labels.steps.map((item, index) => ({ id: String(index + 1), label: item.title }))}
          currentStep={String(step)}
          completedSteps={stepIds.slice(0, step - 1)}
          percentComplete={Math.round((step / APPLICATION_STEPS) * 100)}
        />
        <Text size="sm" tone={draft === 'failed' ? 'danger' : 'muted'} role="status">
          {draft === 'failed'
            ? labels.draftFailed
            : draft === 'saving'
              ? labels.draftSaving
              : draft === 'saved'
                ? labels.draftSaved
                : null}
        </Text>
        {draft === 'failed' ? (
          <Inline>
            <Button variant="secondary" size="sm" onPress={() => send({ type: 'draft.retry' })}>
              {labels.draftRetry}
            </Button>
          </Inline>
        ) : null}
      </Stack>
      <Stack gap="lg">
        <Heading level={2} size="lg" id={headingId} tabIndex={-1}>
          {current ? `${current.title}: ${current.subtitle}` : ''}
        </Heading>
        {submitError ? <Banner tone="error">{submitError}</Banner> : null}
        {snapshot.matches({ editing: { lists: 'failed' } }) && (step === 1 || step === 2) ? (
          <Banner tone="warning">
            <Inline gap="sm">
              <Text>{labels.listsFailed}</Text>
              <Button variant="secondary" size="sm" onPress={() => send({ type: 'lists.retry' })}>
                {labels.retry}
              </Button>
            </Inline>
          </Banner>
        ) : null}
        <Form
          ref={formRef}
          validationBehavior="aria"
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            focus.submitted();
            send(onReview ? { type: 'submit' } : { type: 'step.next' });
          }}
        >
          {step === 1 ? (
            <ProfileStep
              {...props}
              lists={lists}
              uploads={uploads}
              onOpenAiHelper={aiHelpers.onOpen}
              locationNotice={snapshot.context.locationNotice}
            />
          ) : null}
          {step === 2 ? <PlatformStep {...props} lists={lists} /> : null}
          {step === 3 ? <RateStep {...props} /> : null}
          {step === 4 ? <AvailabilityStep {...props} /> : null}
          {step === 5 ? <ExperienceStep {...props} /> : null}
          {onReview ? <ReviewStep {...props} lists={lists} sections={reviewSections} /> : null}
          <Inline justifyContent="space-between">
            {step > 1 ? (
              <Button variant="secondary" isDisabled={submitting} onPress={() => send({ type: 'step.back' })}>
                {labels.back}
              </Button>
            ) : (
              <span />
            )}
            {onReview ? (
              // Spec: disabled and labelled 'Submitting...' in flight. Not React Aria's pending
              // state: its announcement names the button, which the success screen removes.
              <Button ref={submitRef} type="submit" isDisabled={submitting}>
                {submitting ? labels.submitting : labels.submit}
              </Button>
            ) : (
              <Button type="submit">{labels.next}</Button>
            )}
          </Inline>
        </Form>
        {aiHelpers.dialogs}
      </Stack>
    </div>
  );
}
