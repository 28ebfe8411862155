// Everything: the headless machines and their React views.
export * from './machines.ts';

export { ForgotPassword } from './ForgotPassword/ForgotPassword.tsx';
export type { ForgotPasswordProps } from './ForgotPassword/ForgotPassword.tsx';

export { ApiProvider, useApi, useSession } from './shared/api.tsx';
export { useFlow } from './shared/useFlow.ts';
export { saveBlob } from './shared/saveBlob.ts';
export { FeeBreakdown } from './shared/FeeBreakdown.tsx';
export type { FeeBreakdownProps } from './shared/FeeBreakdown.tsx';
export type { UseFlowOptions } from './shared/useFlow.ts';
export { FlowInspector, acceptedEvents, describeState } from './inspector/FlowInspector.tsx';

export { CaptchaField } from './Captcha/CaptchaField.tsx';
export type { CaptchaFieldProps } from './Captcha/CaptchaField.tsx';

export { OneTimeCodeEntry } from './OneTimeCode/OneTimeCodeEntry.tsx';
export type { OneTimeCodeActorRef, OneTimeCodeEntryProps } from './OneTimeCode/OneTimeCodeEntry.tsx';
export { VerifyPhone } from './VerifyPhone/VerifyPhone.tsx';
export type { VerifyPhoneProps } from './VerifyPhone/VerifyPhone.tsx';
export { AnswerOffer } from './AnswerOffer/AnswerOffer.tsx';
export type { AnswerOfferProps } from './AnswerOffer/AnswerOffer.tsx';
export { ChangePassword } from './ChangePassword/ChangePassword.tsx';
export type { ChangePasswordProps } from './ChangePassword/ChangePassword.tsx';

export { BookCall } from './BookCall/BookCall.tsx';
export type { BookCallProps } from './BookCall/BookCall.tsx';

export { Login } from './Login/Login.tsx';
export type { LoginProps } from './Login/Login.tsx';

export { EmailConfirmation } from './EmailConfirmation/EmailConfirmation.tsx';
export type { EmailConfirmationProps } from './EmailConfirmation/EmailConfirmation.tsx';
export { ResendConfirmation } from './EmailConfirmation/ResendConfirmation.tsx';
export type { ResendConfirmationProps } from './EmailConfirmation/ResendConfirmation.tsx';
export { ResetPassword } from './ResetPassword/ResetPassword.tsx';
export type { ResetPasswordProps } from './ResetPassword/ResetPassword.tsx';
export { SecurityQuestion } from './SecurityQuestion/SecurityQuestion.tsx';
export type { SecurityQuestionProps } from './SecurityQuestion/SecurityQuestion.tsx';

export { CodingTest } from './CodingTest/CodingTest.tsx';
export type { CodingTestProps } from './CodingTest/CodingTest.tsx';
export { ApplicationWizard } from './ApplicationWizard/ApplicationWizard.tsx';
export type { ApplicationWizardProps } from './ApplicationWizard/ApplicationWizard.tsx';
export { uploadFile } from './ApplicationWizard/uploadFile.ts';
export { PostJobWizard } from './PostJobWizard/PostJobWizard.tsx';
export type { PostJobWizardProps } from './PostJobWizard/PostJobWizard.tsx';
export type { PostJobForClient } from './PostJobWizard/postJobWizard.machine.ts';
export { FileUpload, readAsDataUrl } from './FileUpload/FileUpload.tsx';
export type { FileUploadProps, UploadFunction } from './FileUpload/FileUpload.tsx';

export { SocialLogin } from './SocialLogin/SocialLogin.tsx';
export type { SocialLoginProps } from './SocialLogin/SocialLogin.tsx';

export { SignUp } from './SignUp/SignUp.tsx';
export type { SignUpProps } from './SignUp/SignUp.tsx';
export { PhoneSignUp } from './PhoneSignUp/PhoneSignUp.tsx';
export type { PhoneSignUpProps, ResendWaits } from './PhoneSignUp/PhoneSignUp.tsx';

export { ProjectEnquiry, ProjectEnquiryPanel } from './ProjectEnquiry/ProjectEnquiry.tsx';
export type {
  ProjectEnquiryDefaults,
  ProjectEnquiryPanelProps,
  ProjectEnquiryProps,
} from './ProjectEnquiry/ProjectEnquiry.tsx';

export { PopupProvider, usePopup } from './Popups/PopupHost.tsx';
export type { OpenPopup, PopupControls } from './Popups/PopupHost.tsx';
export { popupTypes } from './Popups/registry.ts';
export type { PopupHostProps, PopupPropsOf, PopupType, RegisteredPopupType } from './Popups/registry.ts';
export { ProposalForm } from './SubmitProposal/ProposalForm.tsx';
export type { ProposalFormProps } from './SubmitProposal/ProposalForm.tsx';
export { useProposalFlow } from './SubmitProposal/useProposalFlow.ts';
export type { ProposalFlow } from './SubmitProposal/useProposalFlow.ts';
export { RejectProposal } from './RejectProposal/RejectProposal.tsx';
export type { RejectProposalProps } from './RejectProposal/RejectProposal.tsx';
export { ReviewPayment } from './ReviewPayment/ReviewPayment.tsx';
export type { ReviewPaymentProps } from './ReviewPayment/ReviewPayment.tsx';
export type { ReviewPaymentOutput } from './ReviewPayment/reviewPayment.machine.ts';
export { SendInvite } from './SendInvite/SendInvite.tsx';
export type { SendInviteProps } from './SendInvite/SendInvite.tsx';
export { WithdrawInvitation } from './WithdrawInvitation/WithdrawInvitation.tsx';
export type { WithdrawInvitationProps } from './WithdrawInvitation/WithdrawInvitation.tsx';
export { HireFreelancer } from './HireFreelancer/HireFreelancer.tsx';
export type { HireFreelancerProps } from './HireFreelancer/HireFreelancer.tsx';
export { MakeOfferForm } from './MakeOffer/MakeOfferForm.tsx';
export type { MakeOfferFormProps } from './MakeOffer/MakeOfferForm.tsx';
export { EndContract } from './EndContract/EndContract.tsx';
export type { EndContractProps } from './EndContract/EndContract.tsx';
export { StaffEndContract } from './StaffEndContract/StaffEndContract.tsx';
export type { StaffEndContractProps } from './StaffEndContract/StaffEndContract.tsx';
export type { StaffEndContractOutput } from './StaffEndContract/staffEndContract.machine.ts';
export { RejectInterviewPopup } from './InterviewScheduling/InterviewAnswers.tsx';
export type { RejectInterviewPopupProps } from './InterviewScheduling/InterviewAnswers.tsx';
export { browserTimeZone } from './InterviewScheduling/timeFields.ts';
export { SubmitWork } from './MilestonePayment/SubmitWork.tsx';
export type { SubmitWorkProps } from './MilestonePayment/SubmitWork.tsx';
export { AddPaymentMethod, RemovePaymentMethod } from './PaymentMethods/PaymentMethodModals.tsx';
export type { AddPaymentMethodProps, RemovePaymentMethodProps } from './PaymentMethods/PaymentMethodModals.tsx';
export { WithdrawForm } from './PaymentMethods/WithdrawForm.tsx';
export type { WithdrawFormProps } from './PaymentMethods/WithdrawForm.tsx';
export { CardSetup } from './CardSetup/CardSetup.tsx';
export type { CardSetupProps } from './CardSetup/CardSetup.tsx';
