import { resetPasswordLabels } from '@cloudexperts/domain';
import { ResetPassword } from '@cloudexperts/flows';
import { Link, useParams } from 'react-router';
import { primaryAction } from '../content/content.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import * as styles from './account.css.ts';
import { accountLabels } from './labels.ts';
import { loginHref } from './links.ts';
import { accountPaths } from './paths.ts';

const labels = accountLabels.resetPassword;

/**
 * /reset-password/:token? (spec document 1, sections 2, 3 and 8): the mailed link's page, a new
 * password and its confirmation. Without a token the link is broken: the page says so and offers a
 * new one (/forget-password).
 */
export function ResetPasswordPage() {
  usePageTitle(resetPasswordLabels.title);
  const { token } = useParams();

  if (!token) {
    return (
      <section className={styles.narrow} aria-labelledby="reset-missing-title">
        <div className={styles.intro}>
          <h1 id="reset-missing-title" className={styles.title}>
            {labels.missingTitle}
          </h1>
          <p className={styles.lead}>{labels.missingText}</p>
        </div>
        <p className={styles.actions}>
          <Link to={accountPaths.forgetPassword} className={primaryAction}>
            {resetPasswordLabels.requestNewLink}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <div className={styles.narrow}>
      {/* Another token is another link: its form starts empty. */}
      <ResetPassword key={token} token={token} loginHref={loginHref} forgotPasswordHref={accountPaths.forgetPassword} />
    </div>
  );
}
