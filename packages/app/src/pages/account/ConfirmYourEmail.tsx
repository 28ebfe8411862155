import { confirmYourEmailLabels, publicSiteLabels } from '@cloudexperts/domain';
import { ResendConfirmation } from '@cloudexperts/flows';
import { Link, useLocation, useParams } from 'react-router';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import * as styles from './account.css.ts';
import { accountLabels } from './labels.ts';
import { MailboxHint } from './MailboxHint.tsx';
import { readId, readStateEmail } from './navigationState.ts';
import { homePath, loginHref } from './links.ts';

const labels = accountLabels.confirmYourEmail;

/**
 * /confirm-your-email/:id (spec document 1, sections 2 and 8): after sign-up, or a login refused
 * because the address is not confirmed. The sign-up email comes as navigation state; after a reload
 * there is none, and the screen still works by the account id ("Resend email" needs only the id).
 */
export function ConfirmYourEmail() {
  usePageTitle(confirmYourEmailLabels.title);
  const { id } = useParams();
  const state: unknown = useLocation().state;
  const userId = readId(id);
  const email = readStateEmail(state);

  if (userId === undefined) {
    return (
      <section className={styles.narrow} aria-labelledby="confirm-invalid-title">
        <h1 id="confirm-invalid-title" className={styles.title}>
          {labels.invalidTitle}
        </h1>
        <p className={styles.lead}>{labels.invalidText}</p>
        <p className={styles.actions}>
          <Link to={loginHref} className={pageStyles.link}>
            {publicSiteLabels.header.login}
          </Link>
          <Link to={homePath} className={pageStyles.link}>
            {labels.home}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <div className={styles.narrow}>
      {/* A new id is another account: start its resend flow afresh. */}
      <ResendConfirmation key={userId} userId={userId} email={email} loginHref={loginHref} />
      <p className={styles.muted}>{labels.spam}</p>
      <MailboxHint to={email} />
    </div>
  );
}
