/** The ad hoc run of an automation on devices (002 §7): one device job per device. */
import {
  type AgentVariableValue,
  type OperatingSystem,
  type VariableValue,
  validateAppliedAutomation,
} from '@console/core';
import { and, eq, inArray } from 'drizzle-orm';
import { appAutomationPayload } from '../../agents/automation-files';
import { automationPayload } from '../../agents/automation-payload';
import { createDeviceJobs } from '../../agents/device-jobs';
import { deviceJobs, nodes } from '../../db/schema';
import { ApiError, ensure, invalidReference, message } from '../../http/errors';
import { REVIEW_STATES, scanStatesOf } from './queries';
import { checkRunAs } from './run-as';
import { type Ctx, issueError, permissionScript, requireScript, userName } from './service-context';

// ── ad hoc run (002 §7) ─────────────────────────────────────────────────────

/**
 * POST /scripting/scripts/{id}/run: `canRunScripts`, each device visible; an automation under
 * review cannot run (422). The apply-parameters rules (001 §5) are checked with the shared
 * validator. Each device gets a job 'User {{appUserName}} requested start of automation {{scriptName}}'.
 */
export async function runAutomation(ctx: Ctx<'run'>) {
  const { body, auth } = ctx;
  const row = await requireScript(ctx, ctx.params.id);
  ensure(auth.can.canRunScripts(permissionScript(row)));
  const state = (await scanStatesOf(ctx.db, auth.division.id, [row.id])).get(row.id);
  if (state && REVIEW_STATES.has(state)) {
    throw new ApiError(422, 'AUTOMATION_UNDER_REVIEW', message('records.automationUnderReview'));
  }
  const values: Record<string, VariableValue> = {};
  for (const [key, value] of Object.entries(body.parameters)) {
    if (
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean' ||
      value === null
    ) {
      values[key] = value;
    } else if (Array.isArray(value)) values[key] = value.map(String);
  }
  for (const variable of body.scriptVariables) {
    const key = variable.calculatedName || variable.name;
    if (values[key] === undefined && variable.value !== undefined)
      values[key] = variable.value as VariableValue;
  }
  const issues = validateAppliedAutomation({
    runAs: body.parameters.runAs,
    language: row.language,
    variables: row.scriptVariables as {
      name: string;
      calculatedName?: string;
      type: string;
      required?: boolean;
    }[],
    values,
  });
  const [first] = Object.entries(issues);
  if (first) throw issueError(first[0] === 'runAs' ? 'parameters.runAs' : `parameters.${first[0]}`, first[1]);
  await checkRunAs(ctx, row.operatingSystems as OperatingSystem[], body.parameters.runAs, 'parameters.runAs');
  const nodeIds = [...new Set(body.nodeIds)];
  const found = await ctx.db
    .select({
      id: nodes.id,
      clientId: nodes.clientId,
      nodeClass: nodes.nodeClass,
      nodeRoleId: nodes.nodeRoleId,
    })
    .from(nodes)
    .where(and(eq(nodes.divisionId, auth.division.id), inArray(nodes.id, nodeIds)));
  if (found.length !== nodeIds.length) throw invalidReference('nodeIds');
  for (const node of found) ensure(auth.can.canViewDevice(node));
  const name = message('records.job.adhocAutomation', { appUserName: userName(auth), scriptName: row.name });
  // What the agents run (issue 13): every automation kind but native ones carries its payload; a
  // file transfer's or an install's file goes as a signed link with its SHA-256.
  const payload =
    automationPayload(row, body.parameters, values as Record<string, AgentVariableValue>) ??
    (await appAutomationPayload(
      ctx.db,
      auth.division.id,
      row,
      body.parameters,
      ctx.request.server.scripting?.signer,
      ctx.now,
    ));
  if (payload) {
    const jobIds = await createDeviceJobs(
      ctx.db,
      found.map((node) => ({
        divisionId: auth.division.id,
        nodeId: node.id,
        name,
        payload,
        requestedBy: userName(auth),
      })),
      ctx.now,
    );
    // Offered at once after the answer (the transaction has committed by then); the poll is the fallback.
    ctx.reply.raw.once(
      'finish',
      () => void ctx.request.server.agents?.dispatch(nodeIds).catch(() => undefined),
    );
    return { resultCode: 'SUCCESS' as const, jobIds };
  }
  const created = await ctx.db
    .insert(deviceJobs)
    .values(
      found.map((node) => ({
        divisionId: auth.division.id,
        clientId: node.clientId,
        nodeId: node.id,
        jobType: 'SCRIPT',
        name,
        status: 'QUEUED' as const,
        startedAt: ctx.now,
      })),
    )
    .returning({ id: deviceJobs.id });
  return { resultCode: 'SUCCESS' as const, jobIds: created.map((job) => job.id) };
}
