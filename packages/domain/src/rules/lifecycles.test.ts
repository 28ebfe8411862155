import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  eventsOf,
  interviewStatuses,
  invitationStatuses,
  isFinal,
  lifecycles,
  nextState,
  offerStatuses,
  proposalStatuses,
  refusalOf,
  statesOf,
  type LifecycleKind,
  type StateOf,
} from './lifecycles.ts';

const kinds = Object.keys(lifecycles) as LifecycleKind[];

describe('the lifecycles table', () => {
  it('lists the spec’s states', () => {
    expect(proposalStatuses).toEqual(['submitted', 'offered', 'withdrawn', 'rejected', 'hired']);
    expect(invitationStatuses).toEqual(['pending', 'accepted', 'declined', 'withdrawal']);
    expect(offerStatuses).toEqual(['pending', 'Accepted', 'Declined']);
  });

  it('allows the proposal’s transitions and no others', () => {
    expect(nextState('proposal', 'submitted', 'withdraw')).toBe('withdrawn');
    expect(nextState('proposal', 'submitted', 'reject')).toBe('rejected');
    expect(nextState('proposal', 'submitted', 'update')).toBe('submitted');
    expect(nextState('proposal', 'submitted', 'offer')).toBe('offered');
    expect(nextState('proposal', 'offered', 'hire')).toBe('hired');
    expect(nextState('proposal', 'offered', 'offerDeclined')).toBe('submitted');
    expect(nextState('proposal', 'withdrawn', 'withdraw')).toBeUndefined();
    expect(nextState('proposal', 'rejected', 'withdraw')).toBeUndefined();
    expect(nextState('proposal', 'offered', 'withdraw')).toBeUndefined();
    expect(nextState('proposal', 'hired', 'reject')).toBeUndefined();
  });

  it('allows the invitation’s and the offer’s transitions from pending only', () => {
    expect(nextState('invitation', 'pending', 'withdraw')).toBe('withdrawal');
    expect(nextState('invitation', 'pending', 'accept')).toBe('accepted');
    expect(nextState('invitation', 'declined', 'accept')).toBeUndefined();
    expect(nextState('offer', 'pending', 'accept')).toBe('Accepted');
    expect(nextState('offer', 'Accepted', 'decline')).toBeUndefined();
  });

  it('allows the interview’s transitions: answered by the candidate, moved or ended by the manager', () => {
    expect(interviewStatuses).toEqual([
      'scheduled',
      'reschedule_requested',
      'rescheduled',
      'accepted',
      'cancelled',
      'rejected',
      'completed',
    ]);
    expect(nextState('interview', 'scheduled', 'accept')).toBe('accepted');
    expect(nextState('interview', 'scheduled', 'requestReschedule')).toBe('reschedule_requested');
    expect(nextState('interview', 'reschedule_requested', 'reschedule')).toBe('rescheduled');
    expect(nextState('interview', 'reschedule_requested', 'accept')).toBeUndefined();
    expect(nextState('interview', 'accepted', 'feedback')).toBe('completed');
    expect(nextState('interview', 'accepted', 'accept')).toBeUndefined();
    for (const final of ['cancelled', 'rejected', 'completed'] as const) expect(isFinal('interview', final)).toBe(true);
    expect(refusalOf('interview', 'cancelled', 'reschedule')).toBe(
      'This interview cannot be rescheduled: it has been cancelled.',
    );
  });

  it('never treats an inherited property as a transition', () => {
    expect(canTransition('proposal', 'submitted', 'toString' as never)).toBe(false);
    expect(nextState('offer', 'constructor' as never, 'accept')).toBeUndefined();
  });

  it('says why a transition is refused, in the state’s words', () => {
    expect(refusalOf('proposal', 'withdrawn', 'withdraw')).toBe(
      'This proposal cannot be withdrawn: it has already been withdrawn.',
    );
    expect(refusalOf('offer', 'Declined', 'accept')).toBe(
      'This offer cannot be accepted: it has already been declined.',
    );
  });

  /** Every state and event of one lifecycle: a next state is one of its states; a final state has none. */
  function holdsFor<K extends LifecycleKind>(kind: K, states: ReadonlyArray<StateOf<K>>) {
    fc.assert(
      fc.property(fc.constantFrom(...states), fc.constantFrom(...eventsOf(kind)), (state, event) => {
        const next = nextState(kind, state, event);
        expect(canTransition(kind, state, event)).toBe(next !== undefined);
        if (next === undefined) {
          expect(refusalOf(kind, state, event)).toMatch(/^[A-Z].+: .+\.$/);
        } else {
          expect(statesOf(kind)).toContain(next);
          expect(isFinal(kind, state)).toBe(false);
        }
      }),
    );
  }

  it('holds for every state and event: a next state is a state of the same lifecycle, final states have none', () => {
    for (const kind of kinds) holdsFor(kind, statesOf(kind));
  });

  it('never goes back from a final state, whatever the sequence of events', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...eventsOf('proposal')), { maxLength: 12 }), (events) => {
        let state: (typeof proposalStatuses)[number] = 'submitted';
        let ended = false;
        for (const event of events) {
          const next: (typeof proposalStatuses)[number] | undefined = nextState('proposal', state, event);
          if (ended) expect(next).toBeUndefined();
          if (next) state = next;
          if (isFinal('proposal', state)) ended = true;
        }
        // Only hiring, withdrawing and rejecting end a proposal.
        expect(['submitted', 'offered', 'withdrawn', 'rejected', 'hired']).toContain(state);
      }),
    );
  });
});
