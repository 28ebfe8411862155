import { z } from 'zod';
import { englishProficiencyOptions, platformOptions } from '../constants.ts';
import { expertProfileServerMessages } from '../expertProfileTexts.ts';
import {
  APPLICATION_MAX_BLOCKS,
  certificationAttributesSchema,
  educationAttributesSchema,
  employmentAttributesSchema,
} from './application.ts';
import { formInteger, isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';
import { countrySchema } from './users.ts';

/** `GET /countries`: the location list of sign-up (United States is id 231). */
export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) });

/** Spec document 1, section 2: roles and skills popups show a name and an image. */
export const techRoleSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().min(1),
  image_url: z.string().min(1),
});
export const techRolesResponseSchema = z.object({ tech_roles: z.array(techRoleSchema) });

export const skillSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  /** The platforms it belongs to (issue 19: editable on /platforms); none: every platform's. */
  platforms: z.array(z.enum(platformOptions)),
  image_url: z.string().min(1),
});
export type Skill = z.infer<typeof skillSchema>;
/** `GET /jobs/fetch_tech_skill` (spec: response skills): the offered (not retired) skills. */
export const skillsResponseSchema = z.object({ skills: z.array(skillSchema) });

/**
 * A freelancer as public listings show one. Names follow the profile's search-engine privacy
 * (spec document 1, section 3): first name and last initial.
 */
export const freelancerCardSchema = z.object({
  uuid: z.uuid(),
  display_name: z.string().min(1),
  current_job_title: z.string(),
  about_me: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  /** US dollars an hour, two decimals. */
  hourly_rate: z.number().nonnegative(),
  primary_platform: z.enum(platformOptions),
  skills: z.array(z.string()),
  rating: z.number().min(0).max(5),
  reviews_count: z.number().int().nonnegative(),
  profile_picture: z.string().nullable(),
  experience: z.string().nullable(),
  availability: z.string().nullable(),
});
export type FreelancerCard = z.infer<typeof freelancerCardSchema>;

/** `GET /freelancer_details/{id}`: `id` is the profile's uuid, the one its cards carry. */
export const freelancerDetailsParamsSchema = z.object({
  id: z.uuid({ error: expertProfileServerMessages.invalidId }),
});

/**
 * An approved expert's public profile (spec document 2, section 7: `GET /freelancer_details/{id}`):
 * the card, and what the application wizard stored that a visitor may see (spec document 1,
 * sections 3 and 5): the state of the location, the language, the step-5 blocks (education,
 * certifications and the portfolio, named as the submitted payload names them) and when the expert
 * joined. Never an email, phone, resume, birth date, internal id, the review status or the coding
 * test.
 */
export const freelancerDetailsSchema = freelancerCardSchema.extend({
  state: z.string().nullable(),
  english_proficiency: z.enum(englishProficiencyOptions).nullable(),
  educations: z.array(educationAttributesSchema).max(APPLICATION_MAX_BLOCKS),
  certifications: z.array(certificationAttributesSchema).max(APPLICATION_MAX_BLOCKS),
  /** The portfolio (spec document 1, section 3: employments_attributes). */
  employments: z.array(employmentAttributesSchema).max(APPLICATION_MAX_BLOCKS),
  /** When the expert's account was created. */
  member_since: isoDateTime,
});
export type FreelancerDetails = z.output<typeof freelancerDetailsSchema>;
export const freelancerDetailsResponseSchema = z.object({ freelancer: freelancerDetailsSchema });
export type FreelancerDetailsResponse = z.output<typeof freelancerDetailsResponseSchema>;

/** `GET /profiles/sample_profiles`: the landing page's featured architects. */
export const sampleProfilesResponseSchema = z.object({ profiles: z.array(freelancerCardSchema) });

/** `GET /welcome`: the public overview of the marketplace, live from the listings. */
export const welcomeQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  authorize: z.string().optional(),
});
export const welcomeResponseSchema = z.object({
  stats: z.object({
    freelancers_count: z.number().int().nonnegative(),
    average_rating: z.number().min(0).max(5),
    platforms: z.array(z.object({ platform: z.enum(platformOptions), count: z.number().int().nonnegative() })),
  }),
  featured: z.array(freelancerCardSchema),
});

export const freelancerSortOptions = ['relevance', 'rating', 'rate_asc', 'rate_desc', 'newest'] as const;

/** `GET /welcome/find_freelancers` (spec: search params, page, authorize): no token needed. */
export const findFreelancersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  search_freelancers: z.string().trim().max(100).optional(),
  platform: z.enum(platformOptions).optional(),
  skill: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  min_rate: formInteger.pipe(z.number().int().min(0).max(100_000)).optional(),
  max_rate: formInteger.pipe(z.number().int().min(0).max(100_000)).optional(),
  sort_by: z.enum(freelancerSortOptions).optional(),
  /** The client's "no token needed" flag (spec: authorize false); accepted and ignored. */
  authorize: z.string().optional(),
});
export type FindFreelancersQuery = z.input<typeof findFreelancersQuerySchema>;
export const findFreelancersResponseSchema = paginationSchema.extend({ records: z.array(freelancerCardSchema) });

/** `GET /contact_experts?data=`: the top experts for a platform or skill (advisory pages). */
export const contactExpertsQuerySchema = z.object({ data: z.string().trim().min(1).max(100) });
export const contactExpertsResponseSchema = z.object({ experts: z.array(freelancerCardSchema) });

/** `GET /template_details?template_name=`: a published content template (terms, privacy policy...). */
export const templateDetailsQuerySchema = z.object({
  template_name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,64}$/),
});
export const templateDetailsResponseSchema = z.object({
  template: z.object({
    name: z.string().min(1),
    title: z.string().min(1),
    body: z.string().min(1),
    updated_at: isoDateTime,
  }),
});
