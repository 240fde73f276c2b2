import { z } from 'zod';
import { malwareScanStateSchema } from '../entities/automation';
import { defineTopic } from './define';

/** Malware scan results of automation files (001 §3). */
export const scriptingMalwareScanTopic = defineTopic({
  name: 'scripting.malware-scan',
  summary: "A file's malware scan finished: its state and its automation's (the worst of its files').",
  event: z.object({
    attachmentId: z.number().int(),
    scanStatus: malwareScanStateSchema,
    /** The automation the file belongs to; `null` while the uploader has not saved it yet. */
    scriptId: z.number().int().nullable(),
    /** The automation's state: the worst of its files'. */
    scriptScanStatus: malwareScanStateSchema.nullable(),
  }),
  scope: {
    kind: 'technician',
    allow: (can) => can.canReadAtLeastOneScript || can.canCreateAtLeastOneScript,
  },
});
