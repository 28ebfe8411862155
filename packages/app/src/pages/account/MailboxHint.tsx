import { useApi } from '@cloudexperts/flows';
import { Link } from 'react-router';
import * as pageStyles from '../pages.css.ts';
import { useResource } from '../useResource.ts';
import * as styles from './account.css.ts';
import { accountLabels } from './labels.ts';
import { mailboxHref } from './links.ts';

/**
 * A pointer to the development mailbox, shown only when the API answers it (outside production;
 * see DevMailbox.tsx): a newcomer running the product locally finds the mail that was just sent.
 */
export function MailboxHint({ to }: { to?: string }) {
  const api = useApi();
  const { resource } = useResource(`mailbox-hint ${to ?? ''}`, (signal) =>
    api.devMailbox({ query: to ? { to } : {}, signal }),
  );
  if (resource.status !== 'ready') return null;
  return (
    <p className={styles.muted}>
      {accountLabels.mailbox.hint}{' '}
      <Link to={mailboxHref(to)} className={pageStyles.link}>
        {accountLabels.mailbox.hintLink}
      </Link>
      .
    </p>
  );
}
