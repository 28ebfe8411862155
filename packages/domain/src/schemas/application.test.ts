import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicationMessages } from '../messages.ts';
import { buildApplicationForm } from '../mocks/fixtures/application.ts';
import {
  applicationErrors,
  applicationFormOf,
  applicationFormSchema,
  applicationStepErrors,
  createProfileRequestSchema,
  emptyApplicationForm,
  hourlyRateError,
  SEARCH_ENGINE_PRIVACY,
  toCreateProfileRequest,
  type ApplicationForm,
} from './application.ts';

const resume = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'cv.pdf', size: 1200, type: 'application/pdf' };

/** A form every step of which validates: the fixture freelancer's, without a photo or blocks. */
function completeForm(): ApplicationForm {
  return buildApplicationForm({
    resume,
    profile_picture: null,
    skills: ['AWS Lambda', 'Terraform', 'Kubernetes'],
    hourly_rate: '85.50',
    linkedin_profile: '',
    portfolio: [],
    education: [],
    certifications: [],
  });
}

describe('the application steps (spec document 1, section 5)', () => {
  it('step 1 names every missing field with its message', () => {
    expect(applicationStepErrors(1, emptyApplicationForm())).toEqual({
      name_or_company: applicationMessages.nameOrCompanyRequired,
      current_job_title: applicationMessages.currentJobTitleRequired,
      about_me: applicationMessages.aboutMeTooShort,
      resume: applicationMessages.resumeRequired,
      current_location_country: applicationMessages.countryRequired,
      current_location_city: applicationMessages.cityRequired,
      citizenship_country: applicationMessages.citizenshipRequired,
      english_proficiency: applicationMessages.languageProficiencyRequired,
    });
  });

  it('About Me needs 50 characters, not counting the spaces around it', () => {
    const form = completeForm();
    expect(applicationStepErrors(1, { ...form, about_me: `  ${'a'.repeat(49)}  ` }).about_me).toBe(
      applicationMessages.aboutMeTooShort,
    );
    expect(applicationStepErrors(1, { ...form, about_me: 'a'.repeat(50) })).toEqual({});
  });

  it('blank text counts as missing', () => {
    expect(applicationStepErrors(1, { ...completeForm(), current_location_city: '   ' })).toEqual({
      current_location_city: applicationMessages.cityRequired,
    });
  });

  it('step 2 needs a platform and at least 3 skills', () => {
    expect(applicationStepErrors(2, emptyApplicationForm())).toEqual({
      primary_platform: applicationMessages.primaryPlatformRequired,
      skills: applicationMessages.skillsTooFew,
    });
    expect(applicationStepErrors(2, { ...completeForm(), skills: ['AWS', 'GCP'] })).toEqual({
      skills: applicationMessages.skillsTooFew,
    });
  });

  it.each([
    ['', applicationMessages.hourlyRateInvalid],
    ['abc', applicationMessages.hourlyRateInvalid],
    ['0', applicationMessages.hourlyRateInvalid],
    ['-5', applicationMessages.hourlyRateInvalid],
    ['12.345', applicationMessages.hourlyRateInvalid],
    ['1e3', applicationMessages.hourlyRateInvalid],
    ['4.99', applicationMessages.hourlyRateTooLow],
    ['1000.01', applicationMessages.hourlyRateTooHigh],
    ['5', undefined],
    ['1000', undefined],
    [' 33.9 ', undefined],
  ])('step 3: the rate %j gives %j', (rate, message) => {
    expect(applicationStepErrors(3, { ...completeForm(), hourly_rate: rate }).hourly_rate).toBe(message);
  });

  it('step 3 accepts exactly the rates of whole cents from $5 to $1000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), (cents) => {
        const typed = (cents / 100).toFixed(2);
        const valid = cents >= 500 && cents <= 100_000;
        expect(hourlyRateError(typed) === undefined).toBe(valid);
      }),
    );
  });

  it('steps 4 and 5 need their choices', () => {
    expect(applicationStepErrors(4, emptyApplicationForm())).toEqual({
      availability: applicationMessages.availabilityRequired,
      start_date: applicationMessages.startDateRequired,
    });
    expect(applicationStepErrors(5, emptyApplicationForm())).toEqual({
      development_experience: applicationMessages.experienceRequired,
      worked_as_expert: applicationMessages.workedAsExpertRequired,
    });
    expect(applicationStepErrors(5, { ...completeForm(), worked_as_expert: false })).toEqual({});
  });

  it('names the first step with errors', () => {
    expect(applicationErrors(completeForm())).toEqual({ errors: {}, firstStep: undefined });
    const { errors, firstStep } = applicationErrors({ ...completeForm(), skills: [], availability: '' });
    expect(firstStep).toBe(2);
    expect(Object.keys(errors)).toEqual(['skills', 'availability']);
  });
});

/** Blocks of step 5 as the wizard holds them, filled in. */
const portfolioItem = { title: 'Landing zone', description: '40 accounts', url: 'https://example.com/lz' };
const educationItem = {
  degree: 'BSc',
  school: 'UCL',
  field_of_study: 'Maths',
  start_year: '2008',
  end_year: '2011',
  description: '',
};
const certificationItem = {
  name: 'AWS SA Pro',
  issuer: 'AWS',
  issue_date: '2024-01-10',
  expiry_date: '',
  credential_id: 'X1',
  url: '',
};

describe('the submitted payload (spec document 1, section 3)', () => {
  it('maps the form: category, joined skills, fixed privacy, the blocks renamed, blank blocks dropped', () => {
    const form: ApplicationForm = {
      ...completeForm(),
      skype_profile: ' ada.l ',
      portfolio: [portfolioItem, { title: '', description: ' ', url: '' }],
      education: [educationItem],
      certifications: [certificationItem],
    };
    const payload = createProfileRequestSchema.parse(toCreateProfileRequest(form));
    expect(payload).toMatchObject({
      category: 'Amazon',
      skill: ['AWS Lambda', 'Terraform', 'Kubernetes'],
      hourly_rate: 85.5,
      resume: resume.id,
      profile_picture: null,
      contact_name: '',
      skype_user_name: 'ada.l',
      search_engine_privacy: SEARCH_ENGINE_PRIVACY,
      employments_attributes: [
        { title: 'Landing zone', employment_description: '40 accounts', url: 'https://example.com/lz' },
      ],
      educations_attributes: [
        {
          degree: 'BSc',
          school: 'UCL',
          area_of_study: 'Maths',
          from_date: '2008',
          to_date: '2011',
          education_description: '',
        },
      ],
      certifications_attributes: [
        {
          certification_name: 'AWS SA Pro',
          issuer: 'AWS',
          issue_date: '2024-01-10',
          expiry_date: '',
          credential_id: 'X1',
          certification_link: '',
        },
      ],
    });
  });

  it('refuses a payload that breaks a step rule, with the spec message', () => {
    const payload = { ...toCreateProfileRequest(completeForm()), hourly_rate: 4, skill: 'AWS,,GCP' };
    const result = createProfileRequestSchema.safeParse(payload);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['skill', applicationMessages.skillsTooFew],
      ['hourly_rate', applicationMessages.hourlyRateTooLow],
    ]);
  });

  it('reads back as the form it was made from (a reopened application without a draft)', () => {
    const form: ApplicationForm = {
      ...completeForm(),
      profile_type: 'company',
      contact_name: 'Grace',
      portfolio: [portfolioItem],
      education: [educationItem],
      certifications: [certificationItem],
    };
    const payload = createProfileRequestSchema.parse(toCreateProfileRequest(form));
    expect(applicationFormOf(payload, { photo: null, resume })).toEqual(form);
  });

  it('keeps a company contact name only for a company', () => {
    const company = { ...completeForm(), profile_type: 'company' as const, contact_name: 'Grace' };
    expect(toCreateProfileRequest(company).contact_name).toBe('Grace');
    expect(toCreateProfileRequest({ ...company, profile_type: 'individual' }).contact_name).toBe('');
  });

  it('a draft keeps whatever was typed, within bounds', () => {
    expect(applicationFormSchema.safeParse({ ...emptyApplicationForm(), hourly_rate: '12.345' }).success).toBe(true);
    expect(applicationFormSchema.safeParse({ ...emptyApplicationForm(), about_me: 'x'.repeat(5001) }).success).toBe(
      false,
    );
    expect(applicationFormSchema.safeParse({ ...emptyApplicationForm(), primary_platform: 'Azure' }).success).toBe(
      false,
    );
  });
});
