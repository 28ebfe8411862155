import {
  aiHelperLabels,
  applicationLimits,
  applicationWizardLabels as labels,
  availabilityOptions,
  dollarsToCents,
  englishProficiencyOptions,
  experienceOptions,
  fileUploadLabels,
  serviceFee,
  serviceFeeFor,
  workedAsExpertOptions,
  type ApplicationErrors,
  type ApplicationForm,
  type UploadedFile,
} from '@cloudexperts/domain';
import {
  Button,
  Card,
  CardBody,
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
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FileUpload, type UploadFunction } from '../FileUpload/FileUpload.tsx';
import { platformChoices, platformNameIn } from '../shared/platformChoices.ts';
import { AiHelperButton, type AiHelper } from './AiHelpers.tsx';
import * as styles from './ApplicationWizard.css.ts';
import type {
  ApplicationBlock,
  ApplicationBlocks,
  ApplicationLists,
  ApplicationValueField,
  ApplicationWizardEvent,
} from './applicationWizard.machine.ts';

export interface StepProps {
  form: ApplicationForm;
  errors: ApplicationErrors;
  send: (event: ApplicationWizardEvent) => void;
  /** Everything read-only while the application is sent. */
  isReadOnly: boolean;
}

const options = (values: readonly string[]): PickerOption[] => values.map((value) => ({ id: value, label: value }));

/** The values of the form that are text (typed, or picked from a list). */
type TextValueField = {
  [K in ApplicationValueField]: ApplicationForm[K] extends string ? K : never;
}[ApplicationValueField];

/** Props of a text field bound to one value of the form. */
function bind(props: StepProps, field: TextValueField) {
  return {
    value: props.form[field],
    onChange: (value: string) => props.send({ type: 'field.change', field, value }),
    isInvalid: props.errors[field] !== undefined,
    errorMessage: props.errors[field],
    isReadOnly: props.isReadOnly,
  };
}

/** Props of a single-choice picker bound to one value of the form. */
function choose(props: StepProps, field: TextValueField) {
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

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const percent = (rate: number) => `${String(Math.round(rate * 1000) / 10)}%`;

/**
 * One file of step 1: the file the application holds (uploaded now or in an earlier visit), and
 * the drop zone to upload it or a replacement (a new upload field after each, since an upload
 * that is done is final).
 */
function ApplicationFile({
  kind,
  field,
  file,
  upload,
  error,
  send,
}: {
  kind: 'photo' | 'resume';
  field: 'profile_picture' | 'resume';
  file: UploadedFile | null;
  upload: UploadFunction;
  error: string | undefined;
  send: StepProps['send'];
}) {
  const [round, setRound] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  // A finished upload makes way for a new field: focus that was in the old one (or left on
  // nothing) goes to the new field's button, not to the page.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    // The field's Choose file button (React Aria's; the drop zone's own hidden button has no data-rac).
    box.current?.querySelector<HTMLElement>('button[data-rac]')?.focus();
  }, [round]);
  return (
    <Stack gap="xs">
      <div ref={box}>
        <FileUpload
          key={round}
          kind={kind}
          upload={upload}
          onDone={({ file: chosen, url }) => {
            send({
              type: 'file.set',
              field,
              file: { id: url, name: chosen.name, size: chosen.size, type: chosen.type },
            });
            const focused = document.activeElement;
            refocus.current = focused === null || focused === document.body || box.current?.contains(focused) === true;
            setRound((count) => count + 1);
          }}
        />
      </div>
      <Text size="sm" role="status">
        {file ? `${fileUploadLabels.uploaded}: ${file.name}` : null}
      </Text>
      {error ? (
        <Text size="sm" tone="danger" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

export interface ProfileStepProps extends StepProps {
  lists: ApplicationLists;
  uploads: { photo: UploadFunction; resume: UploadFunction };
  /** Opens one of the AI helpers' popups (the wizard renders them, outside its form). */
  onOpenAiHelper: (helper: AiHelper) => void;
  /** Why the country was not found from the browser's position, shown under the country. */
  locationNotice?: string | undefined;
}

/** Step 1, Profile Title (basic information). */
export function ProfileStep(props: ProfileStepProps) {
  const { form, errors, send, isReadOnly, lists, uploads, onOpenAiHelper, locationNotice } = props;
  const countries = useMemo(() => {
    const items = lists.countries.map((country) => ({ id: country.name, label: country.name }));
    // A country the draft holds stays shown while the list loads (or if it failed).
    for (const name of [form.current_location_country, form.citizenship_country]) {
      if (name && !items.some((item) => item.id === name)) items.unshift({ id: name, label: name });
    }
    return items;
  }, [lists.countries, form.current_location_country, form.citizenship_country]);
  const isCompany = form.profile_type === 'company';

  return (
    <Stack gap="md">
      <RadioGroup
        label={labels.profileType}
        orientation="horizontal"
        value={form.profile_type}
        onChange={(value) => send({ type: 'field.change', field: 'profile_type', value })}
        isReadOnly={isReadOnly}
      >
        <Radio value="individual">{labels.individual}</Radio>
        <Radio value="company">{labels.company}</Radio>
      </RadioGroup>
      <TextField
        label={isCompany ? labels.companyName : labels.fullName}
        autoComplete={isCompany ? 'organization' : 'name'}
        isRequired
        {...bind(props, 'name_or_company')}
      />
      {isCompany ? <TextField label={labels.contactName} autoComplete="name" {...bind(props, 'contact_name')} /> : null}
      <TextField
        label={labels.currentTitle}
        autoComplete="organization-title"
        isRequired
        {...bind(props, 'current_job_title')}
      />
      <Stack gap="xs">
        <TextArea
          label={labels.aboutMe}
          rows={5}
          isRequired
          description={labels.aboutMeCounter(form.about_me.length)}
          {...bind(props, 'about_me')}
        />
        <AiHelperButton
          helper="aboutMe"
          label={aiHelperLabels.aboutMe.open}
          onOpen={onOpenAiHelper}
          isDisabled={isReadOnly}
        />
      </Stack>
      <ApplicationFile
        kind="photo"
        field="profile_picture"
        file={form.profile_picture}
        upload={uploads.photo}
        error={errors.profile_picture}
        send={send}
      />
      <Stack gap="xs">
        <ApplicationFile
          kind="resume"
          field="resume"
          file={form.resume}
          upload={uploads.resume}
          error={errors.resume}
          send={send}
        />
        <AiHelperButton
          helper="resumeImport"
          label={aiHelperLabels.resumeImport.open}
          onOpen={onOpenAiHelper}
          isDisabled={isReadOnly}
        />
      </Stack>
      <ComboBox
        label={labels.country}
        items={countries}
        isRequired
        description={locationNotice}
        {...choose(props, 'current_location_country')}
      />
      <TextField label={labels.state} autoComplete="address-level1" {...bind(props, 'current_location_state')} />
      <TextField
        label={labels.city}
        autoComplete="address-level2"
        isRequired
        {...bind(props, 'current_location_city')}
      />
      <ComboBox label={labels.citizenship} items={countries} isRequired {...choose(props, 'citizenship_country')} />
      <Select
        label={labels.language}
        items={options(englishProficiencyOptions)}
        isRequired
        {...choose(props, 'english_proficiency')}
      />
    </Stack>
  );
}

/** Step 2, Platform (your expertise): the six tiles and the skills, searchable against the stack list. */
export function PlatformStep(props: StepProps & { lists: ApplicationLists }) {
  const { form, errors, send, isReadOnly, lists } = props;
  const skills = useMemo(() => {
    const items = lists.skills.map((skill) => ({ id: skill.name, label: skill.name }));
    for (const name of form.skills) if (!items.some((item) => item.id === name)) items.push({ id: name, label: name });
    return items;
  }, [lists.skills, form.skills]);
  return (
    <Stack gap="md">
      <RadioGroup
        label={labels.platform}
        orientation="horizontal"
        value={form.primary_platform || null}
        onChange={(value) => send({ type: 'field.change', field: 'primary_platform', value })}
        isInvalid={errors.primary_platform !== undefined}
        errorMessage={errors.primary_platform}
        isRequired
        isReadOnly={isReadOnly}
      >
        {platformChoices(lists.platforms, form.primary_platform).map((platform) => (
          <Radio key={platform.key} value={platform.key}>
            {platform.label}
          </Radio>
        ))}
      </RadioGroup>
      <TagField
        label={labels.skills}
        description={labels.skillsDescription}
        items={skills}
        value={form.skills}
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

/**
 * The fee and what the freelancer receives for an hourly rate (spec document 2, section 9, one
 * function in domain): a new client pays the 5% rate.
 */
export function feeOf(rate: string): { fee: string; receive: string } | undefined {
  const cents = dollarsToCents(rate);
  if (cents === undefined || cents <= 0) return undefined;
  const { feeCents, receiveCents } = serviceFeeFor(cents);
  return { fee: dollars(feeCents), receive: dollars(receiveCents) };
}

/** Step 3, Set Hourly Rate (pricing details): the rate, the read-only fee and you-receive, and the breakdown. */
export function RateStep(props: StepProps) {
  const split = feeOf(props.form.hourly_rate);
  return (
    <Stack gap="md">
      <TextField
        label={labels.hourlyRate}
        inputMode="decimal"
        isRequired
        description={`$${String(applicationLimits.hourlyRateMin)} - $${String(applicationLimits.hourlyRateMax)}${labels.perHour}`}
        {...bind(props, 'hourly_rate')}
      />
      <Inline gap="md" alignItems="flex-start">
        <TextField label={labels.serviceFee} value={split?.fee ?? ''} isReadOnly />
        <TextField label={labels.youReceive} value={split?.receive ?? ''} isReadOnly />
      </Inline>
      <Text size="sm" tone="muted">
        {labels.feeBreakdown(
          percent(serviceFee.newClientRate),
          percent(serviceFee.establishedClientRate),
          dollars(serviceFee.establishedAfterCents),
        )}
      </Text>
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

/** Step 4, Add Availability (schedule info). */
export function AvailabilityStep(props: StepProps) {
  const { form, errors, send, isReadOnly } = props;
  return (
    <Stack gap="md">
      <Select
        label={labels.availability}
        items={options(availabilityOptions)}
        isRequired
        {...choose(props, 'availability')}
      />
      <DatePicker
        label={labels.startDate}
        value={toDate(form.start_date)}
        onChange={(value) => send({ type: 'field.change', field: 'start_date', value: value ? value.toString() : '' })}
        isInvalid={errors.start_date !== undefined}
        errorMessage={errors.start_date}
        isRequired
        isReadOnly={isReadOnly}
      />
    </Stack>
  );
}

const blockFieldNames: { [K in ApplicationBlock]: ReadonlyArray<keyof ApplicationBlocks[K] & string> } = {
  portfolio: ['title', 'description', 'url'],
  education: ['degree', 'school', 'field_of_study', 'start_year', 'end_year', 'description'],
  certifications: ['name', 'issuer', 'issue_date', 'expiry_date', 'credential_id', 'url'],
};

/** One repeatable block list of step 5: each item's fields, Delete, and Add. */
function Blocks({ block, form, send, isReadOnly }: StepProps & { block: ApplicationBlock }) {
  const words = labels.blocks[block];
  const items = form[block] as ReadonlyArray<Record<string, string>>;
  // Focus follows the list: into a block just added (its fields appear above Add), back to Add once
  // a block is deleted (its Delete button is gone).
  const moved = useRef<'added' | 'removed' | null>(null);
  const newestField = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (moved.current === 'added') newestField.current?.focus();
    if (moved.current === 'removed') addButton.current?.focus();
    moved.current = null;
  }, [items.length]);
  return (
    <Stack as="section" gap="sm" aria-label={words.title}>
      <Heading level={3} size="md">
        {words.title}
      </Heading>
      {items.map((item, index) => (
        // Items have no id of their own; their place in the list is what the events name.
        <Card key={index} padding="md">
          <CardBody>
            <Stack gap="sm">
              <Text weight="medium">{`${words.item} ${String(index + 1)}`}</Text>
              {blockFieldNames[block].map((field, fieldIndex) => (
                <TextField
                  key={field}
                  ref={index === items.length - 1 && fieldIndex === 0 ? newestField : undefined}
                  label={labels.blockFields[field]}
                  value={item[field] ?? ''}
                  onChange={(value) => send({ type: 'block.change', block, index, field, value })}
                  isReadOnly={isReadOnly}
                />
              ))}
              <Inline justifyContent="flex-end">
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={isReadOnly}
                  onPress={() => {
                    moved.current = 'removed';
                    send({ type: 'block.remove', block, index });
                  }}
                  aria-label={`${words.remove} ${String(index + 1)}`}
                >
                  {words.remove}
                </Button>
              </Inline>
            </Stack>
          </CardBody>
        </Card>
      ))}
      <Inline>
        <Button
          ref={addButton}
          variant="secondary"
          size="sm"
          isDisabled={isReadOnly}
          onPress={() => {
            moved.current = 'added';
            send({ type: 'block.add', block });
          }}
        >
          {words.add}
        </Button>
      </Inline>
    </Stack>
  );
}

/** Step 5, Experience (your background). */
export function ExperienceStep(props: StepProps) {
  const { form, errors, send, isReadOnly } = props;
  const worked = form.worked_as_expert === null ? null : form.worked_as_expert ? 'Yes' : 'No';
  return (
    <Stack gap="md">
      <Select
        label={labels.experience}
        items={options(experienceOptions)}
        isRequired
        {...choose(props, 'development_experience')}
      />
      <RadioGroup
        label={labels.workedAsExpert}
        orientation="horizontal"
        value={worked}
        onChange={(value) => send({ type: 'field.change', field: 'worked_as_expert', value: value === 'Yes' })}
        isInvalid={errors.worked_as_expert !== undefined}
        errorMessage={errors.worked_as_expert}
        isRequired
        isReadOnly={isReadOnly}
      >
        {workedAsExpertOptions.map((option) => (
          <Radio key={option} value={option}>
            {option}
          </Radio>
        ))}
      </RadioGroup>
      <TextField label={labels.skype} description={labels.optional} {...bind(props, 'skype_profile')} />
      <TextField
        label={labels.linkedin}
        description={labels.optional}
        type="url"
        {...bind(props, 'linkedin_profile')}
      />
      {(['portfolio', 'education', 'certifications'] as const).map((block) => (
        <Blocks key={block} block={block} {...props} />
      ))}
    </Stack>
  );
}

/** A value as the Review step shows it. */
function shown(value: ApplicationForm[keyof ApplicationForm]): ReactNode {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return labels.notGiven;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    return value
      .map((item) => (typeof item === 'string' ? item : Object.values(item).filter(Boolean).join(', ')))
      .join('; ');
  }
  if (typeof value === 'object') return value.name;
  return value;
}

/** The Review step's names of the fields (the step views' labels). */
export const reviewLabels: Record<keyof ApplicationForm, string> = {
  profile_type: labels.profileType,
  name_or_company: labels.fullName,
  contact_name: labels.contactName,
  current_job_title: labels.currentTitle,
  about_me: labels.aboutMe,
  profile_picture: labels.photo,
  resume: labels.resume,
  current_location_country: labels.country,
  current_location_state: labels.state,
  current_location_city: labels.city,
  citizenship_country: labels.citizenship,
  english_proficiency: labels.language,
  primary_platform: labels.platform,
  skills: labels.skills,
  hourly_rate: labels.hourlyRate,
  availability: labels.availability,
  start_date: labels.startDate,
  development_experience: labels.experience,
  worked_as_expert: labels.workedAsExpert,
  skype_profile: labels.skype,
  linkedin_profile: labels.linkedin,
  portfolio: labels.blocks.portfolio.title,
  education: labels.blocks.education.title,
  certifications: labels.blocks.certifications.title,
};

/** Step 6, Review & Submit: every section with an Edit. */
export function ReviewStep({
  form,
  send,
  isReadOnly,
  sections,
  lists,
}: StepProps & {
  sections: ReadonlyArray<{ step: 1 | 2 | 3 | 4 | 5; fields: readonly (keyof ApplicationForm)[] }>;
  lists: ApplicationLists;
}) {
  return (
    <Stack gap="md">
      {sections.map(({ step, fields }) => {
        const title = labels.steps[step - 1]?.title ?? '';
        return (
          <Card key={step} padding="md">
            <CardBody>
              <Stack gap="sm">
                <Inline justifyContent="space-between">
                  <Heading level={3} size="md">
                    {title}
                  </Heading>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${labels.edit} ${title}`}
                    isDisabled={isReadOnly}
                    onPress={() => send({ type: 'step.edit', step })}
                  >
                    {labels.edit}
                  </Button>
                </Inline>
                <dl className={styles.reviewList}>
                  {fields
                    .filter((field) => field !== 'contact_name' || form.profile_type === 'company')
                    .map((field) => (
                      <div key={field}>
                        <Text as="dt" size="sm" tone="muted">
                          {field === 'name_or_company' && form.profile_type === 'company'
                            ? labels.companyName
                            : reviewLabels[field]}
                        </Text>
                        <Text as="dd" className={styles.reviewValue}>
                          {field === 'profile_type'
                            ? form.profile_type === 'company'
                              ? labels.company
                              : labels.individual
                            : field === 'primary_platform' && form.primary_platform
                              ? platformNameIn(lists.platforms, form.primary_platform)
                              : shown(form[field])}
                        </Text>
                      </div>
                    ))}
                </dl>
              </Stack>
            </CardBody>
          </Card>
        );
      })}
    </Stack>
  );
}
