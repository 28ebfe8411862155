import { lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * The popup types of the spec (document 2, section 2, "Popups (by type name)"): every popup named
 * there is a type of the one popup host. Those built so far are in {@link popupRegistry}; the
 * others show the host's developer placeholder until a flow registers them.
 */
export const popupTypes = [
  'SEE_MORE_ROLES_POPUP',
  'SEE_MORE_SKILLS_POPUP',
  'CE_ACCEPT_OFFER',
  'CE_DECLINE_OFFER',
  'Hire_FREELANCER',
  'HIRE_ACTION_CHOICE',
  'SEND_INVITE_POPUP',
  'ADD_PAYMENT_MODAL',
  'REMOVE_PAYMENT_MODAL',
  'FREELANCER_SUBMIT_WORK',
  'SUBMIT_JOB_PROPOSAL',
  'UPDATE_JOB_PROPOSAL',
  'WITHDRAW_JOB_PROPOSAL',
  'WITHDRAW_JOB_INVITATION',
  'ACTION_STATUS_SUCCESS_FAILURE',
  'CONFIRMATION_POPUP',
  'REJECT_PROPOSAL_POPUP',
  'INTERVIEW_SCHEDULE',
  'INTERVIEW_RESCHEDULE',
  'GIVE_INTERVIEW_FEEDBACK',
  'SHOW_INTERVIEW_FEEDBACK',
  'JOIN_INTERVIEW_POPUP',
  'RESCHEDULE_INTERVIEW_REQUEST',
  'ABOUT_ME_GENERATOR',
  'RESUME_IMPORT_POPUP',
] as const;
export type PopupType = (typeof popupTypes)[number];

/** What every registered popup takes from the host (the flow-modal convention of Login, ChangePassword…). */
export interface PopupHostProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The registered popups, each loaded on first use. Registering one is a line: its type and a lazy
 * import of a component that takes `isOpen` and `onOpenChange` (and reports completion through its
 * own callbacks). Components here must not import the host (a cycle).
 */
export const popupRegistry = {
  ACTION_STATUS_SUCCESS_FAILURE: lazy(() => import('./ResultPopup.tsx').then((m) => ({ default: m.ResultPopup }))),
  CONFIRMATION_POPUP: lazy(() => import('./ConfirmationPopup.tsx').then((m) => ({ default: m.ConfirmationPopup }))),
  SUBMIT_JOB_PROPOSAL: lazy(() =>
    import('../SubmitProposal/ProposalPopup.tsx').then((m) => ({ default: m.SubmitProposalPopup })),
  ),
  UPDATE_JOB_PROPOSAL: lazy(() =>
    import('../SubmitProposal/ProposalPopup.tsx').then((m) => ({ default: m.UpdateProposalPopup })),
  ),
  WITHDRAW_JOB_PROPOSAL: lazy(() =>
    import('../SubmitProposal/WithdrawProposalPopup.tsx').then((m) => ({ default: m.WithdrawProposalPopup })),
  ),
  REJECT_PROPOSAL_POPUP: lazy(() =>
    import('../RejectProposal/RejectProposal.tsx').then((m) => ({ default: m.RejectProposal })),
  ),
  FREELANCER_SUBMIT_WORK: lazy(() =>
    import('../MilestonePayment/SubmitWork.tsx').then((m) => ({ default: m.SubmitWork })),
  ),
  SEND_INVITE_POPUP: lazy(() => import('../SendInvite/SendInvite.tsx').then((m) => ({ default: m.SendInvite }))),
  WITHDRAW_JOB_INVITATION: lazy(() =>
    import('../WithdrawInvitation/WithdrawInvitation.tsx').then((m) => ({ default: m.WithdrawInvitation })),
  ),
  CE_ACCEPT_OFFER: lazy(() => import('../AnswerOffer/AnswerOffer.tsx').then((m) => ({ default: m.AcceptOfferPopup }))),
  CE_DECLINE_OFFER: lazy(() =>
    import('../AnswerOffer/AnswerOffer.tsx').then((m) => ({ default: m.DeclineOfferPopup })),
  ),
  // One dialog: Hire_FREELANCER's choice, then HIRE_ACTION_CHOICE's card (NOTES: the hiring UI).
  Hire_FREELANCER: lazy(() =>
    import('../HireFreelancer/HireFreelancer.tsx').then((m) => ({ default: m.HireFreelancer })),
  ),
  INTERVIEW_SCHEDULE: lazy(() =>
    import('../InterviewScheduling/InterviewScheduling.tsx').then((m) => ({ default: m.InterviewSchedulePopup })),
  ),
  INTERVIEW_RESCHEDULE: lazy(() =>
    import('../InterviewScheduling/InterviewScheduling.tsx').then((m) => ({ default: m.InterviewReschedulePopup })),
  ),
  RESCHEDULE_INTERVIEW_REQUEST: lazy(() =>
    import('../InterviewScheduling/InterviewAnswers.tsx').then((m) => ({ default: m.RescheduleRequestPopup })),
  ),
  JOIN_INTERVIEW_POPUP: lazy(() =>
    import('../JoinInterview/JoinInterview.tsx').then((m) => ({ default: m.JoinInterviewPopup })),
  ),
  GIVE_INTERVIEW_FEEDBACK: lazy(() =>
    import('../InterviewFeedback/InterviewFeedback.tsx').then((m) => ({ default: m.GiveFeedbackPopup })),
  ),
  SHOW_INTERVIEW_FEEDBACK: lazy(() =>
    import('../InterviewFeedback/InterviewFeedback.tsx').then((m) => ({ default: m.ShowFeedbackPopup })),
  ),
  ADD_PAYMENT_MODAL: lazy(() =>
    import('../PaymentMethods/PaymentMethodModals.tsx').then((m) => ({ default: m.AddPaymentMethod })),
  ),
  REMOVE_PAYMENT_MODAL: lazy(() =>
    import('../PaymentMethods/PaymentMethodModals.tsx').then((m) => ({ default: m.RemovePaymentMethod })),
  ),
} satisfies Partial<Record<PopupType, ComponentType<never>>>;

export type RegisteredPopupType = keyof typeof popupRegistry;

/** The props a registered type is opened with (all of its component's, but those the host gives). */
export type PopupPropsOf<T extends RegisteredPopupType> = Omit<
  ComponentProps<(typeof popupRegistry)[T]>,
  keyof PopupHostProps
>;

/** Every registered component takes the host's props: a component that does not is a compile error here. */
type AllTrue<T extends Record<string, true>> = T;
export type EveryPopupTakesHostProps = AllTrue<{
  [T in keyof typeof popupRegistry]: ComponentProps<(typeof popupRegistry)[T]> extends PopupHostProps ? true : false;
}>;

export const isRegistered = (type: string): type is RegisteredPopupType => Object.hasOwn(popupRegistry, type);
