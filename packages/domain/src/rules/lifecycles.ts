import { contractRefusals } from '../contractTexts.ts';
import { interviewRefusals } from '../interviewTexts.ts';
import { transitionRefusals } from '../proposalTexts.ts';

/** Every lifecycle's refusal messages, by kind (events and states). */
export const lifecycleRefusals = {
  ...transitionRefusals,
  interview: interviewRefusals,
  contract: contractRefusals,
} as const;

/**
 * The lifecycles of proposals, invitations and offers (spec document 2, section 4), as ONE table
 * of allowed transitions: `lifecycles[kind][state][event]` is the next state, and a pair that is
 * not in the table is refused. The API enforces it (409 with {@link refusalOf}'s message) and the
 * views ask {@link canTransition} before they offer an action, so neither restates a rule.
 *
 * - Proposal: submitted (updated in place), then withdrawn by the freelancer, rejected by the
 *   manager ('rejected', section 3), or offered (the manager made an offer); an offer accepted
 *   hires ('hired'), declined returns it to submitted. Archiving is a flag (archived_at), not a
 *   state.
 * - Invitation (section 3: "status change object with status 'withdrawal'"): pending, then
 *   accepted (into a proposal), declined, or withdrawal (withdrawn by the manager).
 * - Offer (section 4: "Accepted or Declined set by freelancer"): pending, then Accepted or Declined.
 * - Interview (section 4: "scheduled, rescheduled, rejected (by the cloud expert, also marking the
 *   proposal rejected), feedback given; schedule, reschedule, cancel, feedback, cloud expert
 *   response"): scheduled by the manager; the candidate accepts it or asks for another time
 *   (reschedule_requested); the manager reschedules it (rescheduled, from any open state) or
 *   cancels it; either side rejects it; feedback completes it. Cancelled, rejected and completed
 *   are final.
 * - Contract (section 4: "Accepted goes to active contracts"): active from the offer's acceptance,
 *   then completed when a party ends it (ending with ratings is the next slice).
 */
/** An interview waiting for the candidate's answer (scheduled, or rescheduled: the same events). */
const waitingInterview = {
  reschedule: 'rescheduled',
  requestReschedule: 'reschedule_requested',
  accept: 'accepted',
  cancel: 'cancelled',
  reject: 'rejected',
  feedback: 'completed',
} as const;

export const lifecycles = {
  proposal: {
    submitted: { update: 'submitted', withdraw: 'withdrawn', reject: 'rejected', offer: 'offered' },
    offered: { hire: 'hired', offerDeclined: 'submitted' },
    withdrawn: {},
    rejected: {},
    hired: {},
  },
  invitation: {
    pending: { accept: 'accepted', decline: 'declined', withdraw: 'withdrawal' },
    accepted: {},
    declined: {},
    withdrawal: {},
  },
  offer: {
    pending: { accept: 'Accepted', decline: 'Declined' },
    Accepted: {},
    Declined: {},
  },
  interview: {
    scheduled: waitingInterview,
    reschedule_requested: { reschedule: 'rescheduled', cancel: 'cancelled', reject: 'rejected', feedback: 'completed' },
    rescheduled: waitingInterview,
    accepted: {
      reschedule: 'rescheduled',
      requestReschedule: 'reschedule_requested',
      cancel: 'cancelled',
      reject: 'rejected',
      feedback: 'completed',
    },
    cancelled: {},
    rejected: {},
    completed: {},
  },
  contract: {
    active: { end: 'completed' },
    completed: {},
  },
} as const;

export type Lifecycles = typeof lifecycles;
export type LifecycleKind = keyof Lifecycles;
export type StateOf<K extends LifecycleKind> = keyof Lifecycles[K] & string;
export type EventOf<K extends LifecycleKind> = keyof (typeof lifecycleRefusals)[K]['events'] & string;

export type ProposalStatus = StateOf<'proposal'>;
export type InvitationStatus = StateOf<'invitation'>;
export type OfferStatus = StateOf<'offer'>;
export type InterviewStatus = StateOf<'interview'>;
export type ContractStatus = StateOf<'contract'>;

/** Every state of a lifecycle, in the table's order (for schemas and check constraints). */
export function statesOf<K extends LifecycleKind>(kind: K): [StateOf<K>, ...Array<StateOf<K>>] {
  return Object.keys(lifecycles[kind]) as [StateOf<K>, ...Array<StateOf<K>>];
}

/** Every event of a lifecycle. */
export function eventsOf<K extends LifecycleKind>(kind: K): Array<EventOf<K>> {
  return Object.keys(lifecycleRefusals[kind].events) as Array<EventOf<K>>;
}

export const proposalStatuses = statesOf('proposal');
export const invitationStatuses = statesOf('invitation');
export const offerStatuses = statesOf('offer');
export const interviewStatuses = statesOf('interview');
export const contractStatuses = statesOf('contract');

/** The state `event` leads to from `state`, or undefined when the table does not allow it. */
export function nextState<K extends LifecycleKind>(
  kind: K,
  state: StateOf<K>,
  event: EventOf<K>,
): StateOf<K> | undefined {
  const row = (lifecycles[kind] as Record<string, Record<string, string> | undefined>)[state];
  const next = row && Object.hasOwn(row, event) ? row[event] : undefined;
  return next as StateOf<K> | undefined;
}

/** Whether the table allows `event` in `state`. */
export function canTransition<K extends LifecycleKind>(kind: K, state: StateOf<K>, event: EventOf<K>): boolean {
  return nextState(kind, state, event) !== undefined;
}

/** Whether nothing can happen to a record in this state any more. */
export function isFinal<K extends LifecycleKind>(kind: K, state: StateOf<K>): boolean {
  return eventsOf(kind).every((event) => !canTransition(kind, state, event));
}

/** The 409 message of a refused transition: what cannot happen, and why (the state it is in). */
export function refusalOf<K extends LifecycleKind>(kind: K, state: StateOf<K>, event: EventOf<K>): string {
  const texts = lifecycleRefusals[kind] as {
    events: Record<string, string>;
    states: Record<string, string>;
  };
  return `${texts.events[event] ?? 'This cannot be done'}: ${texts.states[state] ?? 'its state does not allow it'}.`;
}
