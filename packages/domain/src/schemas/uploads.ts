import { z } from 'zod';
import { applicationLimits } from '../constants.ts';
import { uploadedFileSchema } from './application.ts';

/**
 * Uploads (spec document 1, sections 2, 5 and 9): the application's profile photo and resume.
 * The file goes up on its own call, before the form is saved, and the form keeps its id.
 */
export const uploadKinds = ['photo', 'resume'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** `5242880` → '5MB', as the spec's messages write a limit. */
const megabytes = (bytes: number) => `${String(bytes / (1024 * 1024))}MB`;

/**
 * Per kind: the byte cap, its label in the messages, the media types the file's own bytes may
 * show (not what the browser claims), and the formats the refusal names.
 */
export const uploadRules = {
  photo: {
    maxBytes: applicationLimits.photoMaxBytes,
    limit: megabytes(applicationLimits.photoMaxBytes),
    types: applicationLimits.photoTypes,
    formats: applicationLimits.photoFormats,
  },
  resume: {
    maxBytes: applicationLimits.resumeMaxBytes,
    limit: megabytes(applicationLimits.resumeMaxBytes),
    types: applicationLimits.resumeTypes,
    formats: applicationLimits.resumeFormats,
  },
} as const satisfies Record<UploadKind, { maxBytes: number; limit: string; types: readonly string[]; formats: string }>;

/**
 * A file's bytes: a multipart file field, or a whole answer that is a file rather than JSON. The
 * client holds them as a `Blob` (a `File` keeps its name); `/openapi.json` shows binary.
 */
export const fileBytesSchema = z.instanceof(Blob).meta({ type: 'string', format: 'binary' });

/** `POST /uploads?kind=photo|resume`: what the file is for (known before a byte of it is read). */
export const uploadFileQuerySchema = z.object({ kind: z.enum(uploadKinds) });
/** One file, in the multipart field `file`. */
export const uploadFileRequestSchema = z.object({ file: fileBytesSchema });
export const uploadFileResponseSchema = z.object({ upload: uploadedFileSchema });
export type UploadFileResponse = z.infer<typeof uploadFileResponseSchema>;

/** `GET /uploads/:id` */
export const uploadParamsSchema = z.object({ id: z.uuid() });

/** Every media type a stored upload can have (what `GET /uploads/:id` may answer with). */
export const uploadMediaTypes = [...uploadRules.photo.types, ...uploadRules.resume.types] as const;
