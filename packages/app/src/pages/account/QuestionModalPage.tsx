import { SecurityQuestion, type SecurityQuestionProps } from '@cloudexperts/flows';
import { Button } from '@cloudexperts/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as styles from './account.css.ts';

export interface QuestionModalPageProps {
  title: string;
  lead: string;
  /** Where the Security Question flow starts: `forgotAnswer` asks for the account password. */
  start: NonNullable<SecurityQuestionProps['start']>;
  /** The button that opens the flow again after Cancel. */
  openLabel: string;
  /** More ways on, beside that button (a link back). */
  links?: ReactNode;
  /** The page once the question is saved and the modal closed; without it, `onSavedAndClosed` runs. */
  saved?: ReactNode;
  onSavedAndClosed?: () => void;
}

/**
 * A page for the Security Question flow (spec document 1, section 2: "/security-questions;
 * /auth-question/:type?, /forget-answer/:type?, /reset-answer/:type?"). The flow's view is the
 * settings' modal; the page opens it on arrival, and keeps its title and a way to open it again
 * behind it. Focus comes back to the page's next step when the modal closes.
 */
export function QuestionModalPage({
  title,
  lead,
  start,
  openLabel,
  links,
  saved,
  onSavedAndClosed,
}: QuestionModalPageProps) {
  const [isOpen, setOpen] = useState(true);
  const [isSaved, setSaved] = useState(false);
  const after = useRef<HTMLDivElement>(null);
  const whenSaved = useRef(onSavedAndClosed);
  useEffect(() => {
    whenSaved.current = onSavedAndClosed;
  });

  useEffect(() => {
    if (isOpen) return;
    if (isSaved && whenSaved.current) {
      whenSaved.current();
      return;
    }
    // The modal had no trigger to give focus back to: the page's next step takes it.
    after.current?.querySelector<HTMLElement>('[tabindex="-1"], a[href], button')?.focus();
  }, [isOpen, isSaved]);

  return (
    <section className={styles.narrow} aria-labelledby="question-page-title">
      <div className={styles.intro}>
        <h1 id="question-page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      <div ref={after} className={styles.intro}>
        {isOpen ? null : isSaved ? (
          saved
        ) : (
          <div className={styles.actions}>
            <Button
              onPress={() => {
                setOpen(true);
              }}
            >
              {openLabel}
            </Button>
            {links}
          </div>
        )}
      </div>
      <SecurityQuestion
        isOpen={isOpen}
        onOpenChange={setOpen}
        start={start}
        onSaved={() => {
          setSaved(true);
        }}
      />
    </section>
  );
}
