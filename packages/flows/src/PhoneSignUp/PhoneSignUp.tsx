import { phoneCodes, phoneSignUpLabels as labels, signUpLabels, type SignUpRole } from '@cloudexperts/domain';
import {
  Banner,
  Button,
  Checkbox,
  Form,
  Heading,
  Inline,
  OneTimeCodeField,
  PasswordField,
  PhoneField,
  Stack,
  Text,
  TextField,
  type CountryCode,
  type PhoneValue,
} from '@cloudexperts/ui';
import { memo, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { CountryField } from '../SignUp/CountryField.tsx';
import { useFocusFirstInvalid } from '../SignUp/useFocusFirstInvalid.ts';
import { useApi } from '../shared/api.tsx';
import { browserPositionSource, locate, type PositionSource } from '../shared/geolocation.ts';
import { useFlow } from '../shared/useFlow.ts';
import { WaitCountdown } from '../shared/WaitCountdown.tsx';
import {
  phoneSignUpMachine,
  type PhoneSignUpOutput,
  type PhoneSignUpTextField,
  type PhoneSignUpValues,
} from './phoneSignUp.machine.ts';

/** The resend waits; the spec's 30 s and 60 s unless a demo shortens them. */
export interface ResendWaits {
  firstResendWait?: number;
  laterResendWait?: number;
}

export interface PhoneSignUpProps {
  /**
   * The role the sign-up is for.
   * @default 'project_manager'
   */
  role?: SignUpRole;
  /** Values to start with. */
  defaultValues?: Partial<PhoneSignUpValues>;
  /** Called once the account exists (201): go to `output.route` with `output.routeState`. */
  onDone: (output: PhoneSignUpOutput) => void;
  /**
   * How long Resend code stays disabled (ms), for demos and tests.
   * @default { firstResendWait: 30_000, laterResendWait: 60_000 } (spec document 1, section 9)
   */
  resendWaits?: ResendWaits;
  /**
   * Where the browser's position comes from; it defaults the location and the phone's country.
   * @default navigator.geolocation (null: none, so the United States stays, with the spec's message)
   */
  positionSource?: PositionSource | null;
}

type Step = 'form' | 'code' | 'registering';

/**
 * The phone field re-renders only when its own props change: its calling-code picker lists every
 * country, and rebuilding it on each keystroke elsewhere in the form would make typing lag.
 */
const StablePhoneField = memo(PhoneField);

/**
 * The sign-up form with phone (spec document 1, sections 2, 4, 5, 8 and 9): the form, then the code
 * texted to the phone (change number, resend after 30 s / 60 s), then registration.
 */
export function PhoneSignUp({
  role,
  defaultValues,
  onDone,
  resendWaits,
  positionSource = browserPositionSource(),
}: PhoneSignUpProps) {
  const api = useApi();
  const firstResendWait = resendWaits?.firstResendWait ?? phoneCodes.firstResendWaitMs;
  const laterResendWait = resendWaits?.laterResendWait ?? phoneCodes.laterResendWaitMs;
  const machine = useMemo(
    () =>
      phoneSignUpMachine.provide({
        actors: {
          loadCountries: fromPromise(({ signal }) => api.countries({ signal }).then((answer) => answer.countries)),
          locate: fromPromise(({ signal }) =>
            locate((query, abort) => api.reverseGeocode({ query, signal: abort }), positionSource ?? undefined, signal),
          ),
          sendCode: fromPromise(({ input, signal }) => api.sendPhoneCode({ body: input, signal })),
          verifyCode: fromPromise(({ input, signal }) => api.verifyPhoneCode({ body: input, signal })),
          register: fromPromise(({ input, signal }) => api.signUp({ body: input, signal })),
        },
        delays: { firstResendWait, laterResendWait },
      }),
    [api, firstResendWait, laterResendWait, positionSource],
  );
  const { snapshot, send } = useFlow(machine, { input: { role, values: defaultValues }, onDone });
  const { values, fieldErrors, error, countries, code, codeError, sendError, notice } = snapshot.context;

  const titleId = useId();
  const countdownId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLDivElement>(null);
  const focus = useFocusFirstInvalid(formRef, fieldErrors);

  const step: Step = snapshot.matches({ open: { form: 'code' } })
    ? 'code'
    : snapshot.matches({ open: { form: 'registering' } })
      ? 'registering'
      : 'form';
  const sendingCode = snapshot.matches({ open: { form: 'sendingCode' } });
  const verifying = snapshot.matches({ open: { form: { code: { entry: 'verifying' } } } });
  const resending = snapshot.matches({ open: { form: { code: { resend: 'sending' } } } });
  const resendWait = snapshot.matches({ open: { form: { code: { resend: 'waitingFirst' } } } })
    ? firstResendWait
    : snapshot.matches({ open: { form: { code: { resend: 'waitingLater' } } } })
      ? laterResendWait
      : snapshot.matches({ open: { form: { code: { resend: 'waitingTold' } } } })
        ? snapshot.context.toldWaitMs
        : undefined;
  const countriesStatus = snapshot.matches({ open: { countries: 'ready' } })
    ? 'ready'
    : snapshot.matches({ open: { countries: 'failed' } })
      ? 'failed'
      : 'loading';

  // Focus follows the step: the code's first box; back from it ("Change number"), the phone; after
  // a failed registration, the first field marked invalid (else the first name).
  const previousStep = useRef<Step | null>(null);
  useEffect(() => {
    const from = previousStep.current;
    if (from === step) return;
    previousStep.current = step;
    if (from === null) return;
    if (step === 'code') {
      codeRef.current?.querySelector('input')?.focus();
    } else if (step === 'form' && from === 'code') {
      phoneRef.current?.focus();
    } else if (step === 'form') {
      const invalid = formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
      (invalid ?? firstNameRef.current)?.focus();
    }
  }, [step]);

  const onPhoneChange = useCallback(
    (phone: PhoneValue) =>
      send({ type: 'phone.change', country: phone.country, text: phone.nationalNumber, e164: phone.e164 }),
    [send],
  );

  const text = (field: PhoneSignUpTextField) => ({
    value: values[field],
    onChange: (value: string) => send({ type: 'field.change', field, value }),
    isInvalid: fieldErrors[field] !== undefined,
    errorMessage: fieldErrors[field],
    isReadOnly: sendingCode,
  });

  return (
    <Stack as="section" gap="lg">
      <Heading level={2} size="lg" id={titleId}>
        {step === 'code' ? labels.codeTitle : signUpLabels.title}
      </Heading>
      {error && step === 'form' ? <Banner tone="error">{error}</Banner> : null}
      {step === 'registering' ? <Banner tone="info">{labels.registering}</Banner> : null}
      {step === 'form' ? (
        <Form
          ref={formRef}
          validationBehavior="aria"
          aria-labelledby={titleId}
          onSubmit={(event) => {
            event.preventDefault();
            focus.submitted();
            send({ type: 'submit' });
          }}
        >
          <TextField
            ref={firstNameRef}
            label={signUpLabels.firstName}
            autoComplete="given-name"
            isRequired
            {...text('firstName')}
          />
          <TextField label={signUpLabels.lastName} autoComplete="family-name" isRequired {...text('lastName')} />
          <TextField label={labels.workEmail} type="email" autoComplete="email" isRequired {...text('email')} />
          <StablePhoneField
            ref={phoneRef}
            label={labels.phone}
            countryLabel={labels.phoneCountry}
            country={values.phone.country as CountryCode}
            defaultValue={values.phone.text}
            onChange={onPhoneChange}
            isInvalid={fieldErrors.phone !== undefined}
            errorMessage={fieldErrors.phone}
            isRequired
          />
          <CountryField
            countries={countries}
            status={countriesStatus}
            countryId={values.countryId}
            countryName={values.country}
            onChange={({ id, name }) => send({ type: 'country.change', id, name })}
            onRetry={snapshot.can({ type: 'countries.retry' }) ? () => send({ type: 'countries.retry' }) : undefined}
            errorMessage={fieldErrors.country}
            notice={snapshot.context.locationNotice}
            isReadOnly={sendingCode}
          />
          <PasswordField
            label={signUpLabels.password}
            toggleLabel={signUpLabels.showPassword}
            autoComplete="new-password"
            isRequired
            {...text('password')}
          />
          <PasswordField
            label={signUpLabels.confirmPassword}
            toggleLabel={signUpLabels.showPassword}
            autoComplete="new-password"
            isRequired
            {...text('confirmPassword')}
          />
          <Checkbox
            isSelected={values.terms}
            onChange={(checked) => send({ type: 'checkbox.change', field: 'terms', checked })}
            isInvalid={fieldErrors.terms !== undefined}
            errorMessage={fieldErrors.terms}
            isReadOnly={sendingCode}
          >
            {signUpLabels.terms}
          </Checkbox>
          <Checkbox
            isSelected={values.subscribe}
            onChange={(checked) => send({ type: 'checkbox.change', field: 'subscribe', checked })}
            isInvalid={fieldErrors.subscribe !== undefined}
            errorMessage={fieldErrors.subscribe}
            isReadOnly={sendingCode}
          >
            {signUpLabels.subscribe}
          </Checkbox>
          <Inline justifyContent="flex-end">
            <Button type="submit" isPending={sendingCode} pendingLabel={labels.sendingCode}>
              {signUpLabels.submit}
            </Button>
          </Inline>
        </Form>
      ) : null}
      {step === 'code' ? (
        <Stack gap="md">
          <Text>{labels.codeSentTo(values.phone.e164 ?? values.phone.text, phoneCodes.signUpLength)}</Text>
          {notice ? <Banner tone="info">{notice}</Banner> : null}
          {sendError ? <Banner tone="error">{sendError}</Banner> : null}
          <Form
            validationBehavior="aria"
            aria-labelledby={titleId}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'code.submit' });
            }}
          >
            <OneTimeCodeField
              ref={codeRef}
              label={labels.code}
              length={phoneCodes.signUpLength}
              value={code}
              onChange={(value) => send({ type: 'code.change', value })}
              isInvalid={codeError !== undefined}
              errorMessage={codeError}
            />
            <Inline justifyContent="flex-end">
              <Button type="submit" isPending={verifying} pendingLabel={labels.verifying}>
                {labels.verify}
              </Button>
            </Inline>
          </Form>
          <Inline gap="md">
            <Button variant="ghost" onPress={() => send({ type: 'phone.edit' })}>
              {labels.changeNumber}
            </Button>
            <Button
              variant="ghost"
              onPress={() => send({ type: 'code.resend' })}
              isDisabled={!snapshot.can({ type: 'code.resend' })}
              aria-describedby={resendWait === undefined ? undefined : countdownId}
            >
              {labels.resend}
            </Button>
            {resendWait === undefined ? null : (
              <WaitCountdown id={countdownId} waitMs={resendWait} label={labels.resendIn} />
            )}
            {resending ? (
              <Text size="sm" tone="muted" role="status">
                {labels.resending}
              </Text>
            ) : null}
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}
