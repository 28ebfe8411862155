import { jobCandidatesLabels as labels, type Candidate } from '@cloudexperts/domain';
import { Avatar, Chip, Link } from '@cloudexperts/ui';
import { useId, type ReactNode } from 'react';
import { formatHourlyRate } from '../experts/ExpertCard.tsx';
import { expertProfilePath } from '../experts/paths.ts';
import { FavoriteToggle } from '../jobs/FavoriteToggle.tsx';
import * as styles from './managerProposals.css.ts';

const place = (candidate: Candidate) => [candidate.city, candidate.country].filter(Boolean).join(', ');

export interface CandidateCardProps {
  candidate: Candidate;
  /** Badges after the name (the proposal's status, an invitation). */
  badges?: ReactNode;
  /** Facts after location and rate (a bid, when it was sent). */
  facts?: ReactNode;
  /** Below the facts (a cover letter). */
  children?: ReactNode;
  /** Buttons and links besides Save (Reject, Archive, Invite...). */
  actions?: ReactNode;
  /** Told once the API has confirmed a Save or its removal. */
  onSavedChange?: (saved: boolean) => void;
  /**
   * Without the Save toggle (staff read a client's candidates; saving is the client's).
   * @default false
   */
  readOnly?: boolean;
}

/** One fact of a card: a term and its value. */
export function CardFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * A freelancer as the manager's candidate tabs show them (spec document 2, section 3: the review,
 * hire, saved and invite candidates): picture, name (to their profile), title, location, rate and
 * skills, with the manager's Save toggle (`POST /favorites`, `GET /remove_favorited`) and the
 * tab's own actions. Each card is a list item named by its heading.
 */
export function CandidateCard({
  candidate,
  badges,
  facts,
  children,
  actions,
  onSavedChange,
  readOnly = false,
}: CandidateCardProps) {
  const nameId = useId();
  const location = place(candidate);
  return (
    <li className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardHead}>
        <div className={styles.identity}>
          <Avatar name={candidate.display_name} src={candidate.profile_picture ?? undefined} isDecorative />
          <div className={styles.names}>
            <h2 id={nameId} className={styles.name}>
              <Link href={expertProfilePath(candidate.uuid)} variant="standalone">
                {candidate.display_name}
              </Link>
            </h2>
            <p className={styles.jobTitle}>{candidate.current_job_title}</p>
            {badges ? <div className={styles.badges}>{badges}</div> : null}
          </div>
        </div>
        {readOnly && !actions ? null : (
          <div className={styles.actions} role="group" aria-label={labels.actionsOf(candidate.display_name)}>
            {readOnly ? null : (
              <FavoriteToggle
                target={{ freelancer_id: candidate.uuid }}
                favorited={candidate.favorited}
                words={{
                  name: labels.save(candidate.display_name),
                  addFailed: labels.saveAddFailed,
                  removeFailed: labels.saveRemoveFailed,
                }}
                {...(onSavedChange ? { onChange: onSavedChange } : {})}
              />
            )}
            {actions}
          </div>
        )}
      </div>
      <dl className={styles.facts}>
        {location ? <CardFact term={labels.location}>{location}</CardFact> : null}
        <CardFact term={labels.rate}>{formatHourlyRate(candidate.hourly_rate)}</CardFact>
        {facts}
      </dl>
      {children}
      {candidate.skills.length > 0 ? (
        <ul className={styles.skills} aria-label={labels.skillsOf(candidate.display_name)}>
          {candidate.skills.map((skill) => (
            <li key={skill}>
              <Chip label={skill} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
