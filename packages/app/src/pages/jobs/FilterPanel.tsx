import {
  jobLimits,
  jobPayTypes,
  jobSearchLabels as labels,
  platformOptions,
  postedWithinOptions,
  type JobFacets,
} from '@cloudexperts/domain';
import {
  Badge,
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  NumberField,
  Radio,
  RadioGroup,
  TextField,
  type FormProps,
} from '@cloudexperts/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { platformOptionLabel } from '../../site/platformList.ts';
import { usePlatforms } from '../../site/usePlatforms.ts';
import * as styles from './JobSearch.css.ts';
import { normaliseSkills, type JobSearch } from './jobSearchState.ts';

/** The value of the radio meaning "no filter". */
const ANY = 'any';

type Facet = JobFacets[keyof JobFacets];

const countIn = (facet: Facet | undefined, value: string) => facet?.find((entry) => entry.value === value)?.count;

const sameSkill = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export interface FilterPanelProps {
  search: JobSearch;
  /** Each value's count under the other filters; null until the API has answered. */
  facets: JobFacets | null;
  /** How many filters are on (the spec's filters_count). */
  filterCount: number;
  onChange: (change: Partial<JobSearch>) => void;
  /** Turns every filter off (the term and the sort stay). */
  onClear: () => void;
}

/** A typed skill to filter by, beside the listed ones. */
function AddSkill({
  search,
  known,
  onChange,
}: {
  search: JobSearch;
  known: string[];
  onChange: FilterPanelProps['onChange'];
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const onSubmit: NonNullable<FormProps['onSubmit']> = (event) => {
    event.preventDefault();
    // A comma separates skills in the URL and the API's query: it cannot be part of one.
    const typed = draft.replaceAll(',', ' ').replace(/\s+/g, ' ').trim();
    if (!typed) return;
    // A listed skill keeps its own spelling.
    const skill = known.find((name) => sameSkill(name, typed)) ?? typed;
    if (search.skills.some((chosen) => sameSkill(chosen, skill))) {
      setDraft('');
      return;
    }
    if (search.skills.length >= jobLimits.maxSkills) {
      setError(labels.tooManySkills);
      return;
    }
    onChange({ skills: normaliseSkills([...search.skills, skill]) });
    setDraft('');
  };
  return (
    <Form validationBehavior="aria" className={styles.inlineForm} onSubmit={onSubmit}>
      <TextField
        label={labels.addSkill}
        description={labels.addSkillHint}
        value={draft}
        maxLength={60}
        onChange={(value) => {
          setDraft(value);
          setError(undefined);
        }}
        isInvalid={error !== undefined}
        errorMessage={error}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="secondary" size="sm">
          {labels.addSkillButton}
        </Button>
      </div>
    </Form>
  );
}

const budgetFormat = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;
const bound = (value: number) => (Number.isFinite(value) ? Math.round(value) : null);

/** The country and the budget range: typed, then applied together. */
function RefineForm({ search, onChange }: { search: JobSearch; onChange: FilterPanelProps['onChange'] }) {
  const titleId = useId();
  // The fields follow the search whenever it changes from outside them (a link, Back, Clear).
  const shown = `${search.country}|${String(search.minBudget)}|${String(search.maxBudget)}`;
  const [given, setGiven] = useState(shown);
  const [country, setCountry] = useState(search.country);
  const [min, setMin] = useState(search.minBudget ?? Number.NaN);
  const [max, setMax] = useState(search.maxBudget ?? Number.NaN);
  const [error, setError] = useState<string | undefined>(undefined);
  if (given !== shown) {
    setGiven(shown);
    setCountry(search.country);
    setMin(search.minBudget ?? Number.NaN);
    setMax(search.maxBudget ?? Number.NaN);
    setError(undefined);
  }
  const onSubmit: NonNullable<FormProps['onSubmit']> = (event) => {
    event.preventDefault();
    const minBudget = bound(min);
    const maxBudget = bound(max);
    if (minBudget !== null && maxBudget !== null && minBudget > maxBudget) {
      setError(labels.budgetOrder);
      return;
    }
    onChange({ country: country.trim().slice(0, 100), minBudget, maxBudget });
  };
  return (
    <Form validationBehavior="aria" aria-labelledby={titleId} className={styles.inlineForm} onSubmit={onSubmit}>
      <h3 id={titleId} className={styles.panelTitle}>
        {labels.refineTitle}
      </h3>
      <TextField
        label={labels.country}
        description={labels.countryHint}
        value={country}
        maxLength={100}
        autoComplete="country-name"
        onChange={setCountry}
      />
      <NumberField
        label={labels.minBudget}
        value={min}
        minValue={0}
        maxValue={jobLimits.fixedBudgetMaxDollars}
        formatOptions={budgetFormat}
        onChange={(value) => {
          setMin(value);
          setError(undefined);
        }}
        isInvalid={error !== undefined}
      />
      <NumberField
        label={labels.maxBudget}
        description={labels.budgetHint}
        value={max}
        minValue={0}
        maxValue={jobLimits.fixedBudgetMaxDollars}
        formatOptions={budgetFormat}
        onChange={(value) => {
          setMax(value);
          setError(undefined);
        }}
        isInvalid={error !== undefined}
        errorMessage={error}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="secondary" size="sm">
          {labels.apply}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The job search's filters (spec document 2, sections 3 and 7): skills (the most asked for, with
 * counts, and any typed), platform, pay type and age with counts, country and budget. A choice
 * applies at once; typed values apply with their form. Each count is the number of jobs that value
 * matches under the other filters.
 */
export function FilterPanel({ search, facets, filterCount, onChange, onClear }: FilterPanelProps) {
  // The admin's labels and order (GET /platforms); not-offered platforms stay, marked, for older jobs.
  const platforms = usePlatforms();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Clear removes its own button: focus goes to the panel's heading instead of being lost.
  const [cleared, setCleared] = useState(0);
  useEffect(() => {
    if (cleared > 0) headingRef.current?.focus();
  }, [cleared]);

  const listed = facets?.skills.map((entry) => entry.value) ?? [];
  const skills = [...listed, ...search.skills.filter((skill) => !listed.some((name) => sameSkill(name, skill)))];

  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
          {labels.filtersTitle}
        </h2>
        {filterCount > 0 ? (
          <>
            <Badge tone="info">{labels.filterCount(filterCount)}</Badge>
            <Button
              variant="ghost"
              size="sm"
              onPress={() => {
                onClear();
                setCleared((count) => count + 1);
              }}
            >
              {labels.clearFilters}
            </Button>
          </>
        ) : null}
      </div>

      <CheckboxGroup
        label={labels.skills}
        value={search.skills}
        onChange={(chosen) => {
          onChange({ skills: normaliseSkills(chosen) });
        }}
      >
        {skills.map((skill) => (
          <Checkbox key={skill} value={skill}>
            {labels.withCount(skill, countIn(facets?.skills, skill))}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <AddSkill search={search} known={listed} onChange={onChange} />

      <RadioGroup
        label={labels.platform}
        value={search.platform ?? ANY}
        onChange={(value) => {
          onChange({ platform: platformOptions.find((option) => option === value) ?? null });
        }}
      >
        <Radio value={ANY}>{labels.anyPlatform}</Radio>
        {platforms.all.map((platform) => (
          <Radio key={platform.key} value={platform.key}>
            {labels.withCount(platformOptionLabel(platform), countIn(facets?.platform, platform.key))}
          </Radio>
        ))}
      </RadioGroup>

      <RadioGroup
        label={labels.payType}
        value={search.payType ?? ANY}
        onChange={(value) => {
          onChange({ payType: jobPayTypes.find((option) => option === value) ?? null });
        }}
      >
        <Radio value={ANY}>{labels.anyPayType}</Radio>
        {jobPayTypes.map((payType) => (
          <Radio key={payType} value={payType}>
            {labels.withCount(labels.payTypes[payType], countIn(facets?.job_pay_type, payType))}
          </Radio>
        ))}
      </RadioGroup>

      <RadioGroup
        label={labels.postedWithin}
        value={search.postedWithin === null ? ANY : String(search.postedWithin)}
        onChange={(value) => {
          onChange({ postedWithin: postedWithinOptions.find((days) => String(days) === value) ?? null });
        }}
      >
        <Radio value={ANY}>{labels.anyTime}</Radio>
        {postedWithinOptions.map((days) => (
          <Radio key={days} value={String(days)}>
            {labels.withCount(labels.postedWithinOption(days), countIn(facets?.posted_within, String(days)))}
          </Radio>
        ))}
      </RadioGroup>

      <RefineForm search={search} onChange={onChange} />
    </section>
  );
}
