import { z } from 'zod';
import {
  applicationLimits,
  availabilityOptions,
  englishProficiencyOptions,
  experienceOptions,
  platformOptions,
  profileTypes,
} from '../constants.ts';
import { applicationMessages } from '../messages.ts';
import { dollarsToCents } from '../rules/money.ts';
import { isoDateTime } from './common.ts';

/**
 * The freelancer application (spec document 1, sections 2, 3 and 5). Three shapes:
 * - the form the wizard holds and the server keeps as a draft while the user goes (every value as
 *   typed, nothing required: a half-filled step saves too);
 * - each step's rules, with the spec's messages, checked before Next and again on submit;
 * - the submitted profile payload of section 3 (category, skill, educations_attributes...), which
 *   `POST /profiles` validates with the same rules.
 */

const text = (max: number) => z.string().max(max);
/** '' until the user picks one of the options. */
const choice = <T extends readonly [string, ...string[]]>(options: T) => z.union([z.enum(options), z.literal('')]);
/** A calendar date as the date field gives it (YYYY-MM-DD), or '' until picked. */
const calendarDate = z.union([z.iso.date(), z.literal('')]);
/** A year typed into a block ('' while blank). */
const yearText = z.union([z.string().regex(/^\d{4}$/), z.literal('')]);

/** What an uploaded file is to the application: the upload's id and what the user picked. */
export const uploadedFileSchema = z.object({
  id: z.uuid(),
  name: z.string().min(1).max(255),
  size: z.number().int().nonnegative(),
  type: z.string().max(255),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Spec document 1, section 3: portfolio items (title, description, url). */
export const portfolioItemSchema = z.object({ title: text(200), description: text(2000), url: text(500) });
/** Education items (degree, school, field_of_study, start_year, end_year, description). */
export const educationItemSchema = z.object({
  degree: text(200),
  school: text(200),
  field_of_study: text(200),
  start_year: yearText,
  end_year: yearText,
  description: text(2000),
});
/** Certifications (name, issuer, issue_date, expiry_date, credential_id, url). */
export const certificationItemSchema = z.object({
  name: text(200),
  issuer: text(200),
  issue_date: calendarDate,
  expiry_date: calendarDate,
  credential_id: text(200),
  url: text(500),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;
export type EducationItem = z.infer<typeof educationItemSchema>;
export type CertificationItem = z.infer<typeof certificationItemSchema>;

/** At most this many of each repeatable block (ours: the spec gives no number). */
export const APPLICATION_MAX_BLOCKS = 20;
/** At most this many skills (ours). */
export const APPLICATION_MAX_SKILLS = 30;

/**
 * Spec document 1, section 3, "Application form", as the wizard holds it. `hourly_rate` is the text
 * typed into the rate field (a draft keeps '12.345' so nothing typed is lost; the submitted
 * payload carries the number). The files are uploads (`POST /uploads`), not data URLs.
 */
export const applicationFormSchema = z.object({
  profile_type: z.enum(profileTypes),
  name_or_company: text(200),
  contact_name: text(200),
  current_job_title: text(200),
  about_me: text(5000),
  profile_picture: uploadedFileSchema.nullable(),
  resume: uploadedFileSchema.nullable(),
  current_location_country: text(100),
  current_location_state: text(100),
  current_location_city: text(100),
  citizenship_country: text(100),
  english_proficiency: choice(englishProficiencyOptions),
  primary_platform: choice(platformOptions),
  skills: z.array(z.string().trim().min(1).max(60)).max(APPLICATION_MAX_SKILLS),
  hourly_rate: text(20),
  availability: choice(availabilityOptions),
  start_date: calendarDate,
  development_experience: choice(experienceOptions),
  worked_as_expert: z.boolean().nullable(),
  skype_profile: text(200),
  linkedin_profile: text(500),
  portfolio: z.array(portfolioItemSchema).max(APPLICATION_MAX_BLOCKS),
  education: z.array(educationItemSchema).max(APPLICATION_MAX_BLOCKS),
  certifications: z.array(certificationItemSchema).max(APPLICATION_MAX_BLOCKS),
});
export type ApplicationForm = z.infer<typeof applicationFormSchema>;
export type ApplicationField = keyof ApplicationForm;

/** The empty form a new application starts from (individual, nothing typed). */
export function emptyApplicationForm(): ApplicationForm {
  return {
    profile_type: 'individual',
    name_or_company: '',
    contact_name: '',
    current_job_title: '',
    about_me: '',
    profile_picture: null,
    resume: null,
    current_location_country: '',
    current_location_state: '',
    current_location_city: '',
    citizenship_country: '',
    english_proficiency: '',
    primary_platform: '',
    skills: [],
    hourly_rate: '',
    availability: '',
    start_date: '',
    development_experience: '',
    worked_as_expert: null,
    skype_profile: '',
    linkedin_profile: '',
    portfolio: [],
    education: [],
    certifications: [],
  };
}

/** Spec document 1, section 2: steps 1-6 of the wizard, then 7, the success screen. */
export const APPLICATION_STEPS = 6;
export const APPLICATION_SUCCESS_STEP = 7;
export const applicationStatuses = ['draft', 'submitted'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStepSchema = z.number().int().min(1).max(APPLICATION_STEPS);

/** `GET /profiles/application`: the signed-in freelancer's application, a new draft if none. */
export const applicationResponseSchema = z.object({
  application: z.object({
    status: z.enum(applicationStatuses),
    current_step: z.number().int().min(1).max(APPLICATION_SUCCESS_STEP),
    form: applicationFormSchema,
    updated_at: isoDateTime.nullable(),
  }),
});
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

/** `PUT /profiles/application`: the draft as the user goes (spec: current_step, status draft). */
export const saveApplicationRequestSchema = z.object({
  current_step: applicationStepSchema,
  form: applicationFormSchema,
});
export type SaveApplicationRequest = z.infer<typeof saveApplicationRequestSchema>;

// The rules of section 5, one schema per field, shared by the steps and the submitted payload.

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
const requiredChoice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

/**
 * Spec document 1, section 5, step 3: "a number above 0 ('Please set a valid hourly rate'); at
 * least $5/hr; at most $1000/hr; two decimals" (more than two decimals is not a valid rate).
 */
export function hourlyRateError(value: string | number): string | undefined {
  const cents = dollarsToCents(typeof value === 'number' ? String(value) : value);
  if (cents === undefined || cents <= 0) return applicationMessages.hourlyRateInvalid;
  if (cents < applicationLimits.hourlyRateMin * 100) return applicationMessages.hourlyRateTooLow;
  if (cents > applicationLimits.hourlyRateMax * 100) return applicationMessages.hourlyRateTooHigh;
  return undefined;
}

const checkHourlyRate = (value: string | number, context: z.RefinementCtx) => {
  const message = hourlyRateError(value);
  if (message) context.addIssue({ code: 'custom', message });
};
/** The rate as typed into step 3. */
const hourlyRate = z.string({ error: applicationMessages.hourlyRateInvalid }).superRefine(checkHourlyRate);

const aboutMe = z
  .string({ error: applicationMessages.aboutMeTooShort })
  .trim()
  .min(applicationLimits.aboutMeMinLength, { error: applicationMessages.aboutMeTooShort });

const skills = z
  .array(z.string().trim().min(1).max(60))
  .min(applicationLimits.minSkills, { error: applicationMessages.skillsTooFew })
  .max(APPLICATION_MAX_SKILLS);

/** The fields each step checks, with the spec's messages (section 5). */
export const applicationStepRules = {
  1: {
    name_or_company: required(applicationMessages.nameOrCompanyRequired),
    current_job_title: required(applicationMessages.currentJobTitleRequired),
    about_me: aboutMe,
    resume: uploadedFileSchema
      .nullable()
      .refine((file) => file !== null, { error: applicationMessages.resumeRequired }),
    current_location_country: required(applicationMessages.countryRequired),
    current_location_city: required(applicationMessages.cityRequired),
    citizenship_country: required(applicationMessages.citizenshipRequired),
    english_proficiency: requiredChoice(englishProficiencyOptions, applicationMessages.languageProficiencyRequired),
  },
  2: {
    primary_platform: requiredChoice(platformOptions, applicationMessages.primaryPlatformRequired),
    skills,
  },
  3: { hourly_rate: hourlyRate },
  4: {
    availability: requiredChoice(availabilityOptions, applicationMessages.availabilityRequired),
    start_date: z.iso.date({ error: applicationMessages.startDateRequired }),
  },
  5: {
    development_experience: requiredChoice(experienceOptions, applicationMessages.experienceRequired),
    worked_as_expert: z.boolean({ error: applicationMessages.workedAsExpertRequired }),
  },
  6: {},
} as const satisfies Record<number, Partial<Record<ApplicationField, z.ZodType>>>;

export type ApplicationStep = keyof typeof applicationStepRules;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** The fields each step shows (the Review step's sections, and what Edit jumps to). */
export const applicationStepFields = {
  1: [
    'profile_type',
    'name_or_company',
    'contact_name',
    'current_job_title',
    'about_me',
    'profile_picture',
    'resume',
    'current_location_country',
    'current_location_state',
    'current_location_city',
    'citizenship_country',
    'english_proficiency',
  ],
  2: ['primary_platform', 'skills'],
  3: ['hourly_rate'],
  4: ['availability', 'start_date'],
  5: [
    'development_experience',
    'worked_as_expert',
    'skype_profile',
    'linkedin_profile',
    'portfolio',
    'education',
    'certifications',
  ],
  6: [],
} as const satisfies Record<ApplicationStep, readonly ApplicationField[]>;

/** The first failing rule of each field of one step: `{}` when the step validates. */
export function applicationStepErrors(step: ApplicationStep, form: ApplicationForm): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const rules: Partial<Record<ApplicationField, z.ZodType>> = applicationStepRules[step];
  for (const [field, rule] of Object.entries(rules) as [ApplicationField, z.ZodType][]) {
    const result = rule.safeParse(form[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? applicationMessages.hourlyRateInvalid;
  }
  return errors;
}

/** Every step's errors at once (steps 1 to 5), and the first step that has any. */
export function applicationErrors(form: ApplicationForm): { errors: ApplicationErrors; firstStep?: ApplicationStep } {
  let firstStep: ApplicationStep | undefined;
  const errors: ApplicationErrors = {};
  for (const step of [1, 2, 3, 4, 5] as const) {
    const found = applicationStepErrors(step, form);
    if (Object.keys(found).length > 0) firstStep ??= step;
    Object.assign(errors, found);
  }
  return { errors, firstStep };
}

/** Spec document 1, section 3: search_engine_privacy, fixed. */
export const SEARCH_ENGINE_PRIVACY = 'Show only my first name and last initial';

const optionalText = (max: number) => z.string().trim().max(max).default('');

/**
 * The repeatable blocks of step 5 as the submitted payload names them (spec document 1, section 3:
 * educations_attributes, certifications_attributes, employments_attributes, the last being the
 * portfolio). The profile keeps them in this shape, and the public profile shows them so.
 */
export const educationAttributesSchema = z.object({
  degree: optionalText(200),
  school: optionalText(200),
  area_of_study: optionalText(200),
  from_date: yearText,
  to_date: yearText,
  education_description: optionalText(2000),
});
export const certificationAttributesSchema = z.object({
  certification_name: optionalText(200),
  issuer: optionalText(200),
  issue_date: calendarDate,
  expiry_date: calendarDate,
  credential_id: optionalText(200),
  certification_link: optionalText(500),
});
export const employmentAttributesSchema = z.object({
  title: optionalText(200),
  employment_description: optionalText(2000),
  url: optionalText(500),
});
export type EducationAttributes = z.output<typeof educationAttributesSchema>;
export type CertificationAttributes = z.output<typeof certificationAttributesSchema>;
export type EmploymentAttributes = z.output<typeof employmentAttributesSchema>;

/**
 * `POST /profiles`: spec document 1, section 3, "Submitted profile payload mapping": category =
 * primary platform; skill = skills joined by commas; search_engine_privacy fixed; skype_user_name;
 * educations_attributes, certifications_attributes, employments_attributes (the portfolio); and
 * the application's own fields, checked with the rules of section 5.
 */
export const createProfileRequestSchema = z.object({
  profile_type: z.enum(profileTypes),
  name_or_company: applicationStepRules[1].name_or_company,
  contact_name: optionalText(200),
  current_job_title: applicationStepRules[1].current_job_title,
  about_me: applicationStepRules[1].about_me.pipe(z.string().max(5000)),
  /** Upload ids (`POST /uploads`): the resume is required, the photo optional. */
  profile_picture: z.uuid().nullable(),
  resume: z.uuid({ error: applicationMessages.resumeRequired }),
  current_location_country: applicationStepRules[1].current_location_country,
  current_location_state: optionalText(100),
  current_location_city: applicationStepRules[1].current_location_city,
  citizenship_country: applicationStepRules[1].citizenship_country,
  english_proficiency: applicationStepRules[1].english_proficiency,
  category: applicationStepRules[2].primary_platform,
  skill: z
    .string({ error: applicationMessages.skillsTooFew })
    .transform((joined) =>
      joined
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(skills),
  hourly_rate: z.number({ error: applicationMessages.hourlyRateInvalid }).superRefine(checkHourlyRate),
  availability: applicationStepRules[4].availability,
  start_date: applicationStepRules[4].start_date,
  development_experience: applicationStepRules[5].development_experience,
  worked_as_expert: applicationStepRules[5].worked_as_expert,
  skype_user_name: optionalText(200),
  linkedin_profile: optionalText(500),
  search_engine_privacy: z.literal(SEARCH_ENGINE_PRIVACY),
  educations_attributes: z.array(educationAttributesSchema).max(APPLICATION_MAX_BLOCKS),
  certifications_attributes: z.array(certificationAttributesSchema).max(APPLICATION_MAX_BLOCKS),
  employments_attributes: z.array(employmentAttributesSchema).max(APPLICATION_MAX_BLOCKS),
});
export type CreateProfileRequest = z.input<typeof createProfileRequestSchema>;
export type CreateProfile = z.output<typeof createProfileRequestSchema>;

/** The answer to `POST /profiles`: a token that carries the profile (spec section 7), and the profile. */
export const createProfileResponseSchema = z.object({
  message: z.string().min(1),
  token: z.string().min(1),
  profile_uuid: z.uuid(),
});
export type CreateProfileResponse = z.infer<typeof createProfileResponseSchema>;

const isBlank = (item: Record<string, string>) => Object.values(item).every((value) => value.trim() === '');

/**
 * The wizard's form as the submitted payload (spec document 1, section 3). Blocks added but left
 * blank are dropped. Call it on a form every step of which validates.
 */
export function toCreateProfileRequest(form: ApplicationForm): CreateProfileRequest {
  return {
    profile_type: form.profile_type,
    name_or_company: form.name_or_company.trim(),
    contact_name: form.profile_type === 'company' ? form.contact_name.trim() : '',
    current_job_title: form.current_job_title.trim(),
    about_me: form.about_me.trim(),
    profile_picture: form.profile_picture?.id ?? null,
    resume: form.resume?.id ?? '',
    current_location_country: form.current_location_country,
    current_location_state: form.current_location_state.trim(),
    current_location_city: form.current_location_city.trim(),
    citizenship_country: form.citizenship_country,
    english_proficiency: form.english_proficiency as CreateProfileRequest['english_proficiency'],
    category: form.primary_platform as CreateProfileRequest['category'],
    skill: form.skills.join(','),
    hourly_rate: Number(form.hourly_rate.trim()),
    availability: form.availability as CreateProfileRequest['availability'],
    start_date: form.start_date,
    development_experience: form.development_experience as CreateProfileRequest['development_experience'],
    worked_as_expert: form.worked_as_expert ?? false,
    skype_user_name: form.skype_profile.trim(),
    linkedin_profile: form.linkedin_profile.trim(),
    search_engine_privacy: SEARCH_ENGINE_PRIVACY,
    educations_attributes: form.education
      .filter((item) => !isBlank(item))
      .map((item) => ({
        degree: item.degree,
        school: item.school,
        area_of_study: item.field_of_study,
        from_date: item.start_year,
        to_date: item.end_year,
        education_description: item.description,
      })),
    certifications_attributes: form.certifications
      .filter((item) => !isBlank(item))
      .map((item) => ({
        certification_name: item.name,
        issuer: item.issuer,
        issue_date: item.issue_date,
        expiry_date: item.expiry_date,
        credential_id: item.credential_id,
        certification_link: item.url,
      })),
    employments_attributes: form.portfolio
      .filter((item) => !isBlank(item))
      .map((item) => ({ title: item.title, employment_description: item.description, url: item.url })),
  };
}

/**
 * The submitted payload back as the wizard's form (the inverse of {@link toCreateProfileRequest}):
 * what a rejected application reopens with when the wizard never saved a draft of it (issue 19).
 * The files are the uploads the payload names, as the wizard shows them.
 */
export function applicationFormOf(
  profile: CreateProfile,
  files: { photo: UploadedFile | null; resume: UploadedFile | null },
): ApplicationForm {
  return {
    profile_type: profile.profile_type,
    name_or_company: profile.name_or_company,
    contact_name: profile.contact_name,
    current_job_title: profile.current_job_title,
    about_me: profile.about_me,
    profile_picture: files.photo,
    resume: files.resume,
    current_location_country: profile.current_location_country,
    current_location_state: profile.current_location_state,
    current_location_city: profile.current_location_city,
    citizenship_country: profile.citizenship_country,
    english_proficiency: profile.english_proficiency,
    primary_platform: profile.category,
    skills: profile.skill,
    // As a rate is typed: whole dollars bare, otherwise with its cents (85.5 -> '85.50').
    hourly_rate: Number.isInteger(profile.hourly_rate) ? String(profile.hourly_rate) : profile.hourly_rate.toFixed(2),
    availability: profile.availability,
    start_date: profile.start_date,
    development_experience: profile.development_experience,
    worked_as_expert: profile.worked_as_expert,
    skype_profile: profile.skype_user_name,
    linkedin_profile: profile.linkedin_profile,
    portfolio: profile.employments_attributes.map((item) => ({
      title: item.title,
      description: item.employment_description,
      url: item.url,
    })),
    education: profile.educations_attributes.map((item) => ({
      degree: item.degree,
      school: item.school,
      field_of_study: item.area_of_study,
      start_year: item.from_date,
      end_year: item.to_date,
      description: item.education_description,
    })),
    certifications: profile.certifications_attributes.map((item) => ({
      name: item.certification_name,
      issuer: item.issuer,
      issue_date: item.issue_date,
      expiry_date: item.expiry_date,
      credential_id: item.credential_id,
      url: item.certification_link,
    })),
  };
}
