import { bookCallLabels as labels, successMessages } from '@cloudexperts/domain';
import {
  Banner,
  Box,
  Button,
  Columns,
  Form,
  Heading,
  PhoneField,
  Stack,
  TextArea,
  TextField,
  toast,
  type ToastQueue,
} from '@cloudexperts/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { bookCallMachine } from './bookCall.machine.ts';

export interface BookCallProps {
  /**
   * Where the success toast goes; the app shell renders a `ToastRegion` for it.
   * @default toast (the shared queue)
   */
  toastQueue?: ToastQueue;
  /**
   * The level of the section's heading in the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** Moves focus to the first field the machine marked invalid (after React has rendered the marks). */
function focusFirstInvalid(form: HTMLFormElement) {
  form.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus();
}

/**
 * The landing page's 'Let's have a chat' section (spec document 1, sections 2, 4, 5 and 8): name,
 * email, phone and message, all required; 'Book a call' ('Booking...' while sending). A success
 * empties the form and shows 'We will get back to you shortly with details.' as a toast for 5 s.
 */
export function BookCall({ toastQueue = toast, headingLevel = 2 }: BookCallProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      bookCallMachine.provide({
        actors: { bookCall: fromPromise(({ input, signal }) => api.bookCall({ body: input, signal })) },
      }),
    [api],
  );
  const { snapshot, send, actor } = useFlow(machine);
  const { name, email, message, fieldErrors, error } = snapshot.context;
  const booking = snapshot.matches('booking');
  const booked = snapshot.matches({ editing: 'booked' });
  const headingId = useId();

  // The phone field keeps its own text: a fresh one after each booking empties the form.
  const [round, setRound] = useState(0);
  useEffect(() => {
    const subscription = actor.on('form.cleared', () => setRound((value) => value + 1));
    return () => subscription.unsubscribe();
  }, [actor]);

  // The toast shows while the machine is in `editing.booked` (it leaves after 5 s).
  useEffect(() => {
    if (!booked) return;
    const key = toastQueue.success(successMessages.bookCall, { timeout: 0 });
    return () => toastQueue.close(key);
  }, [booked, toastQueue]);

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={headingLevel} id={headingId}>
          {labels.title}
        </Heading>
        <Form
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
                label={labels.name}
                autoComplete="name"
                value={name}
                onChange={(value) => send({ type: 'name.change', value })}
                isRequired
                isInvalid={fieldErrors.name !== undefined}
                errorMessage={fieldErrors.name}
                isReadOnly={booking}
              />
              <TextField
                label={labels.email}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(value) => send({ type: 'email.change', value })}
                isRequired
                isInvalid={fieldErrors.email !== undefined}
                errorMessage={fieldErrors.email}
                isReadOnly={booking}
              />
            </Columns>
            <PhoneField
              key={round}
              label={labels.phone}
              onChange={(value) =>
                send({ type: 'phone.change', value: { e164: value.e164, empty: value.nationalNumber === '' } })
              }
              isRequired
              isInvalid={fieldErrors.phone !== undefined}
              errorMessage={fieldErrors.phone}
              isDisabled={booking}
            />
            <TextArea
              label={labels.message}
              value={message}
              onChange={(value) => send({ type: 'message.change', value })}
              isRequired
              isInvalid={fieldErrors.message !== undefined}
              errorMessage={fieldErrors.message}
              isReadOnly={booking}
            />
            <div>
              <Button type="submit" isPending={booking} pendingLabel={labels.pending}>
                {booking ? labels.pending : labels.submit}
              </Button>
            </div>
          </Stack>
        </Form>
      </Stack>
    </Box>
  );
}
