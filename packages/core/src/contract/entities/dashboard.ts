import { z } from 'zod';
import { healthStatusSchema, nodeClassSchema } from './node';

/** A job running on a device (the organization dashboard's runningJobs). */
export const runningJobSchema = z.object({
  id: z.number().int(),
  jobType: z.string(),
  name: z.string(),
  status: z.enum(['QUEUED', 'RUNNING']),
  nodeId: z.number().int().nullable(),
  nodeName: z.string().nullable(),
  /** Epoch seconds. */
  startTime: z.number(),
});
export type RunningJob = z.infer<typeof runningJobSchema>;

/** Device counts of an organization (or one of its locations). */
export const systemHealthSchema = z.object({
  totalDevices: z.number().int(),
  up: z.number().int(),
  down: z.number().int(),
  inMaintenance: z.number().int(),
  pendingApproval: z.number().int(),
  byHealthStatus: z.record(healthStatusSchema, z.number().int()),
  byNodeClass: z.array(
    z.object({
      nodeClass: nodeClassSchema,
      total: z.number().int(),
      up: z.number().int(),
      down: z.number().int(),
    }),
  ),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

/** GET /query/v2/customerdashboard/{id}?location= (002 §7): runningJobs and systemHealth. */
export const customerDashboardSchema = z.object({
  clientId: z.number().int(),
  locationId: z.number().int().nullable(),
  runningJobs: z.array(runningJobSchema),
  systemHealth: systemHealthSchema,
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;
