import { hirePageLabels as labels, proposalLimits, type ResponseOf } from '@cloudexperts/domain';
import { Banner, Button, Form, Inline, Stack, TextArea, TextField } from '@cloudexperts/ui';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { makeOfferMachine } from './makeOffer.machine.ts';

export interface MakeOfferFormProps {
  /** The proposal the offer answers. */
  proposalId: number;
  /** The job's pay type (or the one the hire popup carried): an hourly rate or a fixed price. */
  payType: 'hourly' | 'fixed';
  /** The amount to start from, in dollars as typed (the proposal's bid). */
  amount: string;
  /** Called once the API has the offer. */
  onSent: (offer: ResponseOf<'makeOffer'>['offer']) => void;
  /**
   * Staff making the client's offer for them (issue 19): `POST /staff/proposals/{id}/offer`
   * instead of the manager's own call; the form is the same.
   */
  onBehalfOfClient?: boolean;
}

/**
 * The offer on /hire-a-freelancer/:freelancerId/:jobId (`POST /contract`): the amount, an hourly
 * rate or a fixed price in dollars, and a message to the freelancer. A refusal of the API shows
 * above the fields (focused) or on its field; a failure offers Try again; nothing typed is lost.
 */
export function MakeOfferForm({
  proposalId,
  payType,
  amount: initialAmount,
  onSent,
  onBehalfOfClient = false,
}: MakeOfferFormProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      makeOfferMachine.provide({
        actors: {
          makeOffer: fromPromise(({ input, signal }) => {
            if (!onBehalfOfClient) return api.makeOffer({ body: input, signal });
            const { job_application_id: id, ...body } = input;
            return api.staffMakeOffer({ params: { id }, body, signal });
          }),
        },
      }),
    [api, onBehalfOfClient],
  );
  const { snapshot, send } = useFlow(machine, {
    input: { proposalId, amount: initialAmount },
    onDone: (output) => onSent(output.offer),
  });
  const { amount, message, fieldErrors, refusal } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const failed = snapshot.matches('failed');
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (refusal || failed) alertRef.current?.focus();
  }, [refusal, failed]);
  useEffect(() => {
    if (Object.values(fieldErrors).some(Boolean)) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [fieldErrors]);

  return (
    <Form
      ref={formRef}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'submit' });
      }}
    >
      <Stack gap="md">
        {refusal ? (
          <Banner tone="error" ref={alertRef} tabIndex={-1}>
            {refusal}
          </Banner>
        ) : null}
        {failed ? (
          <Banner tone="error" ref={alertRef} tabIndex={-1}>
            {labels.failed}
          </Banner>
        ) : null}
        <TextField
          label={payType === 'hourly' ? labels.amountHourly : labels.amountFixed}
          inputMode="decimal"
          value={amount}
          onChange={(value) => send({ type: 'amount.change', value })}
          isInvalid={fieldErrors.amount !== undefined}
          errorMessage={fieldErrors.amount}
          isReadOnly={submitting || failed}
          isRequired
        />
        <TextArea
          label={labels.message}
          description={labels.messageHint}
          rows={5}
          maxLength={proposalLimits.messageMaxLength}
          value={message}
          onChange={(value) => send({ type: 'message.change', value })}
          isInvalid={fieldErrors.message !== undefined}
          errorMessage={fieldErrors.message}
          isReadOnly={submitting || failed}
        />
        <Inline gap="sm">
          {failed ? (
            <Button onPress={() => send({ type: 'retry' })}>{labels.retry}</Button>
          ) : (
            <Button type="submit" isPending={submitting} pendingLabel={labels.submitting}>
              {labels.submit}
            </Button>
          )}
        </Inline>
      </Stack>
    </Form>
  );
}
