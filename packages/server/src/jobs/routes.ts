/** `GET /backgroundjob/{id}`: a job's state for the user who enqueued it (widgets' `useJob`). */
import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { registerEndpoint } from '../http/register';
import { findOwnJob, jobView } from './queue';

/** Registers the job endpoints. Another user's job answers 404, as a missing one does. */
export function registerJobRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.jobs.get, async (ctx) => {
    const row = await findOwnJob(ctx.db, ctx.params.id, ctx.auth.user.id);
    if (!row) throw notFound();
    return jobView(row);
  });
}
