import { jobCardLabels as labels } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Button, Icon } from '@cloudexperts/ui';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './JobCard.css.ts';

/** What is saved: a job (a freelancer's favorite) or a freelancer (a manager's, by profile uuid). */
export type FavoriteTarget = { job_id: number } | { freelancer_id: string };

export interface FavoriteToggleProps {
  target: FavoriteTarget;
  /** Whether the target is in the signed-in user's favorites, as the API last said. */
  favorited: boolean;
  /**
   * The toggle's name (it never changes: `aria-pressed` says whether it is saved) and what a
   * refused add or remove says.
   * @default the job's: 'Save job' and its failures
   */
  words?: { name: string; addFailed: string; removeFailed: string };
  /** Called once the API has confirmed a change. */
  onChange?: (favorited: boolean) => void;
}

const jobWords = {
  name: labels.favorite,
  addFailed: labels.favoriteAddFailed,
  removeFailed: labels.favoriteRemoveFailed,
};

/**
 * The favorite toggle (spec document 2, section 7: `POST /favorites`, `GET /remove_favorited`): a
 * freelancer saves a job, a manager a freelancer. It shows the change at once; if the API refuses
 * it, the toggle goes back to what the API last confirmed and says so. Its name stays the same
 * ('Save job'): `aria-pressed` tells whether the target is saved.
 */
export function FavoriteToggle({ target, favorited, onChange, words = jobWords }: FavoriteToggleProps) {
  const api = useApi();
  const [isFavorite, setIsFavorite] = useState(favorited);
  const [failure, setFailure] = useState<string | null>(null);
  const messageId = useId();
  // What the API last confirmed, what the freelancer wants now, and whether a call is on its way.
  const confirmed = useRef(favorited);
  const wanted = useRef(favorited);
  const sending = useRef(false);

  // The toggle follows the job whenever the job's own state changes (a new list answered).
  const [given, setGiven] = useState(favorited);
  if (given !== favorited) {
    setGiven(favorited);
    setIsFavorite(favorited);
  }
  useEffect(() => {
    if (sending.current) return;
    confirmed.current = favorited;
    wanted.current = favorited;
  }, [favorited]);

  // One call at a time; presses while it is on its way are sent after it, if they still change anything.
  const send = (wantSaved: boolean) => {
    sending.current = true;
    const change = wantSaved ? api.addFavorite({ body: target }) : api.removeFavorite({ query: target });
    change.then(
      (answer) => {
        confirmed.current = answer.favorited;
        if (wanted.current !== confirmed.current) {
          send(wanted.current);
          return;
        }
        sending.current = false;
        setIsFavorite(confirmed.current);
        onChange?.(confirmed.current);
      },
      () => {
        sending.current = false;
        wanted.current = confirmed.current;
        setIsFavorite(confirmed.current);
        setFailure(wantSaved ? words.addFailed : words.removeFailed);
      },
    );
  };

  const toggle = () => {
    const next = !isFavorite;
    setIsFavorite(next);
    setFailure(null);
    wanted.current = next;
    if (!sending.current) send(next);
  };

  return (
    <div className={styles.favorite}>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={isFavorite}
        aria-describedby={failure ? messageId : undefined}
        onPress={toggle}
      >
        <Icon name="star" filled={isFavorite} />
        {words.name}
      </Button>
      {failure ? (
        <p id={messageId} role="alert" className={styles.favoriteError}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}
