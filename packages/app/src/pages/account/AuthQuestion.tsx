import {
  securityQuestionLabels,
  securityQuestionMessages,
  signUpMessages,
  type SecurityQuestion,
} from '@cloudexperts/domain';
import { toFailure, useApi } from '@cloudexperts/flows';
import { Banner, Button, EmptyState, ErrorState, Form, SkeletonGroup, Skeleton, TextField } from '@cloudexperts/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { primaryAction } from '../content/content.css.ts';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './account.css.ts';
import { failureMessage } from './failureMessage.ts';
import { accountLabels } from './labels.ts';
import { answerHref, answerTarget } from './links.ts';
import { accountPaths } from './paths.ts';

const labels = accountLabels.authQuestion;

/**
 * The answer form: `POST /security_questions/:id/verify_answer`. A blank answer is refused here
 * ('This field can't be blank.'); a wrong one shows 'Incorrect answer! Please try again.' on the
 * field (spec document 1, section 5); any other failure its message above the form. What was typed
 * stays.
 */
function AnswerForm({ question, onVerified }: { question: SecurityQuestion; onVerified: () => void }) {
  const api = useApi();
  const [answer, setAnswer] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [verifying, setVerifying] = useState(false);

  const verify = async () => {
    if (verifying) return;
    if (answer.trim() === '') {
      setFieldError(signUpMessages.fieldBlank);
      return;
    }
    setVerifying(true);
    setError(undefined);
    try {
      await api.verifySecurityAnswer({ params: { id: question.id }, body: { answer: answer.trim() } });
      onVerified();
    } catch (failed) {
      const failure = toFailure(failed);
      if (failure.status === 422) setFieldError(failure.fields.answer ?? securityQuestionMessages.wrongOldAnswer);
      else setError(failureMessage(failed));
      setVerifying(false);
    }
  };

  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      {error ? <Banner tone="error">{error}</Banner> : null}
      <TextField
        label={question.question}
        autoComplete="off"
        value={answer}
        onChange={(value) => {
          setAnswer(value);
          setFieldError(undefined);
        }}
        isRequired
        isInvalid={fieldError !== undefined}
        errorMessage={fieldError}
        isReadOnly={verifying}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={verifying} pendingLabel={securityQuestionLabels.verifying}>
          {securityQuestionLabels.verify}
        </Button>
      </div>
    </Form>
  );
}

/**
 * /auth-question/:type? (spec document 1, section 2; the spec names the route only). Our reading,
 * from the API there is: a gate that asks the signed-in user to answer their security question
 * before going on to what `type` names (`answerTargets` in paths.ts; none or an unknown one leads
 * to /settings). The answer is checked with `verify_answer`, which also opens the API's short
 * window for changing the question. "Forgot your answer?" leads to /forget-answer/:type, and a user
 * without a question is sent to add one.
 */
export function AuthQuestion() {
  usePageTitle(labels.title);
  const { type } = useParams();
  const target = answerTarget(type);
  const navigate = useNavigate();
  const api = useApi();
  const { resource, retry } = useResource('security questions', (signal) => api.securityQuestions({ signal }));

  let content;
  if (resource.status === 'loading') {
    content = (
      <SkeletonGroup label={labels.loading}>
        <Skeleton width="60%" />
        <Skeleton shape="rectangle" height="2.5rem" />
      </SkeletonGroup>
    );
  } else if (resource.status === 'error') {
    content = (
      <ErrorState
        title={labels.loadFailed}
        message={failureMessage(resource.error)}
        onRetry={retry}
        retryLabel={accountLabels.retry}
        isRetrying={resource.isRetrying}
      />
    );
  } else if (resource.data.security_question === null) {
    content = (
      <EmptyState
        icon="info"
        title={labels.noQuestionTitle}
        description={labels.noQuestionText}
        action={
          <Link to={accountPaths.securityQuestions} className={primaryAction}>
            {labels.addQuestion}
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <AnswerForm
          question={resource.data.security_question}
          onVerified={() => {
            // The answer field still has focus and the navigation removes it: let go of it first, so
            // that no blur fires in the middle of React's commit (React 19 then re-enters its work
            // loop, "Should not already be working", and stops handling events; seen in the stories).
            if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
            void navigate(target.path, { replace: true });
          }}
        />
        <p className={styles.text}>
          <Link to={answerHref('forgetAnswer', type)} className={pageStyles.link}>
            {securityQuestionLabels.forgotAnswer}
          </Link>
        </p>
      </>
    );
  }

  return (
    <section className={styles.narrow} aria-labelledby="auth-question-title">
      <div className={styles.intro}>
        <h1 id="auth-question-title" className={styles.title}>
          {labels.title}
        </h1>
        <p className={styles.lead}>{labels.lead(target.purpose)}</p>
      </div>
      {content}
    </section>
  );
}
