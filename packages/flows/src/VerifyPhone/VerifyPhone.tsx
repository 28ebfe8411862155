import { forgotPasswordLabels, phoneSignUpLabels, verifyPhoneLabels } from '@cloudexperts/domain';
import { Banner, Button, Dialog, Form, Modal, PhoneField, type CountryCode } from '@cloudexperts/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise, type AnyActor } from 'xstate';
import { useRegisterFlow } from '../inspector/registry.ts';
import { oneTimeCodeMachine } from '../OneTimeCode/oneTimeCode.machine.ts';
import { OneTimeCodeEntry, type OneTimeCodeActorRef } from '../OneTimeCode/OneTimeCodeEntry.tsx';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { useSubmitOnEnter } from '../OneTimeCode/useSubmitOnEnter.ts';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { WaitCountdown } from '../shared/WaitCountdown.tsx';
import { verifyPhoneMachine, type VerifyPhoneOutput } from './verifyPhone.machine.ts';

export interface VerifyPhoneProps {
  /** Whether the modal is open (it opens from the account settings). */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The country the number starts in.
   * @default 'US' (spec document 1, section 9)
   */
  defaultCountry?: CountryCode;
  /** Called once when the flow ends: verified (with the number) or cancelled. */
  onDone?: (output: VerifyPhoneOutput) => void;
}

const NUMBER_FORM = 'verify-phone-number-form';
const CODE_FORM = 'verify-phone-code-form';

type Flow = ReturnType<typeof useVerifyPhoneFlow>;

function useVerifyPhoneFlow(defaultCountry: CountryCode | undefined, onDone: (output: VerifyPhoneOutput) => void) {
  const api = useApi();
  const machine = useMemo(
    () =>
      verifyPhoneMachine.provide({
        actors: {
          sendCode: fromPromise(({ input, signal }) =>
            api.sendPhoneCode({ body: { phone_number: input.phoneNumber }, signal }),
          ),
          oneTimeCode: oneTimeCodeMachine.provide({
            actors: {
              verifyCode: fromPromise(({ input, signal }) =>
                api.verifyPhoneCode({ body: { otp: input.code, phone: input.destination }, signal }),
              ),
              resendCode: fromPromise(({ input, signal }) =>
                api.sendPhoneCode({ body: { phone_number: input.destination }, signal }),
              ),
            },
          }),
        },
      }),
    [api],
  );
  return useFlow(machine, { input: { country: defaultCountry }, onDone });
}

/** Step 1: the number (PhoneField, default country US). */
function NumberStep({ flow }: { flow: Flow }) {
  const { snapshot, send } = flow;
  const { phone, phoneError } = snapshot.context;
  const sending = snapshot.matches('sending');
  const { formRef, request } = useFocusFirstInvalid(!sending);
  useSubmitOnEnter(formRef);
  const numberRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    numberRef.current?.focus();
  }, []);

  return (
    <Form
      ref={formRef}
      id={NUMBER_FORM}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        request();
        send({ type: 'submit' });
      }}
    >
      <PhoneField
        ref={numberRef}
        label={phoneSignUpLabels.phone}
        countryLabel={phoneSignUpLabels.phoneCountry}
        defaultCountry={phone.country as CountryCode}
        defaultValue={phone.nationalNumber}
        onChange={(value) => send({ type: 'phone.change', value })}
        isRequired
        isInvalid={phoneError !== undefined}
        errorMessage={phoneError}
        isDisabled={sending}
      />
      {/* After a 429: how long until the number can be sent again (its Retry-After). */}
      {snapshot.matches({ number: 'waiting' }) ? (
        <WaitCountdown waitMs={snapshot.context.tooManyWaitMs} label={phoneSignUpLabels.resendIn} />
      ) : null}
    </Form>
  );
}

function CancelButton({ flow }: { flow: Flow }) {
  return (
    <Button
      variant="secondary"
      onPress={() => flow.send({ type: 'cancel' })}
      isDisabled={!flow.snapshot.can({ type: 'cancel' })}
    >
      {forgotPasswordLabels.cancel}
    </Button>
  );
}

/** Step 1's footer: Cancel, Send code. */
function NumberActions({ flow }: { flow: Flow }) {
  const sending = flow.snapshot.matches('sending');
  return (
    <>
      <CancelButton flow={flow} />
      <Button
        type="submit"
        form={NUMBER_FORM}
        isPending={sending}
        isDisabled={!sending && !flow.snapshot.can({ type: 'submit' })}
        pendingLabel={phoneSignUpLabels.sendingCode}
      >
        {phoneSignUpLabels.sendCode}
      </Button>
    </>
  );
}

/** Step 2: the SMS code (the child one-time code machine). */
function CodeStep({ codeRef }: { codeRef: OneTimeCodeActorRef }) {
  // An invoked child is an Actor at run time (its ref type hides that): show it in the inspector too.
  useRegisterFlow(codeRef as unknown as AnyActor);
  const { destination, length } = useSelector(codeRef, (state) => state.context);
  return (
    <OneTimeCodeEntry
      actorRef={codeRef}
      formId={CODE_FORM}
      description={phoneSignUpLabels.codeSentTo(destination, length)}
      focusOnMount
    />
  );
}

/** Step 2's footer: Cancel, Change number, Verify. */
function CodeActions({ flow, codeRef }: { flow: Flow; codeRef: OneTimeCodeActorRef }) {
  const code = useSelector(codeRef, (state) => state);
  const verifying = code.matches({ active: { entry: 'verifying' } });
  return (
    <>
      <CancelButton flow={flow} />
      <Button
        variant="secondary"
        onPress={() => flow.send({ type: 'phone.edit' })}
        isDisabled={!flow.snapshot.can({ type: 'phone.edit' })}
      >
        {phoneSignUpLabels.changeNumber}
      </Button>
      <Button
        type="submit"
        form={CODE_FORM}
        isPending={verifying}
        isDisabled={!verifying && !code.can({ type: 'submit' })}
        pendingLabel={phoneSignUpLabels.verifying}
      >
        {phoneSignUpLabels.verify}
      </Button>
    </>
  );
}

/** One dialog for both steps, so focus and the dialog's name stay put when the step changes. */
function VerifyPhoneDialog({
  defaultCountry,
  onDone,
}: {
  defaultCountry?: CountryCode;
  onDone: (output: VerifyPhoneOutput) => void;
}) {
  const flow = useVerifyPhoneFlow(defaultCountry, onDone);
  const child = flow.snapshot.children.oneTimeCode as OneTimeCodeActorRef | undefined;
  const codeRef = flow.snapshot.matches('code') ? child : undefined;
  return (
    <Dialog
      title={verifyPhoneLabels.title}
      showCloseButton={false}
      actions={codeRef ? <CodeActions flow={flow} codeRef={codeRef} /> : <NumberActions flow={flow} />}
    >
      {codeRef ? <CodeStep key={codeRef.id} codeRef={codeRef} /> : <NumberStep flow={flow} />}
    </Dialog>
  );
}

/**
 * The settings' Verify phone modal (spec document 1, section 2: "enter number, then an SMS code";
 * sections 5, 8, 9). On success it closes and the server's message shows.
 */
export function VerifyPhone({ isOpen, onOpenChange, defaultCountry, onDone }: VerifyPhoneProps) {
  const [notice, setNotice] = useState<string | undefined>(undefined);
  return (
    <>
      <Modal size="narrow" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
        <VerifyPhoneDialog
          defaultCountry={defaultCountry}
          onDone={(output) => {
            if (output.result === 'verified') setNotice(output.message);
            onDone?.(output);
            onOpenChange(false);
          }}
        />
      </Modal>
      {notice ? (
        <Banner key={notice} tone="success" isDismissable onHide={() => setNotice(undefined)}>
          {notice}
        </Banner>
      ) : null}
    </>
  );
}
