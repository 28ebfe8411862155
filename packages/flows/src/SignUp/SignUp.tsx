import { signUpLabels as labels, type SignUpRole } from '@cloudexperts/domain';
import {
  Banner,
  Button,
  Checkbox,
  Form,
  Heading,
  Inline,
  PasswordField,
  Stack,
  Text,
  TextField,
} from '@cloudexperts/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { CountryField } from './CountryField.tsx';
import { signUpMachine, type SignUpOutput, type SignUpValues } from './signUp.machine.ts';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';

export interface SignUpProps {
  /**
   * The role chosen in the modal's role switch.
   * @default 'project_manager'
   */
  role?: SignUpRole;
  /** Values to start with (an email typed elsewhere, say). */
  defaultValues?: Partial<SignUpValues>;
  /** Called once the account exists (201): go to `output.route` with `output.routeState`. */
  onDone: (output: SignUpOutput) => void;
}

/**
 * The sign-up view of the login and sign-up modal (spec document 1, sections 2, 4, 5 and 8): step 1
 * names and email, step 2 location, password, confirm, terms and subscribe. The modal around it
 * (marketing panel, role switch) is the caller's.
 */
export function SignUp({ role, defaultValues, onDone }: SignUpProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      signUpMachine.provide({
        actors: {
          loadCountries: fromPromise(({ signal }) => api.countries({ signal }).then((answer) => answer.countries)),
          register: fromPromise(({ input, signal }) => api.signUp({ body: input, signal })),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { role, values: defaultValues }, onDone });
  const { values, fieldErrors, error, countries } = snapshot.context;
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focus = useFocusFirstInvalid(formRef, fieldErrors);

  const onDetails = snapshot.matches({ open: { form: 'details' } });

  // Each step starts on its first field (the modal opens on step 1's; Next and Back move it).
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, [onDetails]);
  const submitting = snapshot.matches({ open: { form: 'submitting' } });
  const countriesStatus = snapshot.matches({ open: { countries: 'ready' } })
    ? 'ready'
    : snapshot.matches({ open: { countries: 'failed' } })
      ? 'failed'
      : 'loading';
  const text = (field: 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword') => ({
    value: values[field],
    onChange: (value: string) => send({ type: 'field.change', field, value }),
    isInvalid: fieldErrors[field] !== undefined,
    errorMessage: fieldErrors[field],
    isReadOnly: submitting,
  });

  return (
    <Stack as="section" gap="lg">
      <Stack gap="xs">
        <Heading level={2} size="lg" id={titleId}>
          {labels.title}
        </Heading>
        <Text size="sm" tone="muted">
          {labels.stepOf(onDetails ? 1 : 2, 2)}
        </Text>
      </Stack>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <Form
        ref={formRef}
        validationBehavior="aria"
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          focus.submitted();
          send(onDetails ? { type: 'step.next' } : { type: 'submit' });
        }}
      >
        {onDetails ? (
          <>
            <TextField label={labels.firstName} autoComplete="given-name" isRequired {...text('firstName')} />
            <TextField label={labels.lastName} autoComplete="family-name" isRequired {...text('lastName')} />
            <TextField label={labels.email} type="email" autoComplete="email" isRequired {...text('email')} />
            <Inline justifyContent="flex-end">
              <Button type="submit">{labels.next}</Button>
            </Inline>
          </>
        ) : (
          <>
            <CountryField
              countries={countries}
              status={countriesStatus}
              countryId={values.countryId}
              countryName={values.country}
              onChange={({ id, name }) => send({ type: 'country.change', id, name })}
              onRetry={snapshot.can({ type: 'countries.retry' }) ? () => send({ type: 'countries.retry' }) : undefined}
              errorMessage={fieldErrors.country}
              isReadOnly={submitting}
            />
            <PasswordField
              label={labels.password}
              toggleLabel={labels.showPassword}
              autoComplete="new-password"
              isRequired
              {...text('password')}
            />
            <PasswordField
              label={labels.confirmPassword}
              toggleLabel={labels.showPassword}
              autoComplete="new-password"
              isRequired
              {...text('confirmPassword')}
            />
            <Checkbox
              isSelected={values.terms}
              onChange={(checked) => send({ type: 'checkbox.change', field: 'terms', checked })}
              isInvalid={fieldErrors.terms !== undefined}
              errorMessage={fieldErrors.terms}
              isReadOnly={submitting}
            >
              {labels.terms}
            </Checkbox>
            <Checkbox
              isSelected={values.subscribe}
              onChange={(checked) => send({ type: 'checkbox.change', field: 'subscribe', checked })}
              isInvalid={fieldErrors.subscribe !== undefined}
              errorMessage={fieldErrors.subscribe}
              isReadOnly={submitting}
            >
              {labels.subscribe}
            </Checkbox>
            <Inline justifyContent="space-between">
              <Button
                variant="secondary"
                onPress={() => send({ type: 'step.back' })}
                isDisabled={!snapshot.can({ type: 'step.back' })}
              >
                {labels.back}
              </Button>
              <Button type="submit" isPending={submitting} pendingLabel={labels.submitting}>
                {labels.submit}
              </Button>
            </Inline>
          </>
        )}
      </Form>
    </Stack>
  );
}
