import { createMilestoneRequestSchema, milestoneSectionLabels as labels, type Milestone } from '@cloudexperts/domain';
import { toFailure, useApi } from '@cloudexperts/flows';
import { Banner, Button, DatePicker, TextField, toast } from '@cloudexperts/ui';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../account/failureMessage.ts';
import * as styles from './contracts.css.ts';

type Field = 'description' | 'deposite_amount' | 'due_date';
type Errors = Partial<Record<Field, string>>;

const without = (errors: Errors, field: Field): Errors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));

const fields: readonly Field[] = ['description', 'deposite_amount', 'due_date'];
const isField = (name: unknown): name is Field => typeof name === 'string' && (fields as string[]).includes(name);

/**
 * The manager's "Add a milestone" form on /contract-details/:id (issue 17): a description, an
 * amount in dollars and a due date from today on; `POST /contracts/{id}/milestones`. Missing or
 * wrong fields say so on each field and with the spec's milestone popup snackbar ('Please fill in
 * all required fields', section 5); a refusal shows the server's words above the form.
 */
export function AddMilestoneForm({
  contractId,
  today,
  onAdded,
  onCancel,
}: {
  contractId: number;
  /** Today's date, YYYY-MM-DD (the earliest due date). */
  today: string;
  onAdded: (milestone: Milestone) => void;
  onCancel: () => void;
}) {
  const api = useApi();
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [due, setDue] = useState<CalendarDate | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The snackbar (an error toast stays until dismissed) goes once the form is sent or closed.
  const snackbar = useRef<string>(undefined);
  const closeSnackbar = () => {
    if (snackbar.current !== undefined) toast.close(snackbar.current);
    snackbar.current = undefined;
  };
  useEffect(() => closeSnackbar, []);

  const focusFirstInvalid = () => {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] [role="spinbutton"]')?.focus();
    });
  };

  const submit = async () => {
    setFailure(undefined);
    const body = { description, deposite_amount: amount, due_date: due?.toString() ?? '' };
    const checked = createMilestoneRequestSchema.safeParse(body);
    const found: Errors = {};
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const [name] = issue.path;
        if (isField(name) && found[name] === undefined) found[name] = issue.message;
      }
    if (due && due.toString() < today) found.due_date = labels.dueDateInvalid;
    setErrors(found);
    closeSnackbar();
    if (Object.keys(found).length > 0) {
      snackbar.current = toast.error(labels.requiredFields);
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      const answer = await api.createMilestone({ params: { id: contractId }, body });
      onAdded(answer.milestone);
    } catch (error) {
      const fromServer: Errors = {};
      for (const [name, message] of Object.entries(toFailure(error).fields))
        if (isField(name)) fromServer[name] = message;
      setErrors(fromServer);
      setFailure(`${labels.addFailed} ${failureMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.milestoneForm}
      noValidate
      aria-label={labels.addTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure ? <Banner tone="error" title={failure} /> : null}
      <TextField
        label={labels.description}
        value={description}
        onChange={(value) => {
          setDescription(value);
          setErrors((current) => without(current, 'description'));
        }}
        isRequired
        isInvalid={errors.description !== undefined}
        errorMessage={errors.description}
        isReadOnly={busy}
      />
      <TextField
        label={labels.amountDollars}
        inputMode="decimal"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setErrors((current) => without(current, 'deposite_amount'));
        }}
        isRequired
        isInvalid={errors.deposite_amount !== undefined}
        errorMessage={errors.deposite_amount}
        isReadOnly={busy}
      />
      <DatePicker
        label={labels.dueDate}
        value={due}
        minValue={parseDate(today)}
        onChange={(value) => {
          setDue(value);
          setErrors((current) => without(current, 'due_date'));
        }}
        isRequired
        isInvalid={errors.due_date !== undefined}
        errorMessage={errors.due_date}
        isReadOnly={busy}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
          {labels.addCancel}
        </Button>
        <Button type="submit" isPending={busy} pendingLabel={labels.adding}>
          {labels.addSubmit}
        </Button>
      </div>
    </form>
  );
}
