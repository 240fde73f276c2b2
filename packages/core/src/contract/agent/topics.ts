/** Realtime topics of the agent gateway: a device's connection status and its device jobs. */
import { z } from 'zod';
import { topicIdParams } from '../topics/common';
import { defineTopic } from '../topics/define';

/** A device's agent connected, disconnected or missed its heartbeats. */
export const deviceStatusEventSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int().nullable(),
  isUp: z.boolean(),
  /** ISO time of the last message from the agent, null when it never spoke. */
  lastContact: z.string().nullable(),
});

/** This device went online or offline (technicians who may view the device). */
export const deviceStatusTopic = defineTopic({
  name: 'device.{id}.status',
  summary: "The device's agent connected, disconnected or missed its heartbeats.",
  params: topicIdParams,
  event: deviceStatusEventSchema,
  scope: { kind: 'device', param: 'id' },
});

/** A device job changed state, or its output grew (the tail of the output is carried). */
export const deviceJobEventSchema = z.object({
  jobId: z.number().int(),
  nodeId: z.number().int(),
  status: z.enum(['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED']),
  exitCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** The last characters of the output (at most 2,000): read the job for the whole text. */
  outputTail: z.string().max(2_000),
});

/** The device jobs of this device (technicians who may view the device). */
export const deviceJobsTopic = defineTopic({
  name: 'device.{id}.jobs',
  summary: 'A job of this device was queued, started, printed output or ended.',
  params: topicIdParams,
  event: deviceJobEventSchema,
  scope: { kind: 'device', param: 'id' },
});
