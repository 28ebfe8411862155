import {
  codingTestLabels as labels,
  codingTestRules,
  platformLabels,
  type CodingTestOptionId,
} from '@cloudexperts/domain';
import {
  Banner,
  Button,
  Dialog,
  Heading,
  Inline,
  Link,
  Modal,
  ProgressBar,
  Radio,
  RadioGroup,
  Stack,
  Text,
  VisuallyHidden,
} from '@cloudexperts/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { FlowLoadFailed, FlowLoading } from '../shared/LoadStates.tsx';
import { useFlow } from '../shared/useFlow.ts';
import * as styles from './CodingTest.css.ts';
import { answeredCount, codingTestMachine, type CodingTestOutput } from './codingTest.machine.ts';

export interface CodingTestProps {
  /** Where a freelancer who has not submitted the application is sent to do it. */
  applicationHref: string;
  /**
   * Called when the flow ends: after Save & Exit (the test can be resumed until the timer ends),
   * or once the test is submitted (the result stays on screen until Continue).
   */
  onDone?: (output: CodingTestOutput) => void;
  /** The result screen's Continue. */
  onContinue: () => void;
}

/** The whole minutes left as announced to screen readers: only at the minutes the rules name. */
function announcement(remainingMs: number): string {
  const minutes = Math.ceil(remainingMs / 60_000);
  return (codingTestRules.announceAtMinutes as readonly number[]).includes(minutes) ? labels.minutesLeft(minutes) : '';
}

/**
 * The freelancer coding test (spec document 1, sections 2 and 4): the intro with Start Test, then
 * one question at a time with a clock, the answered count and a button per question; the answers
 * are saved as the user goes. Exit Test asks 'Save & Exit' or 'Continue Test'; Submit Test asks
 * 'Are you sure you want to submit?' ('You cannot return once submitted.'); when the time runs out
 * the answers are submitted. The result shows the score.
 */
export function CodingTest({ applicationHref, onDone, onContinue }: CodingTestProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      codingTestMachine.provide({
        actors: {
          loadTest: fromPromise(({ signal }) => api.getCodingTest({ signal })),
          startTest: fromPromise(({ signal }) => api.startCodingTest({ signal })),
          saveAnswers: fromPromise(({ input, signal }) => api.saveCodingTestAnswers({ body: input, signal })),
          submitTest: fromPromise(({ input, signal }) => api.submitCodingTest({ body: input, signal })),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, onDone ? { onDone } : {});
  const { questions, answers, current, remainingMs, failure, timeUp } = snapshot.context;
  const headingId = useId();
  const moved = useRef(false);

  // A new question starts at its heading, so a screen reader hears where it is; the first one
  // shown is left alone.
  useEffect(() => {
    if (questions.length === 0) return;
    if (!moved.current) {
      moved.current = true;
      return;
    }
    document.getElementById(headingId)?.focus();
  }, [current, headingId, questions.length]);

  if (snapshot.matches('loading')) return <FlowLoading label={labels.loading} />;
  if (snapshot.matches('loadFailed')) {
    return <FlowLoadFailed message={labels.loadFailed} retry={labels.retry} onRetry={() => send({ type: 'retry' })} />;
  }
  if (snapshot.matches('refused')) {
    return (
      <Stack gap="md">
        <Banner tone="warning">{snapshot.context.refusal}</Banner>
        <Inline>
          <Link href={applicationHref} variant="standalone">
            {labels.toApplication}
          </Link>
        </Inline>
      </Stack>
    );
  }
  if (snapshot.matches('intro') || snapshot.matches('starting')) {
    const starting = snapshot.matches('starting');
    return (
      <Stack gap="md">
        <Text>
          {labels.intro(codingTestRules.durationMinutes, codingTestRules.questionCount, codingTestRules.passPercent)}
        </Text>
        {failure === 'start' ? <Banner tone="error">{labels.startFailed}</Banner> : null}
        <Inline>
          <Button isDisabled={starting} onPress={() => send({ type: 'start' })}>
            {starting ? labels.starting : labels.start}
          </Button>
        </Inline>
      </Stack>
    );
  }
  if (snapshot.matches('submitted')) {
    const result = snapshot.context.result;
    if (!result) return null;
    return (
      <Stack gap="md">
        <Heading level={2} size="lg">
          {labels.resultTitle}
        </Heading>
        <Banner tone={result.passed ? 'success' : 'warning'}>
          <Stack gap="xs">
            <Text>{labels.score(result.score, result.total)}</Text>
            <Text>{result.passed ? labels.passed : labels.failed(result.pass_percent)}</Text>
          </Stack>
        </Banner>
        {result.timed_out ? <Text tone="muted">{labels.timedOut}</Text> : null}
        <Inline>
          <Button onPress={onContinue}>{labels.continue}</Button>
        </Inline>
      </Stack>
    );
  }
  if (snapshot.matches('exited')) return null;

  const question = questions[current];
  if (!question) return null;
  const answered = answeredCount(snapshot.context);
  const seconds = Math.ceil(remainingMs / 1000);
  const inAnswering = (state: 'exitConfirm' | 'exiting' | 'submitConfirm' | 'submitting') =>
    snapshot.matches({ test: { answering: state } });
  const exiting = inAnswering('exiting');
  const submitting = inAnswering('submitting');
  const exitOpen = inAnswering('exitConfirm') || exiting;
  const submitOpen = inAnswering('submitConfirm') || submitting;
  const draft = snapshot.matches({ test: { draft: 'failed' } })
    ? 'failed'
    : snapshot.matches({ test: { draft: 'saving' } })
      ? 'saving'
      : snapshot.context.savedAt && !snapshot.context.unsaved
        ? 'saved'
        : undefined;

  return (
    <div className={styles.layout}>
      <Stack as="aside" gap="md" aria-label={labels.questions}>
        <Stack gap="xs">
          <Text size="sm" tone="muted" id={`${headingId}-clock`}>
            {labels.timeLeft}
          </Text>
          {/* A live clock: not announced every second (role timer is not live); screenshots mask it. */}
          <p className={styles.clock} role="timer" aria-labelledby={`${headingId}-clock`} data-visual-mask>
            {labels.clock(seconds)}
          </p>
          <VisuallyHidden role="status">{timeUp ? labels.timeUp : announcement(remainingMs)}</VisuallyHidden>
        </Stack>
        <ProgressBar
          label={labels.answered(answered, questions.length)}
          value={answered}
          maxValue={questions.length}
          showValueText={false}
        />
        <ol className={styles.questionGrid} aria-label={labels.questions}>
          {questions.map((item, index) => {
            const isAnswered = answers[String(item.id)] !== undefined;
            return (
              <li key={item.id}>
                <Button
                  size="sm"
                  variant={index === current ? 'primary' : isAnswered ? 'secondary' : 'ghost'}
                  aria-label={labels.goToQuestion(index + 1, isAnswered)}
                  isDisabled={timeUp}
                  onPress={() => send({ type: 'question.go', index })}
                >
                  {String(index + 1)}
                </Button>
              </li>
            );
          })}
        </ol>
        <Text size="sm" tone={draft === 'failed' ? 'danger' : 'muted'} role="status">
          {draft === 'failed'
            ? labels.saveFailed
            : draft === 'saving'
              ? labels.saving
              : draft === 'saved'
                ? labels.saved
                : null}
        </Text>
        {draft === 'failed' ? (
          <Inline>
            <Button variant="secondary" size="sm" onPress={() => send({ type: 'draft.retry' })}>
              {labels.saveNow}
            </Button>
          </Inline>
        ) : null}
      </Stack>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={2} size="lg" id={headingId} tabIndex={-1}>
            {labels.question(current + 1, questions.length)}
          </Heading>
          <Text size="sm" tone="muted">
            {question.platform ? platformLabels[question.platform] : labels.general}
          </Text>
        </Stack>
        <RadioGroup
          key={question.id}
          label={question.prompt}
          value={answers[String(question.id)] ?? null}
          isDisabled={timeUp}
          onChange={(option) =>
            send({ type: 'answer.select', questionId: question.id, option: option as CodingTestOptionId })
          }
        >
          {question.options.map((option) => (
            <Radio key={option.id} value={option.id}>
              {option.text}
            </Radio>
          ))}
        </RadioGroup>
        <Inline justifyContent="space-between">
          <Button
            variant="secondary"
            isDisabled={!snapshot.can({ type: 'question.previous' })}
            onPress={() => send({ type: 'question.previous' })}
          >
            {labels.previous}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!snapshot.can({ type: 'question.next' })}
            onPress={() => send({ type: 'question.next' })}
          >
            {labels.next}
          </Button>
        </Inline>
        <Inline justifyContent="space-between">
          <Button variant="ghost" isDisabled={timeUp} onPress={() => send({ type: 'exit.request' })}>
            {labels.exit}
          </Button>
          <Button isDisabled={timeUp} onPress={() => send({ type: 'submit.request' })}>
            {labels.submit}
          </Button>
        </Inline>
      </Stack>

      <Modal
        size="sm"
        isOpen={exitOpen}
        isDismissable={false}
        isKeyboardDismissDisabled={exiting}
        onOpenChange={(open) => {
          if (!open) send({ type: 'exit.cancel' });
        }}
      >
        <Dialog
          role="alertdialog"
          title={labels.exitTitle}
          showCloseButton={false}
          actions={
            <>
              <Button variant="secondary" isDisabled={exiting} onPress={() => send({ type: 'exit.cancel' })}>
                {labels.continueTest}
              </Button>
              {/* Disabled and relabelled in flight, not React Aria's pending state (see ApplicationWizard). */}
              <Button isDisabled={exiting} onPress={() => send({ type: 'exit.confirm' })}>
                {exiting ? labels.saving : labels.saveAndExit}
              </Button>
            </>
          }
        >
          <Stack gap="sm">
            <Text>{labels.exitBody}</Text>
            {failure === 'exit' ? <Banner tone="error">{labels.exitFailed}</Banner> : null}
          </Stack>
        </Dialog>
      </Modal>

      <Modal
        size="sm"
        isOpen={submitOpen}
        isDismissable={false}
        isKeyboardDismissDisabled={submitting || timeUp}
        onOpenChange={(open) => {
          if (!open) send({ type: 'submit.cancel' });
        }}
      >
        <Dialog
          role="alertdialog"
          title={labels.submitTitle}
          showCloseButton={false}
          actions={
            <>
              {timeUp ? null : (
                <Button variant="secondary" isDisabled={submitting} onPress={() => send({ type: 'submit.cancel' })}>
                  {labels.continueTest}
                </Button>
              )}
              <Button isDisabled={submitting} onPress={() => send({ type: 'submit.confirm' })}>
                {submitting ? labels.submitting : labels.submit}
              </Button>
            </>
          }
        >
          <Stack gap="sm">
            <Text>{labels.submitBody}</Text>
            {timeUp ? <Text>{labels.timeUp}</Text> : null}
            {failure === 'submit' ? <Banner tone="error">{labels.submitFailed}</Banner> : null}
          </Stack>
        </Dialog>
      </Modal>
    </div>
  );
}
