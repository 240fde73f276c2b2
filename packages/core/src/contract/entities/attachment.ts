import { z } from 'zod';

/** Upload states of an attachment (000 §3.8, §4.5). */
export const uploadStatusSchema = z.enum(['PROCESSING', 'FAILURE', 'SUSPICIOUS', 'SUCCESS']);
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/** Largest attachment a user may upload (000 §4.5, §9). */
export const ATTACHMENT_MAX_BYTES = 104_857_600;

/** An attachment (000 §3.8; 001 §3; 002 §3). */
export const attachmentSchema = z.object({
  id: z.number().int(),
  contentId: z.string().nullish(),
  uploadStatus: uploadStatusSchema,
  disposition: z.enum(['ATTACHMENT', 'INLINE']).nullish(),
  metadata: z.object({
    name: z.string(),
    mimeType: z.string().nullish(),
    size: z.number().int().nonnegative(),
    extension: z.string().nullish(),
  }),
  url: z.string().nullish(),
  signedUrl: z.string().nullish(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
