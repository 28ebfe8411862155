import { staffAuthorName, type StaffThreadMessage } from '@cloudexperts/domain';
import { staffTime } from './format.ts';
import * as styles from './staff.css.ts';

/**
 * A contract's conversation as staff read it (the contract page and /messages): oldest first, each
 * message with its author named in full and its time; a line when there is none yet.
 */
export function StaffMessageList({
  messages,
  emptyText,
  ...named
}: {
  messages: readonly StaffThreadMessage[];
  emptyText: string;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  if (messages.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <ol className={styles.messages} {...named}>
      {messages.map((message) => (
        <li key={message.id} className={styles.message} data-mine={message.mine || undefined}>
          <p className={styles.meta}>
            <span>{staffAuthorName(message.author)}</span>
            {' · '}
            <time dateTime={message.created_at}>{staffTime(message.created_at)}</time>
          </p>
          <p className={styles.body}>{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
