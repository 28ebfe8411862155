import { securityQuestionLabels as labels } from '@cloudexperts/domain';
import {
  Banner,
  Button,
  Dialog,
  ErrorState,
  Form,
  Modal,
  PasswordField,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@cloudexperts/ui';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import * as styles from './SecurityQuestion.css.ts';
import { useFlow } from '../shared/useFlow.ts';
import {
  deviceChoices,
  isQuestionText,
  securityQuestionMachine,
  type ChangeQuestionInput,
  type CreateQuestionInput,
  type DeviceChoice,
  type ResetQuestionInput,
  type SecurityQuestionInput,
  type SecurityQuestionOutput,
} from './securityQuestion.machine.ts';

export interface SecurityQuestionProps {
  /** Whether the modal is open. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * `forgotAnswer` opens on "Forgot your answer?" (the `/forget-answer` and `/reset-answer` routes).
   * @default 'change'
   */
  start?: SecurityQuestionInput['start'];
  /** Called once the question is saved (the modal then shows 'Question saved Successfully.'). */
  onSaved?: () => void;
}

const focusable = 'input:not([type="hidden"]):not([tabindex="-1"]), button:not([tabindex="-1"]), [tabindex="0"]';

const deviceLabels: Record<DeviceChoice, string> = {
  stayLoggedIn: labels.stayLoggedIn,
  resetAllDevices: labels.resetAllDevices,
};

const isDeviceChoice = (value: string): value is DeviceChoice => (deviceChoices as readonly string[]).includes(value);

function SecurityQuestionDialog({
  start,
  onDone,
  onClose,
}: {
  start: SecurityQuestionInput['start'];
  onDone: (output: SecurityQuestionOutput) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const machine = useMemo(
    () =>
      securityQuestionMachine.provide({
        actors: {
          loadQuestions: fromPromise(({ signal }) => api.securityQuestions({ signal })),
          verifyAnswer: fromPromise(({ input, signal }) =>
            api.verifySecurityAnswer({ params: { id: input.id }, body: { answer: input.answer }, signal }),
          ),
          changeQuestion: fromPromise(({ input, signal }: { input: ChangeQuestionInput; signal: AbortSignal }) => {
            const { id, ...body } = input;
            return api.changeSecurityQuestion({ params: { id }, body, signal });
          }),
          createQuestion: fromPromise(({ input, signal }: { input: CreateQuestionInput; signal: AbortSignal }) =>
            api.createSecurityQuestions({ body: { security_questions_attributes: [input] }, signal }),
          ),
          resetQuestion: fromPromise(({ input, signal }: { input: ResetQuestionInput; signal: AbortSignal }) =>
            api.resetSecurityQuestion({ body: input, signal }),
          ),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { start }, onDone });
  const { questions, current, oldAnswer, question, answer, devices, password, fieldErrors, error, notice } =
    snapshot.context;
  const busy =
    snapshot.matches({ oldAnswer: 'verifying' }) ||
    snapshot.matches({ choosing: 'changing' }) ||
    snapshot.matches({ choosing: 'creating' }) ||
    snapshot.matches({ forgotAnswer: 'saving' });
  const inForgotAnswer = snapshot.matches('forgotAnswer');
  const inOldAnswer = snapshot.matches('oldAnswer');
  const inChoosing = snapshot.matches('choosing');
  const showsForm = inOldAnswer || inForgotAnswer || inChoosing;
  const saved = snapshot.matches('saved');

  // Each step's first field takes focus when the step appears (after loading, the old answer, or
  // "Forgot your answer?"); once saved, Close does.
  const form = useRef<HTMLFormElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const step = inOldAnswer ? 'oldAnswer' : inForgotAnswer ? 'forgotAnswer' : inChoosing ? 'choosing' : undefined;
  useEffect(() => {
    if (step) form.current?.querySelector<HTMLElement>(focusable)?.focus();
  }, [step]);
  useEffect(() => {
    if (saved) closeButton.current?.focus();
  }, [saved]);
  const questionItems = questions.map((text) => ({ id: text, label: text }));

  const cancelButton = (
    <Button variant="secondary" onPress={() => send({ type: 'cancel' })} isDisabled={!snapshot.can({ type: 'cancel' })}>
      {labels.cancel}
    </Button>
  );

  const questionAndAnswer = (
    <>
      <Select
        label={labels.question}
        placeholder={labels.questionPlaceholder}
        items={questionItems}
        value={question === '' ? null : question}
        onChange={(key) => {
          const value = key === null ? '' : String(key);
          if (value === '' || isQuestionText(value)) send({ type: 'question.change', value });
        }}
        isInvalid={fieldErrors.question !== undefined}
        errorMessage={fieldErrors.question}
        isDisabled={busy}
      />
      <TextField
        label={labels.answer}
        autoComplete="off"
        value={answer}
        onChange={(value) => send({ type: 'answer.change', value })}
        isInvalid={fieldErrors.answer !== undefined}
        errorMessage={fieldErrors.answer}
        isReadOnly={busy}
      />
    </>
  );

  let body;
  let actions;
  if (snapshot.matches('loading')) {
    body = <Spinner label={labels.loading} isLabelVisible />;
    actions = cancelButton;
  } else if (snapshot.matches('loadFailed')) {
    body = (
      <ErrorState
        title={labels.loadFailed}
        message={error}
        onRetry={() => send({ type: 'retry' })}
        retryLabel={labels.retry}
        headingLevel={3}
      />
    );
    actions = cancelButton;
  } else if (saved) {
    body = <Banner tone="success">{notice}</Banner>;
    actions = (
      <Button ref={closeButton} onPress={onClose}>
        {labels.close}
      </Button>
    );
  } else if (showsForm) {
    body = (
      <Stack gap="lg">
        {error ? <Banner tone="error">{error}</Banner> : null}
        {inOldAnswer ? (
          <>
            <Text>{labels.oldAnswerIntro}</Text>
            <TextField
              label={current?.question}
              autoComplete="off"
              value={oldAnswer}
              onChange={(value) => send({ type: 'oldAnswer.change', value })}
              isInvalid={fieldErrors.oldAnswer !== undefined}
              errorMessage={fieldErrors.oldAnswer}
              isReadOnly={busy}
            />
            <div>
              <Button
                variant="ghost"
                size="sm"
                onPress={() => send({ type: 'forgotAnswer.open' })}
                isDisabled={!snapshot.can({ type: 'forgotAnswer.open' })}
              >
                {labels.forgotAnswer}
              </Button>
            </div>
          </>
        ) : inForgotAnswer ? (
          <>
            <Text>{labels.forgotAnswerIntro}</Text>
            <PasswordField
              label={labels.password}
              value={password}
              onChange={(value) => send({ type: 'password.change', value })}
              isInvalid={fieldErrors.password !== undefined}
              errorMessage={fieldErrors.password}
              isReadOnly={busy}
            />
            {questionAndAnswer}
          </>
        ) : (
          <>
            {questionAndAnswer}
            {current ? (
              <RadioGroup
                label={labels.devices}
                value={devices}
                onChange={(value) => {
                  if (isDeviceChoice(value)) send({ type: 'devices.change', value });
                }}
                isDisabled={busy}
              >
                {deviceChoices.map((choice) => (
                  <Radio key={choice} value={choice}>
                    {deviceLabels[choice]}
                  </Radio>
                ))}
              </RadioGroup>
            ) : null}
          </>
        )}
      </Stack>
    );
    actions = (
      <>
        {cancelButton}
        {inForgotAnswer ? (
          <Button
            variant="secondary"
            onPress={() => send({ type: 'forgotAnswer.back' })}
            isDisabled={!snapshot.can({ type: 'forgotAnswer.back' })}
          >
            {labels.back}
          </Button>
        ) : null}
        <Button type="submit" isPending={busy} pendingLabel={inOldAnswer ? labels.verifying : labels.saving}>
          {inOldAnswer ? labels.verify : labels.save}
        </Button>
      </>
    );
  }

  return (
    <Form
      ref={form}
      className={styles.dialogForm}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'submit' });
      }}
    >
      <Dialog title={labels.title} showCloseButton={false} actions={actions}>
        {body}
      </Dialog>
    </Form>
  );
}

/**
 * The security question modal (spec document 1, sections 2 to 5 and 8): answer the current
 * question first when there is one, then choose a question from the fixed list, answer it and
 * choose whether every other device must sign in again; or "Forgot your answer?" with the account
 * password. It shows 'Question saved Successfully.' when done.
 */
export function SecurityQuestion({ isOpen, onOpenChange, start = 'change', onSaved }: SecurityQuestionProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <SecurityQuestionDialog
        start={start}
        onDone={(output) => {
          if (output.saved) onSaved?.();
          else onOpenChange(false);
        }}
        onClose={() => onOpenChange(false)}
      />
    </Modal>
  );
}
