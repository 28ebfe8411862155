import { securityQuestionLabels } from '@cloudexperts/domain';
import { Link, useParams } from 'react-router';
import { primaryAction, secondaryAction } from '../content/content.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import * as styles from './account.css.ts';
import { accountLabels } from './labels.ts';
import { answerHref } from './links.ts';

const labels = accountLabels.forgetAnswer;

/**
 * /forget-answer/:type? (spec document 1, section 2). Our reading: the explanation between "Forgot
 * your answer?" on /auth-question and the reset itself. The API lets the account password stand in
 * for the answer (`POST /reset_security_question`), so the page says what the reset asks for and
 * leads to /reset-answer/:type, keeping the type so the user ends where they were going.
 */
export function ForgetAnswer() {
  usePageTitle(securityQuestionLabels.forgotAnswer);
  const { type } = useParams();
  return (
    <section className={styles.narrow} aria-labelledby="forget-answer-title">
      <div className={styles.intro}>
        <h1 id="forget-answer-title" className={styles.title}>
          {securityQuestionLabels.forgotAnswer}
        </h1>
        <p className={styles.lead}>{labels.lead}</p>
      </div>
      <ol className={styles.points}>
        {labels.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={styles.actions}>
        <Link to={answerHref('resetAnswer', type)} className={primaryAction}>
          {labels.continue}
        </Link>
        <Link to={answerHref('authQuestion', type)} className={secondaryAction}>
          {labels.back}
        </Link>
      </p>
    </section>
  );
}
