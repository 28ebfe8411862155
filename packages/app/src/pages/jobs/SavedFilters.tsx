import { jobSearchLabels as labels, type SavedFilter } from '@cloudexperts/domain';
import { toFailure, useApi } from '@cloudexperts/flows';
import {
  AlertDialog,
  Badge,
  Button,
  Dialog,
  DialogTrigger,
  Form,
  IconButton,
  Modal,
  Skeleton,
  SkeletonGroup,
  Switch,
  TextField,
} from '@cloudexperts/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useResource } from '../useResource.ts';
import * as styles from './JobSearch.css.ts';
import {
  describeJobSearch,
  fromJobSearchFilters,
  sameJobSearch,
  toJobSearchFilters,
  type JobSearch,
} from './jobSearchState.ts';
import { usePlatforms } from '../../site/usePlatforms.ts';

/** 'Save this search': a name and the daily digest switch (`POST /filter/save_user_custom_filters`). */
function SaveSearchDialog({ search, onSaved }: { search: JobSearch; onSaved: (filter: SavedFilter) => void }) {
  const api = useApi();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [digest, setDigest] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  const save = async (close: () => void) => {
    if (saving) return;
    const filterName = name.trim();
    if (!filterName) {
      setNameError(labels.saveNameRequired);
      nameRef.current?.focus();
      return;
    }
    setSaving(true);
    setFailure(undefined);
    try {
      const answer = await api.saveJobFilter({
        body: { filter_name: filterName, filters_json: toJobSearchFilters(search), daily_digest: digest },
      });
      onSaved(answer.filter);
      close();
    } catch (error) {
      const failed = toFailure(error);
      const fieldMessage = failed.fields.filter_name;
      if (fieldMessage) {
        // 409 (a name already taken) or 422: the name field says why.
        setNameError(fieldMessage);
        nameRef.current?.focus();
      } else if (failed.status === 409) {
        // Too many saved filters: the API's message says what to do.
        setFailure(failed.message ?? labels.tooManyFilters);
      } else {
        setFailure(labels.saveFailed);
      }
      setSaving(false);
    }
  };

  return (
    <Dialog title={labels.saveTitle}>
      {({ close }) => (
        // The actions sit inside the form, so Enter in the name field saves, as it should.
        <Form
          validationBehavior="aria"
          className={styles.dialogForm}
          onSubmit={(event) => {
            event.preventDefault();
            void save(close);
          }}
        >
          <p className={styles.message}>{labels.saveLead}</p>
          {failure ? (
            <p role="alert" className={styles.failure}>
              {failure}
            </p>
          ) : null}
          <TextField
            ref={nameRef}
            label={labels.saveName}
            description={labels.saveNameHint}
            // oxlint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field, opened by the user
            autoFocus
            isRequired
            maxLength={60}
            value={name}
            onChange={(value) => {
              setName(value);
              setNameError(undefined);
            }}
            isInvalid={nameError !== undefined}
            errorMessage={nameError}
            isReadOnly={saving}
          />
          <Switch isSelected={digest} onChange={setDigest} isReadOnly={saving}>
            {labels.saveDigest}
          </Switch>
          <div className={styles.dialogActions}>
            <Button variant="secondary" onPress={close} isDisabled={saving}>
              {labels.saveCancel}
            </Button>
            <Button type="submit" isPending={saving} pendingLabel={labels.saving}>
              {labels.saveConfirm}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}

export interface SavedFiltersProps {
  /** The search on screen: what 'Save this search' saves, and which saved filter it is. */
  search: JobSearch;
  /** Runs a saved filter's search. */
  onApply: (search: JobSearch) => void;
}

/**
 * The freelancer's saved filters (spec document 2, sections 3 and 7: `GET /filter/get_user_custom_filters`,
 * `POST /filter/destroy_custom_filters`): each runs its search in one press and can be deleted
 * after a confirmation; 'Save this search' keeps the search on screen under a name.
 */
export function SavedFilters({ search, onApply }: SavedFiltersProps) {
  const api = useApi();
  const platforms = usePlatforms();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { resource, retry } = useResource('saved job filters', (signal) => api.jobFilters({ signal }));
  // The list as changed here (saved, deleted) since the API last answered it.
  const [changed, setChanged] = useState<SavedFilter[] | null>(null);
  const filters = changed ?? (resource.status === 'ready' ? resource.data.filters : null);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  // The filter the confirmation asks about (kept while the confirmation closes).
  const [deleting, setDeleting] = useState<SavedFilter | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A deleted filter takes its button with it: focus goes to the section's heading.
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) headingRef.current?.focus();
  }, [deletions]);

  const remove = (filter: SavedFilter) => {
    const before = filters ?? [];
    setChanged(before.filter((entry) => entry.id !== filter.id));
    setDeletions((count) => count + 1);
    setMessage('');
    setFailure('');
    api.destroyJobFilter({ body: { id: filter.id } }).then(
      (answer) => {
        setChanged(answer.filters);
        setMessage(labels.deleted(filter.filter_name));
      },
      () => {
        setChanged(before);
        setFailure(labels.deleteFailed);
      },
    );
  };

  const saved = (filter: SavedFilter) => {
    setChanged([...(filters ?? []).filter((entry) => entry.id !== filter.id), filter]);
    setFailure('');
    setMessage(labels.saved(filter.filter_name));
  };

  let content;
  if (filters) {
    content =
      filters.length === 0 ? (
        <p className={styles.muted}>{labels.savedNone}</p>
      ) : (
        <ul className={styles.savedList}>
          {filters.map((filter) => {
            const filterSearch = fromJobSearchFilters(filter.filters_json);
            const words = describeJobSearch(filterSearch, platforms.label);
            return (
              <li key={filter.id} className={styles.savedItem}>
                <div className={styles.savedText}>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={labels.savedApplyLabel(filter.filter_name)}
                    aria-current={sameJobSearch(filterSearch, search) ? 'true' : undefined}
                    onPress={() => {
                      onApply(filterSearch);
                    }}
                  >
                    {filter.filter_name}
                  </Button>
                  <p className={styles.savedSummary}>{words.length > 0 ? words.join(' · ') : labels.savedEverything}</p>
                  {filter.daily_digest ? <Badge tone="neutral">{labels.savedDigest}</Badge> : null}
                </div>
                <IconButton
                  icon="close"
                  size="sm"
                  label={labels.savedDelete(filter.filter_name)}
                  onPress={() => {
                    setDeleting(filter);
                    setConfirming(true);
                  }}
                />
              </li>
            );
          })}
        </ul>
      );
  } else if (resource.status === 'error') {
    content = (
      <>
        <p role="alert" className={styles.failure}>
          {labels.savedLoadFailed}
        </p>
        <div className={styles.formActions}>
          <Button variant="secondary" size="sm" onPress={retry} isPending={resource.isRetrying}>
            {labels.retry}
          </Button>
        </div>
      </>
    );
  } else {
    content = (
      <SkeletonGroup label={labels.savedLoading}>
        <Skeleton lines={2} />
      </SkeletonGroup>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {labels.savedTitle}
      </h2>
      {content}
      <p role="status" className={styles.message}>
        {message}
      </p>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <DialogTrigger>
        <Button variant="secondary" size="sm">
          {labels.saveSearch}
        </Button>
        <Modal size="narrow">
          <SaveSearchDialog search={search} onSaved={saved} />
        </Modal>
      </DialogTrigger>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={labels.deleteTitle}
        tone="danger"
        confirmLabel={labels.deleteConfirm}
        cancelLabel={labels.saveCancel}
        onConfirm={() => {
          if (deleting) remove(deleting);
        }}
      >
        {deleting ? labels.deleteMessage(deleting.filter_name) : null}
      </AlertDialog>
    </section>
  );
}
