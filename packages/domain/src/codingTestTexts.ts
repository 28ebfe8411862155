/**
 * The coding test's rules, words and messages, in a module of their own (as `aiHelperLabels.ts`):
 * `constants.ts`, `labels.ts` and `messages.ts` are on the landing page's critical path, and
 * nothing of the test belongs there; only the coding test's lazy chunks load this.
 */

/**
 * The freelancer coding test (spec document 1, section 2: the Exit Test and Submit Test modals;
 * section 4: "exit keeps progress saved so the test can be resumed before the timer ends;
 * submitting is final"). The spec gives no numbers; these are ours. The questions are multiple
 * choice with one answer: `platformQuestions` about the applicant's primary platform and
 * `generalQuestions` about cloud and platform engineering in general, drawn at random when the
 * test starts. The timer runs on the server from the start.
 */
export const codingTestRules = {
  durationMinutes: 30,
  questionCount: 10,
  platformQuestions: 6,
  generalQuestions: 4,
  optionsPerQuestion: 4,
  /** At least this share of correct answers passes. */
  passPercent: 70,
  /**
   * Answers saved or submitted up to this long after the end still count (an answer given in the
   * last second must not be lost to the network); after it the attempt is graded with what was saved.
   */
  graceMs: 5_000,
  /** The view saves answers after this pause in answering, and at once on moving to another question. */
  saveDelayMs: 1_000,
  /** A failed save is tried again after this long (nothing chosen is lost meanwhile). */
  saveRetryMs: 5_000,
  /** How often the clock reads the time left. */
  tickMs: 1_000,
  /** The time left is announced to screen readers at these minutes left (not every second). */
  announceAtMinutes: [20, 10, 5, 1],
} as const;

/**
 * Spec document 1, section 2 (Other modals): "Exit Test modal ('Save & Exit' or 'Continue Test')
 * and Submit Test modal ('Are you sure you want to submit?' with 'You cannot return once
 * submitted.')". Every other word of the coding test's screens is ours.
 */
export const codingTestLabels = {
  title: 'Coding test',
  intro: (minutes: number, questions: number, passPercent: number) =>
    `${String(questions)} multiple-choice questions about your platform and cloud engineering in general. ` +
    `You have ${String(minutes)} minutes from the moment you start; the timer keeps running if you leave. ` +
    `Choose one answer per question. ${String(passPercent)}% correct answers pass.`,
  start: 'Start Test',
  starting: 'Starting…',
  loading: 'Loading your coding test…',
  loadFailed: 'Your coding test could not be loaded. Check your connection and try again.',
  startFailed: 'The test could not be started. Check your connection and try again.',
  retry: 'Retry',
  question: (number: number, total: number) => `Question ${String(number)} of ${String(total)}`,
  questions: 'Questions',
  goToQuestion: (number: number, answered: boolean) =>
    `Question ${String(number)}${answered ? ', answered' : ', not answered'}`,
  answered: (count: number, total: number) => `${String(count)} of ${String(total)} answered`,
  previous: 'Previous',
  next: 'Next',
  general: 'General',
  timeLeft: 'Time left',
  /** The clock as shown: '29:59'. */
  clock: (totalSeconds: number) =>
    `${String(Math.floor(totalSeconds / 60)).padStart(2, '0')}:${String(totalSeconds % 60).padStart(2, '0')}`,
  /** What a screen reader hears at the announced minutes. */
  minutesLeft: (minutes: number) => (minutes === 1 ? '1 minute left' : `${String(minutes)} minutes left`),
  exit: 'Exit Test',
  exitTitle: 'Exit Test',
  exitBody: 'Your answers are saved. You can come back and finish before the timer ends.',
  saveAndExit: 'Save & Exit',
  continueTest: 'Continue Test',
  submit: 'Submit Test',
  submitTitle: 'Are you sure you want to submit?',
  submitBody: 'You cannot return once submitted.',
  submitting: 'Submitting your answers…',
  saving: 'Saving…',
  saved: 'Answers saved',
  saveFailed: 'Your latest answers are not saved yet. We will try again shortly.',
  saveNow: 'Save now',
  exitFailed: 'Your answers could not be saved, so the test is still open. Try again.',
  timeUp: 'Time is up. Your answers are being submitted.',
  submitFailed: 'Your test could not be submitted. Your answers are kept; try again.',
  resultTitle: 'Test submitted',
  score: (score: number, total: number) =>
    `You answered ${String(score)} of ${String(total)} questions correctly (${String(Math.round((score / Math.max(total, 1)) * 100))}%).`,
  passed: 'You passed the coding test. We will be in touch about the next step.',
  failed: (passPercent: number) => `You did not reach the pass mark of ${String(passPercent)}%.`,
  timedOut: 'The time ran out, so your saved answers were submitted.',
  continue: 'Continue',
  toApplication: 'Go to your application',
} as const;

/**
 * The coding test's server messages (spec document 1, section 4: "exit keeps progress saved so the
 * test can be resumed before the timer ends; submitting is final"; the wording is ours).
 */
export const codingTestMessages = {
  needsApplication: 'Submit your application first: the coding test opens once your application is submitted.',
  notStarted: 'Start the test before saving answers.',
  timeUp: 'The time for this test is up. Your saved answers have been submitted.',
  alreadySubmitted: 'Your test has already been submitted.',
  unknownQuestion: 'That question is not part of your test.',
  optionInvalid: 'Please choose one of the options.',
  questionIdInvalid: 'A question id is a positive whole number.',
  tooManyAnswers: `A test has at most ${String(codingTestRules.questionCount)} answers.`,
} as const;
