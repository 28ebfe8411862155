import { endContractLabels as labels, ratingLimits } from '@cloudexperts/domain';
import { Banner, Button, Form, Rating, TextArea } from '@cloudexperts/ui';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { endContractMachine, type EndContractOutput } from './endContract.machine.ts';

export interface EndContractProps {
  /** The contract to rate. */
  contractId: number;
  /** Who is rated (the other party, as the contract names them). */
  otherPartyName: string;
  /** Whether the contract is still active: the rating ends it. */
  ending: boolean;
  /** Called once the rating is in, with both ratings as the API answers them. */
  onDone?: (output: EndContractOutput) => void;
}

/**
 * Ending a contract with a rating (/end-contract/:id, /freelancer-end-contract/:id; `POST /ratings`,
 * ratings 1 to 5): the stars, optional feedback and one button; on an ended contract it is the
 * other party's rating. The page decides where to go once it is done.
 */
export function EndContract({ contractId, otherPartyName, ending, onDone }: EndContractProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      endContractMachine.provide({
        actors: { rateContract: fromPromise(({ input, signal }) => api.createRating({ body: input, signal })) },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { contractId }, ...(onDone ? { onDone } : {}) });
  const { score, feedback, fieldErrors, error } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const { formRef, request } = useFocusFirstInvalid(!submitting);
  // The stars are radios in an invalid group (the inputs carry no aria-invalid): focus goes to the
  // first star, so its message is read out and the arrow keys choose.
  const scoreError = fieldErrors.score;
  useEffect(() => {
    if (scoreError) formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, [scoreError, formRef]);

  return (
    <Form
      ref={formRef}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        request();
        send({ type: 'submit' });
      }}
    >
      <p>{ending ? labels.endLead(otherPartyName) : labels.rateLead(otherPartyName)}</p>
      {error ? (
        <Banner tone="error" title={labels.failedTitle}>
          {error}
        </Banner>
      ) : null}
      <Rating
        label={labels.score(otherPartyName)}
        value={score}
        onChange={(value) => send({ type: 'score.change', value })}
        isRequired
        isInvalid={fieldErrors.score !== undefined}
        errorMessage={fieldErrors.score}
        isReadOnly={submitting}
      />
      <TextArea
        label={labels.feedback}
        value={feedback}
        onChange={(value) => send({ type: 'feedback.change', value })}
        maxLength={ratingLimits.feedbackMaxLength}
        rows={4}
        isReadOnly={submitting}
      />
      <div>
        <Button type="submit" isPending={submitting} pendingLabel={labels.working}>
          {ending ? labels.end : labels.rate}
        </Button>
      </div>
    </Form>
  );
}
