import {
  isTimeZone,
  notificationCategoryLabels,
  notificationMailCategories,
  notificationMailModes,
  notificationPreferenceLabels as labels,
  type NotificationMailCategory,
  type NotificationPreferences,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import {
  Banner,
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardTitle,
  Radio,
  RadioGroup,
  Switch,
} from '@cloudexperts/ui';
import { useState } from 'react';
import { failureMessage } from '../account/failureMessage.ts';
import { ListFallback } from '../ListFallback.tsx';
import { useResource } from '../useResource.ts';
import * as styles from './settings.css.ts';

type Categories = NotificationPreferences['categories'];
type Save = { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string };

/** The browser's zone, which the daily digest is read in once the user saves (the saved one otherwise). */
function browserZone(fallback: string): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : fallback;
}

/**
 * The Notifications section of /settings (issue 18, every signed-in role): per category an email
 * switch and when its mail comes (at once, or in the daily digest), saved together with Save.
 * The choices stay as they are while saving and after a failure, so nothing is lost; the answer
 * replaces them once saved.
 */
export function NotificationSettingsSection() {
  const api = useApi();
  const { resource, retry } = useResource(
    'notification-preferences',
    async (signal) => (await api.notificationPreferences({ signal })).preferences,
  );
  return (
    <Card as="section" padding="lg">
      <CardHeader>
        <CardTitle level={2} id="notification-settings">
          {labels.title}
        </CardTitle>
      </CardHeader>
      {resource.status === 'ready' ? (
        <NotificationForm saved={resource.data} />
      ) : (
        <CardBody>
          <ListFallback
            resource={resource}
            retry={retry}
            labels={{ loading: labels.loading, loadFailed: labels.loadFailed, retry: labels.retry }}
          />
        </CardBody>
      )}
    </Card>
  );
}

function NotificationForm({ saved }: { saved: NotificationPreferences }) {
  const api = useApi();
  const [categories, setCategories] = useState<Categories>(saved.categories);
  const [zone, setZone] = useState(saved.digest_timezone);
  const [save, setSave] = useState<Save>({ status: 'idle' });
  const saving = save.status === 'saving';

  const change = (category: NotificationMailCategory, next: Partial<Categories[NotificationMailCategory]>) => {
    setCategories((current) => ({ ...current, [category]: { ...current[category], ...next } }));
    if (save.status === 'saved') setSave({ status: 'idle' });
  };

  const submit = async () => {
    setSave({ status: 'saving' });
    try {
      const answer = await api.updateNotificationPreferences({
        body: { categories, digest_timezone: browserZone(zone) },
      });
      setCategories(answer.preferences.categories);
      setZone(answer.preferences.digest_timezone);
      setSave({ status: 'saved' });
    } catch (error) {
      setSave({ status: 'failed', message: failureMessage(error) });
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void submit();
      }}
    >
      <CardBody>
        <div className={styles.cards}>
          <p className={styles.muted}>{labels.lead}</p>
          <ul className={styles.methods}>
            {notificationMailCategories.map((category) => {
              const { name, description } = notificationCategoryLabels[category];
              const value = categories[category];
              return (
                <li key={category} className={styles.preference}>
                  <Switch
                    isSelected={value.email}
                    onChange={(email) => change(category, { email })}
                    description={description}
                  >
                    {`${name}: ${labels.email}`}
                  </Switch>
                  <RadioGroup
                    label={`${name}: ${labels.mode}`}
                    orientation="horizontal"
                    value={value.mode}
                    isDisabled={!value.email}
                    onChange={(mode) => change(category, { mode: mode === 'digest' ? 'digest' : 'immediate' })}
                  >
                    {notificationMailModes.map((mode) => (
                      <Radio key={mode} value={mode}>
                        {labels.modes[mode]}
                      </Radio>
                    ))}
                  </RadioGroup>
                </li>
              );
            })}
          </ul>
          <p className={styles.muted}>{labels.digestHint(zone)}</p>
          <p className={styles.muted}>{labels.mandatory}</p>
          {save.status === 'saved' ? <Banner tone="success">{labels.saved}</Banner> : null}
          {save.status === 'failed' ? (
            <Banner tone="error" title={labels.saveFailed}>
              {save.message}
            </Banner>
          ) : null}
        </div>
      </CardBody>
      <CardFooter>
        <Button type="submit" isPending={saving} pendingLabel={labels.saving}>
          {labels.save}
        </Button>
      </CardFooter>
    </form>
  );
}
