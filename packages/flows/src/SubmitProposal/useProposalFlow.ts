import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import {
  submitProposalMachine,
  type SubmitProposalInput,
  type SubmitProposalOutput,
} from './submitProposal.machine.ts';

/**
 * Runs the proposal machine with the domain client: POST /job_applications to submit, PUT
 * /job_applications/{id} with status 'submitted' to update.
 */
export function useProposalFlow(input: SubmitProposalInput, onDone: (output: SubmitProposalOutput) => void) {
  const api = useApi();
  const machine = useMemo(
    () =>
      submitProposalMachine.provide({
        actors: {
          sendProposal: fromPromise(({ input: sent, signal }) => {
            if (sent.mode === 'submit') return api.submitProposal({ body: sent.body, signal });
            const { cover_letter, bid, screening_answers } = sent.body;
            return api.changeProposal({
              params: { id: sent.proposalId ?? 0 },
              body: { status: 'submitted', cover_letter, bid, screening_answers },
              signal,
            });
          }),
        },
      }),
    [api],
  );
  return useFlow(machine, { input, onDone });
}

export type ProposalFlow = ReturnType<typeof useProposalFlow>;
