import { phoneSignUpLabels, verifyPhoneLabels } from '@cloudexperts/domain';
import { Banner, Button, Form, Inline, OneTimeCodeField } from '@cloudexperts/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { WaitCountdown } from '../shared/WaitCountdown.tsx';
import type { oneTimeCodeMachine } from './oneTimeCode.machine.ts';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';
import { useSubmitOnEnter } from './useSubmitOnEnter.ts';

export type OneTimeCodeActorRef = ActorRefFrom<typeof oneTimeCodeMachine>;

export interface OneTimeCodeEntryProps {
  /** The running one-time code machine (the verify-phone flow's child, or one started by the caller). */
  actorRef: OneTimeCodeActorRef;
  /** The form's id: a footer button with `form={formId}` submits the code. */
  formId: string;
  /**
   * The label of the code boxes.
   * @default 'SMS code'
   */
  label?: string;
  /** Help under the boxes (where the code went). */
  description?: ReactNode;
  /**
   * Whether the first box takes focus when the entry appears (the code step of a flow).
   * @default false
   */
  focusOnMount?: boolean;
}

/**
 * The SMS code of the settings popup (spec document 1, section 5): one box per digit, digits only,
 * paste allowed (a paste longer than the code is refused with 'Wrong OTP!'), and the resend link,
 * disabled while its wait runs. Everything it shows comes from the machine's snapshot.
 */
export function OneTimeCodeEntry({
  actorRef,
  formId,
  label = verifyPhoneLabels.code,
  description,
  focusOnMount = false,
}: OneTimeCodeEntryProps) {
  const snapshot = useSelector(actorRef, (state) => state);
  const { code, length, codeError, resendError, notice, firstWaitMs, laterWaitMs } = snapshot.context;
  const verifying = snapshot.matches({ active: { entry: 'verifying' } });
  const resending = snapshot.matches({ active: { resend: 'resending' } });
  const waitingFirst = snapshot.matches({ active: { resend: 'firstWait' } });
  const waitingLater = snapshot.matches({ active: { resend: 'laterWait' } });
  const { formRef, request } = useFocusFirstInvalid(!verifying);
  useSubmitOnEnter(formRef);
  // The field fills itself from a paste and reports it as a change right after `onPasteText`: the
  // machine has already decided about the paste, so that change is not sent.
  const pasting = useRef(false);
  const shouldFocus = useRef(focusOnMount);
  useEffect(() => {
    if (shouldFocus.current) formRef.current?.querySelector('input')?.focus();
  }, [formRef]);

  return (
    <Form
      ref={formRef}
      id={formId}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        request();
        actorRef.send({ type: 'submit' });
      }}
    >
      {resendError ? <Banner tone="error">{resendError}</Banner> : null}
      {notice ? <Banner tone="info">{notice}</Banner> : null}
      <OneTimeCodeField
        label={label}
        length={length}
        value={code}
        description={description}
        onChange={(value) => {
          if (pasting.current) return;
          actorRef.send({ type: 'code.change', value });
        }}
        onPasteText={(text) => {
          pasting.current = true;
          queueMicrotask(() => {
            pasting.current = false;
          });
          actorRef.send({ type: 'code.paste', text });
        }}
        isInvalid={codeError !== undefined}
        errorMessage={codeError}
      />
      <Inline gap="sm">
        <Button
          variant="secondary"
          size="sm"
          onPress={() => actorRef.send({ type: 'resend' })}
          isDisabled={!resending && !snapshot.can({ type: 'resend' })}
          isPending={resending}
          pendingLabel={phoneSignUpLabels.resending}
        >
          {phoneSignUpLabels.resend}
        </Button>
        {waitingFirst ? <WaitCountdown key="first" waitMs={firstWaitMs} label={phoneSignUpLabels.resendIn} /> : null}
        {waitingLater ? <WaitCountdown key="later" waitMs={laterWaitMs} label={phoneSignUpLabels.resendIn} /> : null}
      </Inline>
    </Form>
  );
}
