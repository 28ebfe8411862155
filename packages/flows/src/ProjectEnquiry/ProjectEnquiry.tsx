import {
  bookCallLabels,
  defaults,
  phoneSignUpLabels,
  projectEnquiryLabels as labels,
  successMessages,
  type MessageResponse,
  type TalkToExpertRequest,
} from '@cloudexperts/domain';
import {
  Banner,
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  Columns,
  Dialog,
  Form,
  Link,
  Modal,
  PhoneField,
  Stack,
  TextArea,
  TextField,
} from '@cloudexperts/ui';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
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

/**
 * Where the form sits: the modal's dialog (the title in its header, Submit in its footer) or a
 * page (a card with its own heading, Submit under the fields, and a way on once it is sent).
 */
type Frame = { kind: 'dialog' } | { kind: 'page'; headingLevel: 2 | 3; sentLink: { href: string; label: string } };

/** The card of the page frame; once sent, its message takes focus (the form it replaced had it). */
function PageCard({ headingLevel, sent, children }: { headingLevel: 2 | 3; sent: boolean; children: ReactNode }) {
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  return (
    <Card as="section" padding="lg">
      <CardHeader>
        <CardTitle level={headingLevel}>{labels.title}</CardTitle>
      </CardHeader>
      <CardBody>
        {sent ? (
          <div ref={sentRef} tabIndex={-1}>
            {children}
          </div>
        ) : (
          children
        )}
      </CardBody>
    </Card>
  );
}

function ProjectEnquiryForm({
  onDone,
  defaultValues,
  frame,
}: {
  onDone: (output: ProjectEnquiryOutput) => void;
  defaultValues?: ProjectEnquiryDefaults;
  frame: Frame;
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
    const message = <Banner tone="success">{successMessages.projectModal}</Banner>;
    if (frame.kind === 'dialog') return <Dialog title={labels.title}>{message}</Dialog>;
    return (
      <PageCard headingLevel={frame.headingLevel} sent>
        <Stack gap="md">
          {message}
          <div>
            <Link variant="standalone" href={frame.sentLink.href}>
              {frame.sentLink.label}
            </Link>
          </div>
        </Stack>
      </PageCard>
    );
  }

  const submit = (
    <Button type="submit" form={formId} isPending={sending} pendingLabel={labels.pending}>
      {sending ? labels.pending : labels.submit}
    </Button>
  );
  const form = (
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
          onChange={(token) => send(token === null ? { type: 'captcha.expired' } : { type: 'captcha.verified', token })}
          {...(fieldErrors.captcha ? { errorMessage: fieldErrors.captcha } : {})}
        />
        {frame.kind === 'page' ? <div>{submit}</div> : null}
      </Stack>
    </Form>
  );
  if (frame.kind === 'dialog') {
    return (
      <Dialog title={labels.title} actions={submit}>
        {form}
      </Dialog>
    );
  }
  return (
    <PageCard headingLevel={frame.headingLevel} sent={false}>
      {form}
    </PageCard>
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
      <ProjectEnquiryForm onDone={() => onReload()} defaultValues={defaultValues} frame={dialogFrame} />
    </Modal>
  );
}

const dialogFrame: Frame = { kind: 'dialog' };

export interface ProjectEnquiryPanelProps {
  /** Where the success message's link goes (the home page). */
  sentLink: { href: string; label: string };
  /**
   * The level of the form's heading under the page's own.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** Name and work email to start with. */
  defaultValues?: ProjectEnquiryDefaults;
}

/**
 * The same flow and form on a page of its own (/tell-us-about-company): a card with the form's
 * heading and Submit under the fields. On success 'We will contact you shortly.' stays, with a link
 * on (`sentLink`), and takes focus; the page does not reload.
 */
export function ProjectEnquiryPanel({ sentLink, headingLevel = 2, defaultValues }: ProjectEnquiryPanelProps) {
  return (
    <ProjectEnquiryForm
      onDone={keepPage}
      defaultValues={defaultValues}
      frame={{ kind: 'page', headingLevel, sentLink }}
    />
  );
}

/** The page stays as it is when the flow ends (the success message and its link). */
const keepPage = () => undefined;
