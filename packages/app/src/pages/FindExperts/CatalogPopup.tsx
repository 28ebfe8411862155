import type { ApiClient } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Dialog, EmptyState, ErrorState, Skeleton, SkeletonGroup } from '@cloudexperts/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../site/paths.ts';
import { useResource } from '../useResource.ts';
import * as styles from './FindExperts.css.ts';
import { searchTermState } from './searchState.ts';

/** An entry of a catalogue popup: a name and its image. */
interface CatalogEntry {
  id: number;
  name: string;
  image_url: string;
}

interface CatalogPopupConfig {
  title: string;
  noun: string;
  load: (api: ApiClient, signal: AbortSignal) => Promise<CatalogEntry[]>;
}

const byName = (entries: CatalogEntry[]) => [...entries].sort((a, b) => a.name.localeCompare(b.name));

/** The popup types by name (spec document 2, section 2: SEE_MORE_ROLES_POPUP, SEE_MORE_SKILLS_POPUP). */
export const catalogPopups = {
  SEE_MORE_ROLES_POPUP: {
    title: 'Browse experts by role',
    noun: 'roles',
    load: async (api, signal) => byName((await api.techRoles({ signal })).tech_roles),
  },
  SEE_MORE_SKILLS_POPUP: {
    title: 'Browse experts by skill',
    noun: 'skills',
    load: async (api, signal) => byName((await api.skills({ signal })).skills),
  },
} satisfies Record<string, CatalogPopupConfig>;

export type CatalogPopupType = keyof typeof catalogPopups;

const isKnownType = (type: string): type is CatalogPopupType => Object.hasOwn(catalogPopups, type);

function EntryImage({ entry }: { entry: CatalogEntry }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className={styles.catalogInitial} aria-hidden="true">
        {entry.name.charAt(0)}
      </span>
    );
  }
  return (
    <img
      src={entry.image_url}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className={styles.catalogImage}
      onError={() => {
        setFailed(true);
      }}
    />
  );
}

function CatalogList({ type, onNavigate }: { type: CatalogPopupType; onNavigate: () => void }) {
  const api = useApi();
  const config: CatalogPopupConfig = catalogPopups[type];
  const { resource, retry } = useResource(type, (signal) => config.load(api, signal));
  if (resource.status === 'loading') {
    return (
      <SkeletonGroup label={`Loading ${config.noun}…`} className={styles.catalogSkeleton}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} shape="rectangle" height="3.5rem" />
        ))}
      </SkeletonGroup>
    );
  }
  if (resource.status === 'error') {
    return (
      <ErrorState
        headingLevel={3}
        title={`The ${config.noun} could not be loaded`}
        message="Check your connection and try again."
        onRetry={retry}
        isRetrying={resource.isRetrying}
      />
    );
  }
  if (resource.data.length === 0) {
    return (
      <EmptyState headingLevel={3} title={`No ${config.noun} yet`} description="Search the experts by name instead." />
    );
  }
  return (
    <ul className={styles.catalog}>
      {resource.data.map((entry) => (
        <li key={entry.id}>
          <Link
            to={paths.findExpertsSearch}
            state={searchTermState(entry.name)}
            className={styles.catalogEntry}
            onClick={onNavigate}
          >
            <EntryImage entry={entry} />
            <span>{entry.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The roles or skills popup (put it in a Modal): every entry, with its image, links to the expert
 * search with its name as the term. An unknown type shows a note for developers.
 */
export function CatalogPopup({ type }: { type: string }) {
  if (!isKnownType(type)) {
    return (
      <Dialog title="Unknown popup">
        <p>
          Developer note: no popup is registered for the type <code>{type}</code>.
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog title={catalogPopups[type].title}>{({ close }) => <CatalogList type={type} onNavigate={close} />}</Dialog>
  );
}
