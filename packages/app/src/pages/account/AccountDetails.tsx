import { roleNames, type BodyOf, type UserDetails } from '@cloudexperts/domain';
import { toFailure, useApi } from '@cloudexperts/flows';
import {
  Banner,
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardTitle,
  Checkbox,
  Form,
  TextField,
} from '@cloudexperts/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as styles from './account.css.ts';
import { failureMessage } from './failureMessage.ts';
import { accountLabels } from './labels.ts';

const labels = accountLabels.settings;

interface Values {
  first_name: string;
  last_name: string;
  company_name: string;
  subscribe: boolean;
}

const valuesOf = (user: UserDetails): Values => ({
  first_name: user.first_name,
  last_name: user.last_name,
  company_name: user.company_name ?? '',
  subscribe: user.subscribe,
});

/** What changed, as `PUT /users/{id}` takes it; a company name only for a Project Manager. */
function changesOf(user: UserDetails, values: Values): BodyOf<'updateUser'> {
  const before = valuesOf(user);
  const changes: BodyOf<'updateUser'> = {};
  if (values.first_name !== before.first_name) changes.first_name = values.first_name;
  if (values.last_name !== before.last_name) changes.last_name = values.last_name;
  if (values.subscribe !== before.subscribe) changes.subscribe = values.subscribe;
  if (user.role === 'project_manager' && values.company_name.trim() !== before.company_name) {
    changes.company_name = values.company_name.trim() || null;
  }
  return changes;
}

/** The account card: its title, then the details or their form. */
function DetailsCard({ children }: { children: ReactNode }) {
  return (
    <Card as="section" padding="lg">
      <CardHeader>
        <CardTitle level={2}>{labels.detailsTitle}</CardTitle>
      </CardHeader>
      {children}
    </Card>
  );
}

type Saving =
  { status: 'idle' } | { status: 'saving' } | { status: 'failed'; message: string; fields: Record<string, string> };

/**
 * The account card of /settings: the details, and their edit form (`PUT /users/{id}`): the name, a
 * Project Manager's company name (which names them as a client) and the email updates. The form
 * keeps what was typed when a save fails; a save with no change closes it without a call. The
 * email is the login and the phone has its own flow, so neither is edited here.
 */
export function AccountDetails({ user, onSaved }: { user: UserDetails; onSaved: (message: string) => void }) {
  const api = useApi();
  const [values, setValues] = useState<Values | null>(null);
  const [saving, setSaving] = useState<Saving>({ status: 'idle' });
  const isManager = user.role === 'project_manager';
  const editButton = useRef<HTMLButtonElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  // Focus follows the card: into the form when it opens, back to Edit when it closes (the button
  // that had it is gone either way).
  const wasEditing = useRef(false);
  const isEditing = values !== null;
  useEffect(() => {
    if (isEditing) firstField.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  const close = () => {
    setValues(null);
    setSaving({ status: 'idle' });
  };

  const submit = async () => {
    if (!values || saving.status === 'saving') return;
    const changes = changesOf(user, values);
    if (Object.keys(changes).length === 0) {
      close();
      return;
    }
    setSaving({ status: 'saving' });
    try {
      const answer = await api.updateUser({ params: { id: user.id }, body: changes });
      close();
      onSaved(answer.message);
    } catch (error) {
      const failure = toFailure(error);
      setSaving({ status: 'failed', message: failureMessage(error), fields: { ...failure.fields } });
    }
  };

  if (!values) {
    return (
      <DetailsCard>
        <CardBody>
          <dl className={styles.details}>
            <dt className={styles.term}>{labels.name}</dt>
            <dd className={styles.value}>{user.full_name}</dd>
            {isManager ? (
              <>
                <dt className={styles.term}>{labels.company}</dt>
                <dd className={styles.value}>{user.company_name ?? labels.noCompany}</dd>
              </>
            ) : null}
            <dt className={styles.term}>{labels.email}</dt>
            <dd className={styles.value}>{user.email}</dd>
            <dt className={styles.term}>{labels.role}</dt>
            <dd className={styles.value}>{roleNames[user.role]}</dd>
            {user.country ? (
              <>
                <dt className={styles.term}>{labels.location}</dt>
                <dd className={styles.value}>{user.country.name}</dd>
              </>
            ) : null}
            <dt className={styles.term}>{labels.phone}</dt>
            <dd className={styles.value}>{user.phone_number ?? labels.noPhone}</dd>
            <dt className={styles.term}>{labels.subscribed}</dt>
            <dd className={styles.value}>{user.subscribe ? labels.subscribedYes : labels.subscribedNo}</dd>
          </dl>
        </CardBody>
        <CardFooter>
          <Button ref={editButton} variant="secondary" onPress={() => setValues(valuesOf(user))}>
            {labels.edit}
          </Button>
        </CardFooter>
      </DetailsCard>
    );
  }

  const fields = saving.status === 'failed' ? saving.fields : {};
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => (current ? { ...current, [key]: value } : current));
    };
  return (
    <DetailsCard>
      <Form
        validationBehavior="aria"
        validationErrors={fields}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <CardBody>
          <div className={styles.formFields}>
            {saving.status === 'failed' ? (
              <Banner tone="error" title={labels.saveFailed}>
                {saving.message}
              </Banner>
            ) : null}
            <TextField
              name="first_name"
              label={labels.firstName}
              value={values.first_name}
              onChange={set('first_name')}
              isRequired
              maxLength={100}
              autoComplete="given-name"
              ref={firstField}
            />
            <TextField
              name="last_name"
              label={labels.lastName}
              value={values.last_name}
              onChange={set('last_name')}
              isRequired
              maxLength={100}
              autoComplete="family-name"
            />
            {isManager ? (
              <TextField
                name="company_name"
                label={labels.companyName}
                description={labels.companyHelp}
                value={values.company_name}
                onChange={set('company_name')}
                maxLength={100}
                autoComplete="organization"
              />
            ) : null}
            <Checkbox name="subscribe" isSelected={values.subscribe} onChange={set('subscribe')}>
              {labels.subscribe}
            </Checkbox>
          </div>
        </CardBody>
        <CardFooter>
          <div className={styles.actions}>
            <Button type="submit" isPending={saving.status === 'saving'}>
              {labels.save}
            </Button>
            <Button variant="secondary" onPress={close} isDisabled={saving.status === 'saving'}>
              {labels.cancel}
            </Button>
          </div>
        </CardFooter>
      </Form>
    </DetailsCard>
  );
}
