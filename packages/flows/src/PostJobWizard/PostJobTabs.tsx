import {
  ANYWHERE,
  certificateOptions,
  jobLanguages,
  jobLimits,
  jobPayTypes,
  postJobWizardLabels as labels,
  type JobErrors,
  type JobForm,
} from '@cloudexperts/domain';
import {
  Button,
  ComboBox,
  DatePicker,
  Heading,
  Inline,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TagField,
  Text,
  TextArea,
  TextField,
  type PickerOption,
} from '@cloudexperts/ui';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useEffect, useId, useMemo, useRef } from 'react';
import { platformChoices } from '../shared/platformChoices.ts';
import type { JobValueField, PostJobLists, PostJobWizardEvent } from './postJobWizard.machine.ts';

export interface TabProps {
  form: JobForm;
  errors: JobErrors;
  send: (event: PostJobWizardEvent) => void;
  /** Everything read-only while the job is posted. */
  isReadOnly: boolean;
}

const options = (values: readonly string[]): PickerOption[] => values.map((value) => ({ id: value, label: value }));

/** Props of a text field bound to one value of the form. */
function bind(props: TabProps, field: JobValueField) {
  return {
    value: props.form[field],
    onChange: (value: string) => props.send({ type: 'field.change', field, value }),
    isInvalid: props.errors[field] !== undefined,
    errorMessage: props.errors[field],
    isReadOnly: props.isReadOnly,
  };
}

/** Props of a single-choice picker bound to one value of the form. */
function choose(props: TabProps, field: JobValueField) {
  const value = props.form[field];
  return {
    selectedKey: value === '' ? null : value,
    onSelectionChange: (key: unknown) =>
      props.send({ type: 'field.change', field, value: typeof key === 'string' ? key : '' }),
    isInvalid: props.errors[field] !== undefined,
    errorMessage: props.errors[field],
    isDisabled: props.isReadOnly,
  };
}

/** Props of a radio group bound to one value of the form. */
function pick(props: TabProps, field: JobValueField) {
  return {
    value: props.form[field] || null,
    onChange: (value: string) => props.send({ type: 'field.change', field, value }),
    isInvalid: props.errors[field] !== undefined,
    errorMessage: props.errors[field],
    isReadOnly: props.isReadOnly,
  };
}

/** Tab 1, Job Title. */
export function TitleTab(props: TabProps) {
  return (
    <TextField
      label={labels.jobTitle}
      description={labels.jobTitleHint}
      maxLength={jobLimits.titleMaxLength}
      isRequired
      {...bind(props, 'title')}
    />
  );
}

/** Tab 2, Description: the counter under the field counts characters. */
export function DescriptionTab(props: TabProps) {
  return (
    <TextArea
      label={labels.description}
      description={labels.descriptionHint}
      rows={8}
      maxLength={jobLimits.descriptionMaxLength}
      isRequired
      {...bind(props, 'description')}
    />
  );
}

/** Tab 3, Skills: the platform, and skills searched against the skills list (Enter adds one). */
export function SkillsTab(props: TabProps & { lists: PostJobLists }) {
  const { form, errors, send, isReadOnly, lists } = props;
  const skills = useMemo(() => {
    const items = lists.skills.map((skill) => ({ id: skill.name, label: skill.name }));
    // A skill the job holds stays shown while the list loads (or if it failed, or it was typed).
    for (const name of form.skills) if (!items.some((item) => item.id === name)) items.push({ id: name, label: name });
    return items;
  }, [lists.skills, form.skills]);
  const platforms: PickerOption[] = platformChoices(lists.platforms, form.platform).map((choice) => ({
    id: choice.key,
    label: choice.label,
  }));
  return (
    <Stack gap="md">
      <Select
        label={labels.platform}
        placeholder={labels.platformPlaceholder}
        items={platforms}
        isRequired
        {...choose(props, 'platform')}
      />
      <TagField
        label={labels.skills}
        description={labels.skillsHint}
        items={skills}
        value={form.skills}
        maxTags={jobLimits.maxSkills}
        allowsCustomValue
        onChange={(next) => {
          for (const name of next.filter((skill) => !form.skills.includes(skill))) send({ type: 'skill.add', name });
          for (const name of form.skills.filter((skill) => !next.includes(skill))) send({ type: 'skill.remove', name });
        }}
        isInvalid={errors.skills !== undefined}
        errorMessage={errors.skills}
        isRequired
        isDisabled={isReadOnly}
      />
    </Stack>
  );
}

const toDate = (value: string): CalendarDate | null => {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
};

export interface DetailsTabProps extends TabProps {
  /** Stable keys of the questions (parallel to `form.screening_questions`). */
  questionKeys: readonly number[];
  /** Whether another question may be added, and which may be removed now (the machine's answer). */
  canAdd: boolean;
  canRemove: (index: number) => boolean;
  /** Why a question came back (its removal failed). */
  questionError: string | undefined;
}

/** Tab 4, Job Details: the expiration date and the screening questions. */
export function DetailsTab(props: DetailsTabProps) {
  const { form, errors, send, isReadOnly, questionKeys, canAdd, canRemove, questionError } = props;
  const headingId = useId();
  const questions = form.screening_questions;
  // Focus follows the list: into a question just added, back to Add once one is removed.
  const moved = useRef<'added' | 'removed' | null>(null);
  const newestField = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (moved.current === 'added') newestField.current?.focus();
    if (moved.current === 'removed') addButton.current?.focus();
    moved.current = null;
  }, [questions.length]);
  return (
    <Stack gap="lg">
      <DatePicker
        label={labels.expirationDate}
        description={labels.expirationHint}
        value={toDate(form.expiration_date)}
        onChange={(value) =>
          send({ type: 'field.change', field: 'expiration_date', value: value ? value.toString() : '' })
        }
        isInvalid={errors.expiration_date !== undefined}
        errorMessage={errors.expiration_date}
        isRequired
        isReadOnly={isReadOnly}
      />
      <Stack as="section" gap="sm" aria-labelledby={headingId}>
        <Heading level={4} size="md" id={headingId}>
          {labels.screeningQuestions}
        </Heading>
        <Text size="sm" tone="muted">
          {labels.screeningHint}
        </Text>
        {questions.map((item, index) => {
          const position = index + 1;
          const blank = errors.screening_questions !== undefined && item.question.trim() === '';
          return (
            <Stack key={questionKeys[index] ?? `question-${String(index)}`} gap="xs">
              <TextField
                ref={index === questions.length - 1 ? newestField : undefined}
                label={labels.question(position)}
                value={item.question}
                maxLength={jobLimits.screeningQuestionMaxLength}
                onChange={(question) => send({ type: 'question.change', index, question })}
                isInvalid={blank}
                errorMessage={blank ? errors.screening_questions : undefined}
                isReadOnly={isReadOnly}
              />
              <Inline justifyContent="flex-end">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={labels.removeQuestionNamed(position)}
                  isDisabled={isReadOnly || !canRemove(index)}
                  onPress={() => {
                    moved.current = 'removed';
                    send({ type: 'question.remove', index });
                  }}
                >
                  {labels.removeQuestion}
                </Button>
              </Inline>
            </Stack>
          );
        })}
        {questionError ? (
          <Text size="sm" tone="danger" role="alert">
            {questionError}
          </Text>
        ) : null}
        <Inline>
          <Button
            ref={addButton}
            variant="secondary"
            size="sm"
            isDisabled={isReadOnly || !canAdd}
            onPress={() => {
              moved.current = 'added';
              send({ type: 'question.add' });
            }}
          >
            {labels.addQuestion}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}

/** Tab 5, Job Preferences: where the freelancer may be, the language, whether a certificate is required. */
export function PreferencesTab(props: TabProps & { lists: PostJobLists }) {
  const { form, lists } = props;
  const locations = useMemo(() => {
    const items: PickerOption[] = [
      { id: ANYWHERE, label: ANYWHERE },
      ...lists.countries.map((country) => ({ id: country.name, label: country.name })),
    ];
    // A country the job holds stays shown while the list loads (or if it failed).
    if (form.location && !items.some((item) => item.id === form.location)) {
      items.push({ id: form.location, label: form.location });
    }
    return items;
  }, [lists.countries, form.location]);
  return (
    <Stack gap="md">
      <ComboBox
        label={labels.location}
        description={labels.locationHint}
        items={locations}
        isRequired
        {...choose(props, 'location')}
      />
      <Select label={labels.language} items={options(jobLanguages)} isRequired {...choose(props, 'language')} />
      <RadioGroup
        label={labels.certificateRequired}
        orientation="horizontal"
        isRequired
        {...pick(props, 'certificate_required')}
      >
        {certificateOptions.map((option) => (
          <Radio key={option} value={option}>
            {option}
          </Radio>
        ))}
      </RadioGroup>
    </Stack>
  );
}

/** Tab 6, Budget: hourly or fixed price, and the amount in dollars. */
export function BudgetTab(props: TabProps) {
  const payType = props.form.job_pay_type;
  return (
    <Stack gap="md">
      <RadioGroup label={labels.payType} orientation="horizontal" isRequired {...pick(props, 'job_pay_type')}>
        {jobPayTypes.map((type) => (
          <Radio key={type} value={type}>
            {labels.payTypes[type]}
          </Radio>
        ))}
      </RadioGroup>
      <TextField
        label={labels.budget[payType]}
        description={labels.budgetHint[payType]}
        inputMode="decimal"
        maxLength={20}
        isRequired
        {...bind(props, 'budget')}
      />
    </Stack>
  );
}
