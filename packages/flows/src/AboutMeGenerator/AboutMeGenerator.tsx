import { aiHelperLabels, aiLimits } from '@cloudexperts/domain';
import { Banner, Button, Dialog, Form, Heading, Inline, Modal, Spinner, Stack, Text, TextArea } from '@cloudexperts/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { aboutMeGeneratorMachine, type AboutMeGeneratorOutput } from './aboutMeGenerator.machine.ts';

const labels = aiHelperLabels.aboutMe;

export interface AboutMeGeneratorProps {
  /** Whether the modal is open (it opens from the button beside About Me). */
  isOpen: boolean;
  /** Called with `false` on Cancel, Escape, and after Use this text. */
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the text when Use this text is pressed (the wizard puts it into About Me). */
  onApply: (aboutMe: string) => void;
}

function AboutMeGeneratorDialog({ onDone }: { onDone: (output: AboutMeGeneratorOutput) => void }) {
  const api = useApi();
  const machine = useMemo(
    () =>
      aboutMeGeneratorMachine.provide({
        actors: {
          generateAboutMe: fromPromise(({ input, signal }) => api.generateAboutMe({ body: input, signal })),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { bulletPoints: '' }, onDone });
  const { bulletPoints, fieldError, error, aboutMe } = snapshot.context;
  const formId = useId();
  const resultId = useId();
  const statusId = useId();
  const pointsField = useRef<HTMLTextAreaElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const generating = snapshot.matches('generating');
  const generated = snapshot.matches('generated');
  const failed = snapshot.matches('failed');
  const editing = snapshot.matches('editing');

  // The dialog would focus itself: start on the points and come back to them from the text; while
  // the text is written, the status holds the focus (Generate is disabled); then the text's heading
  // (a screen reader hears where it is), or Retry after a failure.
  useEffect(() => {
    if (generated) document.getElementById(resultId)?.focus();
    else if (generating) document.getElementById(statusId)?.focus();
    else if (failed) primary.current?.focus();
    else if (editing) pointsField.current?.focus();
  }, [generated, generating, failed, editing, resultId, statusId]);

  return (
    <Dialog
      title={labels.title}
      showCloseButton={false}
      actions={
        <>
          <Button variant="secondary" onPress={() => send({ type: 'cancel' })}>
            {labels.cancel}
          </Button>
          {generated ? (
            <Button variant="secondary" onPress={() => send({ type: 'points.edit' })}>
              {labels.edit}
            </Button>
          ) : null}
          {/* One primary button in one place: Generate, Retry, then Use this text. Not React Aria's
              pending state: its announcement names the button, which closing the dialog removes. */}
          <Button
            ref={primary}
            type={generated || failed ? 'button' : 'submit'}
            form={generated || failed ? undefined : formId}
            onPress={generated ? () => send({ type: 'use' }) : failed ? () => send({ type: 'retry' }) : undefined}
            isDisabled={generating || (editing && !snapshot.can({ type: 'generate' }))}
          >
            {generated ? labels.use : failed ? labels.retry : labels.generate}
          </Button>
        </>
      }
    >
      {generated ? (
        <Stack gap="sm">
          <Heading level={3} size="md" id={resultId} tabIndex={-1}>
            {labels.result}
          </Heading>
          <Text>{aboutMe}</Text>
          <Text size="sm" tone="muted">
            {labels.resultHint}
          </Text>
        </Stack>
      ) : (
        <Form
          id={formId}
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'generate' });
          }}
        >
          {error ? <Banner tone="error">{error}</Banner> : null}
          <TextArea
            ref={pointsField}
            label={labels.points}
            description={labels.pointsDescription}
            rows={6}
            maxLength={aiLimits.bulletPointsMaxLength}
            value={bulletPoints}
            onChange={(value) => send({ type: 'points.change', value })}
            isInvalid={fieldError !== undefined}
            errorMessage={fieldError}
            isReadOnly={generating}
          />
          {generating ? (
            <Inline gap="sm" role="status" id={statusId} tabIndex={-1}>
              <Spinner size="sm" aria-hidden />
              <Text size="sm">{labels.generating}</Text>
            </Inline>
          ) : null}
        </Form>
      )}
    </Dialog>
  );
}

/**
 * The About Me generator (spec document 1, section 2: step 1's "About Me generator (AI)" modal;
 * sections 3, 7 and 8): bullet points in, an About Me out for review; Use this text hands it to
 * `onApply` and closes. Escape and Cancel close it; focus returns to the button that opened it.
 */
export function AboutMeGenerator({ isOpen, onOpenChange, onApply }: AboutMeGeneratorProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <AboutMeGeneratorDialog
        onDone={(output) => {
          if (output.result === 'applied') onApply(output.aboutMe);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}
