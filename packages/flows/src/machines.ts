// The headless machines (no React, no styles): `@cloudexperts/flows/machines`. Reuse them with any
// view, on a server, or in tests.
export { forgotPasswordMachine } from './ForgotPassword/forgotPassword.machine.ts';
export type {
  ForgotPasswordContext,
  ForgotPasswordEvent,
  ForgotPasswordInput,
  ForgotPasswordOutput,
} from './ForgotPassword/forgotPassword.machine.ts';
export { statusOf, toFailure } from './shared/failure.ts';
export type { Failure } from './shared/failure.ts';
export { captchaMachine } from './Captcha/captcha.machine.ts';
export type { CaptchaContext, CaptchaEmitted, CaptchaEvent, CaptchaSolution } from './Captcha/captcha.machine.ts';
export { oneTimeCodeMachine, sendFailureMessage, verifyFailureMessage } from './OneTimeCode/oneTimeCode.machine.ts';
export type {
  OneTimeCodeContext,
  OneTimeCodeEvent,
  OneTimeCodeInput,
  OneTimeCodeOutput,
} from './OneTimeCode/oneTimeCode.machine.ts';
export { verifyPhoneMachine } from './VerifyPhone/verifyPhone.machine.ts';
export type {
  PhoneEntry,
  VerifyPhoneContext,
  VerifyPhoneEvent,
  VerifyPhoneInput,
  VerifyPhoneOutput,
} from './VerifyPhone/verifyPhone.machine.ts';
export {
  changePasswordFields,
  changePasswordMachine,
  validateChangePassword,
} from './ChangePassword/changePassword.machine.ts';
export type {
  ChangePasswordContext,
  ChangePasswordEvent,
  ChangePasswordField,
  ChangePasswordFieldErrors,
  ChangePasswordInput,
  ChangePasswordOutput,
  ChangePasswordRequest,
} from './ChangePassword/changePassword.machine.ts';
export { bookCallFields, bookCallMachine } from './BookCall/bookCall.machine.ts';
export type {
  BookCallContext,
  BookCallEmitted,
  BookCallEvent,
  BookCallField,
  BookCallPhone,
} from './BookCall/bookCall.machine.ts';
export { loginMachine, loginFieldErrors } from './Login/login.machine.ts';
export type {
  ConfirmEmailOutput,
  LoginContext,
  LoginCredentials,
  LoginEvent,
  LoginFieldErrors,
  LoginInput,
  LoginOutput,
  SignedInOutput,
  UnconfirmedUser,
} from './Login/login.machine.ts';
export { postLoginRoute, safeRedirectTarget } from './Login/postLoginRoute.ts';
export type { Breadcrumb, LoginOrigin, PostLoginFacts, PostLoginRoute } from './Login/postLoginRoute.ts';
export { emailConfirmationMachine } from './EmailConfirmation/emailConfirmation.machine.ts';
export type {
  EmailConfirmationContext,
  EmailConfirmationInput,
  EmailConfirmationOutput,
  EmailConfirmed,
} from './EmailConfirmation/emailConfirmation.machine.ts';
export { resendConfirmationMachine } from './EmailConfirmation/resendConfirmation.machine.ts';
export type {
  ResendConfirmationContext,
  ResendConfirmationEvent,
  ResendConfirmationInput,
} from './EmailConfirmation/resendConfirmation.machine.ts';
export { resetPasswordMachine } from './ResetPassword/resetPassword.machine.ts';
export type {
  ResetPasswordContext,
  ResetPasswordEvent,
  ResetPasswordFieldErrors,
  ResetPasswordInput,
  ResetPasswordOutput,
  ResetPasswordRequest,
} from './ResetPassword/resetPassword.machine.ts';
export { deviceChoices, isQuestionText, securityQuestionMachine } from './SecurityQuestion/securityQuestion.machine.ts';
export type {
  ChangeQuestionInput,
  CreateQuestionInput,
  DeviceChoice,
  QuestionText,
  ResetQuestionInput,
  SecurityQuestionContext,
  SecurityQuestionEvent,
  SecurityQuestionFieldErrors,
  SecurityQuestionInput,
  SecurityQuestionOutput,
} from './SecurityQuestion/securityQuestion.machine.ts';
export {
  classifyUploadFailure,
  fileUploadLimits,
  fileUploadMachine,
  uploadFailureMessages,
  uploadKinds,
} from './FileUpload/fileUpload.machine.ts';
export type {
  FileUploadContext,
  FileUploadEvent,
  FileUploadInput,
  FileUploadOutput,
  SelectedFile,
  UploadFailureKind,
  UploadKind,
  UploadRequest,
} from './FileUpload/fileUpload.machine.ts';
export { socialLoginMachine } from './SocialLogin/socialLogin.machine.ts';
export type {
  SocialIdentity,
  SocialLoginContext,
  SocialLoginEvent,
  SocialLoginInput,
  SocialLoginOutput,
  SocialLoginRequestInput,
  SocialProvider,
} from './SocialLogin/socialLogin.machine.ts';
export { signUpMachine } from './SignUp/signUp.machine.ts';
export type {
  SignUpCheckbox,
  SignUpContext,
  SignUpEvent,
  SignUpField,
  SignUpFieldErrors,
  SignUpInput,
  SignUpOutput,
  SignUpTextField,
  SignUpValues,
} from './SignUp/signUp.machine.ts';
export { phoneSignUpMachine } from './PhoneSignUp/phoneSignUp.machine.ts';
export type {
  PhoneSignUpCheckbox,
  PhoneSignUpContext,
  PhoneSignUpEvent,
  PhoneSignUpField,
  PhoneSignUpFieldErrors,
  PhoneSignUpInput,
  PhoneSignUpOutput,
  PhoneSignUpPhone,
  PhoneSignUpSendCodeInput,
  PhoneSignUpTextField,
  PhoneSignUpValues,
  PhoneSignUpVerifyCodeInput,
} from './PhoneSignUp/phoneSignUp.machine.ts';
export { projectEnquiryFields, projectEnquiryMachine } from './ProjectEnquiry/projectEnquiry.machine.ts';
export type {
  ProjectEnquiryContext,
  ProjectEnquiryEmitted,
  ProjectEnquiryEvent,
  ProjectEnquiryField,
  ProjectEnquiryOutput,
  ProjectEnquiryPhone,
} from './ProjectEnquiry/projectEnquiry.machine.ts';
export {
  applicationWizardMachine,
  blankBlocks,
  DRAFT_RETRY_DELAY_MS,
  DRAFT_SAVE_DELAY_MS,
  mergeSkills,
  reviewSections,
} from './ApplicationWizard/applicationWizard.machine.ts';
export type {
  ApplicationBlock,
  ApplicationBlocks,
  ApplicationValueField,
  ApplicationWizardContext,
  ApplicationWizardEvent,
  ApplicationWizardOutput,
} from './ApplicationWizard/applicationWizard.machine.ts';
// The wizard's AI helpers (their views load lazily from step 1, so only the machines are exported).
export { aboutMeGeneratorMachine } from './AboutMeGenerator/aboutMeGenerator.machine.ts';
export type {
  AboutMeGeneratorContext,
  AboutMeGeneratorEvent,
  AboutMeGeneratorInput,
  AboutMeGeneratorOutput,
} from './AboutMeGenerator/aboutMeGenerator.machine.ts';
export {
  extractionFailureMessage,
  resumeImportExtensions,
  resumeImportMachine,
} from './ResumeImport/resumeImport.machine.ts';
export type {
  ExtractResumeRequest,
  ResumeFile,
  ResumeImportContext,
  ResumeImportEvent,
  ResumeImportOutput,
} from './ResumeImport/resumeImport.machine.ts';
export { answeredCount, codingTestMachine, deviceClock } from './CodingTest/codingTest.machine.ts';
export type {
  ClockInput,
  CodingTestContext,
  CodingTestEvent,
  CodingTestOutput,
} from './CodingTest/codingTest.machine.ts';
export {
  firstTabWithError,
  JOB_DRAFT_RETRY_DELAY_MS,
  JOB_DRAFT_SAVE_DELAY_MS,
  postJobWizardActors,
  postJobWizardMachine,
  serverFieldErrors,
} from './PostJobWizard/postJobWizard.machine.ts';
export type {
  JobValueField,
  PostJobLists,
  PostJobForClient,
  PostJobWizardContext,
  PostJobWizardEvent,
  PostJobWizardInput,
  PostJobWizardOutput,
  RemovingQuestion,
  SaveJobInput,
} from './PostJobWizard/postJobWizard.machine.ts';
export { answerOfferMachine, validateOfferAnswer } from './AnswerOffer/answerOffer.machine.ts';
export type {
  AnswerOfferContext,
  AnswerOfferEvent,
  AnswerOfferField,
  AnswerOfferFieldErrors,
  AnswerOfferInput,
  AnswerOfferOutput,
  AnswerOfferRequest,
  OfferAnswer,
} from './AnswerOffer/answerOffer.machine.ts';
export { draftOf, submitProposalMachine, validateProposal } from './SubmitProposal/submitProposal.machine.ts';
export type {
  ProposalField,
  ProposalFieldErrors,
  ScreeningQuestion,
  SendProposalInput,
  SubmitProposalContext,
  SubmitProposalEvent,
  SubmitProposalInput,
  SubmitProposalOutput,
} from './SubmitProposal/submitProposal.machine.ts';
export { withdrawProposalMachine } from './SubmitProposal/withdrawProposal.machine.ts';
export type {
  WithdrawProposalContext,
  WithdrawProposalEvent,
  WithdrawProposalInput,
  WithdrawProposalOutput,
} from './SubmitProposal/withdrawProposal.machine.ts';
export { rejectProposalMachine, rejectionRequest, validateRejection } from './RejectProposal/rejectProposal.machine.ts';
export type {
  RejectProposalContext,
  RejectProposalEvent,
  RejectProposalInput,
  RejectProposalOutput,
  RejectProposalRequest,
} from './RejectProposal/rejectProposal.machine.ts';
export { sendInviteMachine, validateInvite } from './SendInvite/sendInvite.machine.ts';
export type {
  SendInviteContext,
  SendInviteEvent,
  SendInviteInput,
  SendInviteOutput,
} from './SendInvite/sendInvite.machine.ts';
export { withdrawInvitationMachine } from './WithdrawInvitation/withdrawInvitation.machine.ts';
export type {
  WithdrawInvitationContext,
  WithdrawInvitationEvent,
  WithdrawInvitationInput,
  WithdrawInvitationOutput,
} from './WithdrawInvitation/withdrawInvitation.machine.ts';
export { hireFreelancerMachine, lockedJobType, validateHire } from './HireFreelancer/hireFreelancer.machine.ts';
export type {
  HireDetails,
  HireFreelancerContext,
  HireFreelancerEvent,
  HireFreelancerInput,
  HireFreelancerOutput,
  JobType,
} from './HireFreelancer/hireFreelancer.machine.ts';
export { makeOfferMachine, validateOffer } from './MakeOffer/makeOffer.machine.ts';
export type {
  MakeOfferContext,
  MakeOfferEvent,
  MakeOfferInput,
  MakeOfferOutput,
} from './MakeOffer/makeOffer.machine.ts';
export { endContractMachine, validateRating } from './EndContract/endContract.machine.ts';
export type {
  EndContractContext,
  EndContractEvent,
  EndContractInput,
  EndContractOutput,
  RateContractRequest,
} from './EndContract/endContract.machine.ts';
export { endRequest, staffEndContractMachine, validateEndReason } from './StaffEndContract/staffEndContract.machine.ts';
export type {
  StaffEndContractContext,
  StaffEndContractEvent,
  StaffEndContractField,
  StaffEndContractInput,
  StaffEndContractOutput,
  StaffEndContractRequest,
} from './StaffEndContract/staffEndContract.machine.ts';
export { interviewSchedulingMachine, validateInterview } from './InterviewScheduling/interviewScheduling.machine.ts';
export type {
  InterviewSchedulingContext,
  InterviewSchedulingEvent,
  InterviewSchedulingInput,
  InterviewSchedulingOutput,
} from './InterviewScheduling/interviewScheduling.machine.ts';
export {
  rescheduleRequestMachine,
  validateRescheduleRequest,
} from './InterviewScheduling/rescheduleRequest.machine.ts';
export { rejectInterviewMachine } from './InterviewScheduling/rejectInterview.machine.ts';
export { joinInterviewMachine } from './JoinInterview/joinInterview.machine.ts';
export { giveFeedbackMachine, validateFeedback } from './InterviewFeedback/giveFeedback.machine.ts';
export { showFeedbackMachine } from './InterviewFeedback/showFeedback.machine.ts';
export {
  isChoosable,
  milestonePaymentMachine,
  validateSubmitWork,
} from './MilestonePayment/milestonePayment.machine.ts';
export type {
  AttachedDocument,
  MilestonePaymentContext,
  MilestonePaymentEvent,
  MilestonePaymentInput,
  MilestonePaymentOutput,
} from './MilestonePayment/milestonePayment.machine.ts';
export {
  addPaymentMethodMachine,
  removePaymentMethodMachine,
  withdrawMachine,
  withdrawalCheck,
} from './PaymentMethods/paymentMethods.machine.ts';
export type {
  AddPaymentMethodContext,
  AddPaymentMethodEvent,
  AddPaymentMethodOutput,
  RemovePaymentMethodInput,
  RemovePaymentMethodOutput,
  WithdrawContext,
  WithdrawEvent,
  WithdrawInput,
} from './PaymentMethods/paymentMethods.machine.ts';
export { reviewPaymentMachine, reviewRequest, validateReview } from './ReviewPayment/reviewPayment.machine.ts';
export type {
  ReviewAction,
  ReviewPaymentContext,
  ReviewPaymentEvent,
  ReviewPaymentInput,
  ReviewPaymentOutput,
  ReviewPaymentRequest,
} from './ReviewPayment/reviewPayment.machine.ts';
export { cardSetupFields, cardSetupMachine, validateCard } from './CardSetup/cardSetup.machine.ts';
export type {
  CardConfirmation,
  CardSetupContext,
  CardSetupEvent,
  CardSetupField,
  CardSetupFieldErrors,
  CardSetupInput,
  CardSetupOutput,
} from './CardSetup/cardSetup.machine.ts';
