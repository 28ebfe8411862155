import { Link, useNavigate, useParams } from 'react-router';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { accountLabels } from './labels.ts';
import { answerHref, answerTarget } from './links.ts';
import { QuestionModalPage } from './QuestionModalPage.tsx';

const labels = accountLabels.resetAnswer;

/**
 * /reset-answer/:type? (spec document 1, section 2). The API has no answer-free way back in but
 * `POST /reset_security_question`, which takes the account password with the new question and
 * answer; this page is the Security Question flow started on that branch ("Forgot your answer?").
 * A user without a question yet just adds one. Once saved, the user goes where `type` leads (as
 * /auth-question would have): the password was the stronger check.
 */
export function ResetAnswer() {
  usePageTitle(labels.title);
  const { type } = useParams();
  const navigate = useNavigate();
  return (
    <QuestionModalPage
      title={labels.title}
      lead={labels.lead}
      start="forgotAnswer"
      openLabel={labels.open}
      links={
        <Link to={answerHref('authQuestion', type)} className={pageStyles.link}>
          {accountLabels.forgetAnswer.back}
        </Link>
      }
      onSavedAndClosed={() => {
        void navigate(answerTarget(type).path, { replace: true });
      }}
    />
  );
}
