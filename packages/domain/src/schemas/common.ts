import { z } from 'zod';

/** A plain `{ message }` answer. */
export const messageResponseSchema = z.object({ message: z.string().min(1) });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Trimmed text that must not be empty after trimming. */
export const requiredText = (max = 255) => z.string().trim().min(1).max(max);

/** An email address, trimmed and lower-cased (the form checks the spec's own wording first). */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

/**
 * A boolean sent as JSON or as a form field ("true"/"false", "1"/"0", "on"): sign-up and login are
 * form data (spec document 1, section 7), where every value is a string.
 */
export const formBooleanWith = (error?: string) =>
  z.union(
    [
      z.boolean(),
      z
        .enum(['true', 'false', '1', '0', 'on', 'off'])
        .transform((value) => value === 'true' || value === '1' || value === 'on'),
    ],
    error === undefined ? undefined : { error },
  );
export const formBoolean = formBooleanWith();

/** An integer sent as JSON or as a form/query string. */
export const formInteger = z
  .union([
    z.number().int(),
    z
      .string()
      .trim()
      .regex(/^-?\d+$/)
      .transform(Number),
  ])
  .pipe(z.number().int());

/** A numeric record id in a path. */
export const idParamsSchema = z.object({ id: formInteger.pipe(z.number().int().positive()) });

/** An email field with the form's own messages for empty and malformed. */
export const emailField = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .toLowerCase()
    .pipe(z.email({ error: invalidMessage }).max(254, { error: invalidMessage }));

/** Page of a list: 1-based, at most 50 a page. */
export const pageQuerySchema = z.object({
  page: formInteger.pipe(z.number().int().min(1).max(10_000)).optional(),
  per_page: formInteger.pipe(z.number().int().min(1).max(50)).optional(),
});

export const paginationSchema = z.object({
  current_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total_count: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
});

export const isoDateTime = z.iso.datetime({ offset: true });
