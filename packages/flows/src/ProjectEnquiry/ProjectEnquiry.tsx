import {
  bookCallLabels,
  defaults,
  phoneSignUpLabels,
  projectEnquiryLabels as labels,
  successMessages,
  type MessageResponse,
  type TalkToExpertRequest,
} from '@cloudexperts/domain';
import { Banner, Button, Columns, Dialog, Form, Modal, PhoneField, Stack, TextArea, TextField } from '@cloudexperts/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { fromPromise } from 'xstate';
import { CaptchaField } from '../Captcha/CaptchaField.tsx';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { projectEnquiryMachine, type ProjectEnquiryOutput } from './projectEnquiry.machine.ts';

/** Name and work email a shorter form already collected (the landing page's second chat form). */
export interface ProjectEnquiryDefaults {
  name?: string;
  email?: string;
}

export interface ProjectEnquiryProps {
  /** Whether the modal is open (a 'Talk to an expert' action opens it). */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Called once the success message has shown (spec: "then reloads the page").
   * @default () => window.location.reload()
   */
  onReload?: () => void;
  /** Name and work email to open with (what a shorter form already collected). */
  defaultValues?: ProjectEnquiryDefaults;
}

const reloadPage = () => window.location.reload();

/** Moves focus to the first field the machine marked invalid (after React has rendered the marks). */
function focusFirstInvalid(form: HTMLFormElement) {
  form.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus();
}

function ProjectEnquiryForm({
  onDone,
  defaultValues,
}: {
  onDone: (output: ProjectEnquiryOutput) => void;
  defaultValues?: ProjectEnquiryDefaults;
}) {
  const api = useApi();
  const machine = useMemo(
    () =>
      projectEnquiryMachine.provide({
        actors: {
          sendEnquiry: fromPromise<MessageResponse, TalkToExpertRequest>(({ input, signal }) =>
            api.talkToExpert({ body: input, signal }),
          ),
        },
      }),
    [api],
  );
  const { snapshot, send, actor } = useFlow(machine, { onDone });
  // What the shorter form collected goes in as the person's own edits would (once, on opening).
  const given = useRef(defaultValues);
  useEffect(() => {
    const { name: givenName, email: givenEmail } = given.current ?? {};
    if (givenName) send({ type: 'name.change', value: givenName });
    if (givenEmail) send({ type: 'email.change', value: givenEmail });
  }, [send]);
  const { name, email, company, message, fieldErrors, error } = snapshot.context;
  const sending = snapshot.matches('sending');
  const formId = useId();

  // A spent captcha token: show a new question.
  const [captchaRound, setCaptchaRound] = useState(0);
  useEffect(() => {
    const subscription = actor.on('captcha.reset', () => setCaptchaRound((value) => value + 1));
    return () => subscription.unsubscribe();
  }, [actor]);

  if (snapshot.matches('sent') || snapshot.matches('reloading')) {
    return (
      <Dialog title={labels.title}>
        <Banner tone="success">{successMessages.projectModal}</Banner>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={labels.title}
      actions={
        <Button type="submit" form={formId} isPending={sending} pendingLabel={labels.pending}>
          {sending ? labels.pending : labels.submit}
        </Button>
      }
    >
      <Form
        id={formId}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          flushSync(() => send({ type: 'submit' }));
          focusFirstInvalid(form);
        }}
      >
        <Stack gap="md">
          {error ? <Banner tone="error">{error}</Banner> : null}
          <Columns count={2} gap="md">
            <TextField
              label={bookCallLabels.name}
              autoComplete="name"
              value={name}
              onChange={(value) => send({ type: 'name.change', value })}
              isRequired
              isInvalid={fieldErrors.name !== undefined}
              errorMessage={fieldErrors.name}
              isReadOnly={sending}
            />
            <TextField
              label={phoneSignUpLabels.workEmail}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(value) => send({ type: 'email.change', value })}
              isRequired
              isInvalid={fieldErrors.email !== undefined}
              errorMessage={fieldErrors.email}
              isReadOnly={sending}
            />
          </Columns>
          <Columns count={2} gap="md">
            <PhoneField
              label={bookCallLabels.phone}
              description={labels.optional}
              defaultCountry={defaults.phoneCountry}
              onChange={(value) =>
                send({ type: 'phone.change', value: { e164: value.e164, empty: value.nationalNumber === '' } })
              }
              isInvalid={fieldErrors.phone !== undefined}
              errorMessage={fieldErrors.phone}
              isDisabled={sending}
            />
            <TextField
              label={labels.company}
              autoComplete="organization"
              value={company}
              onChange={(value) => send({ type: 'company.change', value })}
              isRequired
              isInvalid={fieldErrors.company !== undefined}
              errorMessage={fieldErrors.company}
              isReadOnly={sending}
            />
          </Columns>
          <TextArea
            label={bookCallLabels.message}
            value={message}
            onChange={(value) => send({ type: 'message.change', value })}
            isRequired
            isInvalid={fieldErrors.message !== undefined}
            errorMessage={fieldErrors.message}
            isReadOnly={sending}
          />
          <CaptchaField
            key={captchaRound}
            onChange={(token) =>
              send(token === null ? { type: 'captcha.expired' } : { type: 'captcha.verified', token })
            }
            {...(fieldErrors.captcha ? { errorMessage: fieldErrors.captcha } : {})}
          />
        </Stack>
      </Form>
    </Dialog>
  );
}

/**
 * The 'Tell us about your Projects' modal (spec document 1, sections 2 and 5): name, work email,
 * optional phone (United States first), company, message and captcha; on success 'We will contact
 * you shortly.' shows, then the page reloads.
 */
export function ProjectEnquiry({ isOpen, onOpenChange, onReload = reloadPage, defaultValues }: ProjectEnquiryProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <ProjectEnquiryForm onDone={() => onReload()} defaultValues={defaultValues} />
    </Modal>
  );
}
