import { staffAnalyticsLabels as labels, staffScheduleLimits, type StaffAnalyticsClient } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Button, ComboBox, ComboBoxItem } from '@cloudexperts/ui';
import { useEffect, useState } from 'react';
import { useResource } from '../../useResource.ts';
import * as styles from './AnalyticsClientPicker.css.ts';

/** How long typing pauses before the clients are asked for. */
const TYPING_PAUSE_MS = 250;

/** Every option passes: the API has already matched the clients to what was typed. */
const matchedByTheApi = () => true;

/** A client as the picker lists them: the name (and company), then the email that tells namesakes apart. */
interface ClientOption {
  id: string;
  name: string;
  label: string;
  email: string;
}

const optionOf = (client: StaffAnalyticsClient): ClientOption => ({
  id: String(client.id),
  name: client.name,
  label: labels.clientName(client.name, client.company_name),
  email: client.email,
});

/**
 * The analytics page's "pick a client" (`GET /staff/analytics/clients`, under the analytics'
 * own permission): a combobox whose list is the first clients by name matching what is typed
 * (after a pause in typing), chosen with the arrow keys and Enter. Below it, the load's state:
 * finding, failed (with Retry), none matching, or more than listed.
 */
export function AnalyticsClientPicker({
  chosen,
  onChoose,
}: {
  /** The client the page shows (`?client_id=`), if any. */
  chosen: number | undefined;
  onChoose: (id: number) => void;
}) {
  const api = useApi();
  const [typed, setTyped] = useState('');
  // The field's selection follows the page's client at once when one is picked, and when the page
  // goes back to every client (then the text goes too).
  const [picked, setPicked] = useState(chosen);
  const [shown, setShown] = useState(chosen);
  if (shown !== chosen) {
    setShown(chosen);
    setPicked(chosen);
    if (chosen === undefined) setTyped('');
  }
  const [term, setTerm] = useState('');
  useEffect(() => {
    const pause = setTimeout(() => {
      setTerm(typed.trim().slice(0, staffScheduleLimits.maxSearchLength));
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(pause);
    };
  }, [typed]);
  const { resource, retry } = useResource(`staff analytics clients ${term}`, (signal) =>
    api.staffAnalyticsClients({ query: term ? { search: term } : {}, signal }),
  );
  // While typing pauses and while the clients load, no list: none of an older term's clients.
  const settling = typed.trim().slice(0, staffScheduleLimits.maxSearchLength) !== term;
  const options = resource.status === 'ready' && !settling ? resource.data.records.map(optionOf) : [];

  let state = null;
  if (resource.status === 'loading' || settling) {
    state = <p className={styles.note}>{labels.clientsLoading}</p>;
  } else if (resource.status === 'error') {
    state = (
      <div className={styles.failed}>
        <p className={styles.note}>{labels.clientsFailed}</p>
        <Button variant="secondary" size="sm" onPress={retry} isPending={resource.isRetrying}>
          {labels.retryClients}
        </Button>
      </div>
    );
  } else if (term && options.length === 0) {
    state = <p className={styles.note}>{labels.noClients}</p>;
  } else if (resource.data.more) {
    state = <p className={styles.note}>{labels.moreClients(options.length)}</p>;
  }

  return (
    <div className={styles.picker}>
      <ComboBox<ClientOption>
        label={labels.pickerField}
        placeholder={labels.pickerPlaceholder}
        description={labels.pickerHelp}
        items={options}
        defaultFilter={matchedByTheApi}
        inputValue={typed}
        onInputChange={setTyped}
        value={picked === undefined ? null : String(picked)}
        onChange={(key) => {
          const option = options.find((candidate) => candidate.id === key);
          if (!option) return;
          // The client's name stays in the field (it finds them again); the list closes.
          const id = Number(option.id);
          setPicked(id);
          setTyped(option.name);
          onChoose(id);
        }}
        emptyMessage={resource.status === 'ready' && !settling ? labels.noClients : labels.clientsLoading}
      >
        {(option) => (
          <ComboBoxItem id={option.id} textValue={option.label}>
            <span className={styles.option}>
              <span>{option.label}</span>
              <span className={styles.email}>{option.email}</span>
            </span>
          </ComboBoxItem>
        )}
      </ComboBox>
      <div role="status" className={styles.status}>
        {state}
      </div>
    </div>
  );
}
