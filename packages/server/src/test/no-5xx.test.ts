/**
 * Each class of 5xx issue 14 found, on the routes it was found on: NUL in stored text, integers
 * beyond the column type, lone surrogates in stored JSON, the poisoned recent searches and the
 * unbounded ticket template content. Each answers 400 with the catalogue's text and writes nothing.
 */
import { type AnyEndpoint, defaultMessages } from '@console/core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema';
import { setupDemoServer, snapshot, type TestResponse } from './helpers';
import { allEndpoints, buildSamples, type Sample, urlOf } from './samples';

const { server, admin } = setupDemoServer('admin');
let samples: Record<string, Sample>;

beforeAll(async () => {
  samples = await buildSamples(server);
});

/** Calls a route with its sample, the body changed by `change`. */
async function call(key: string, change: (body: Record<string, unknown>) => unknown): Promise<TestResponse> {
  const endpoint = allEndpoints.find((e) => `${e.method} ${e.path}` === key) as AnyEndpoint;
  const sample = samples[key] as Sample;
  const body = change(structuredClone(sample.body) as Record<string, unknown>);
  server.clock.advance(30_000); // a fresh TOTP step for each MFA call
  const path = endpoint.mfa ? `/mfa${endpoint.path}` : endpoint.path;
  return admin.request(endpoint.method, urlOf(path, sample.params, sample.query), body, {
    ...(endpoint.mfa ? { mfaCode: admin.code() } : {}),
  });
}

/** Expects a 400 VALIDATION_ERROR with `text` and no write. */
async function expectRefused(
  key: string,
  change: (body: Record<string, unknown>) => unknown,
  text: string,
): Promise<void> {
  const before = await snapshot(server.db);
  const response = await call(key, change);
  expect({ key, status: response.status, code: response.body?.resultCode }).toEqual({
    key,
    status: 400,
    code: 'VALIDATION_ERROR',
  });
  expect({ key, messages: response.body.issues.map((issue: { message: string }) => issue.message) }).toEqual({
    key,
    messages: expect.arrayContaining([text]),
  });
  expect(await snapshot(server.db)).toEqual(before);
}

const INVALID = defaultMessages['errors.validation.invalidCharacters'];
const OUT_OF_RANGE = 'Must be between 1 and 2147483647';

describe('given input PostgreSQL cannot store', () => {
  it('refuses a NUL character in stored text', async () => {
    const nul = (text: string) => `${text}\u0000`;
    await expectRefused('POST /client', (body) => ({ ...body, name: nul('Acme') }), INVALID);
    await expectRefused('POST /noderole', (body) => ({ ...body, name: nul('Role') }), INVALID);
    await expectRefused('POST /tickettemplate/', (body) => ({ ...body, name: nul('Template') }), INVALID);
    await expectRefused('POST /scripting/categories', () => ({ name: nul('Category') }), INVALID);
    await expectRefused('POST /apikeypair', (body) => ({ ...body, name: nul('Key') }), INVALID);
    await expectRefused('POST /qsearch/recent', (body) => ({ ...body, description: nul('x') }), INVALID);
  });

  it('refuses integers beyond the column type', async () => {
    const big = 2 ** 31;
    await expectRefused(
      'POST /scripting/scripts',
      (body) => ({ ...body, categoriesIds: [big] }),
      OUT_OF_RANGE,
    );
    await expectRefused('PATCH /appuser/application-announcement', () => big, OUT_OF_RANGE);
    await expectRefused(
      'PUT /divisionconfig/psa',
      () => ({ content: { defaultTicketTemplateId: big } }),
      OUT_OF_RANGE,
    );
    await expectRefused(
      'PUT /scripting/scripts/upload-application',
      (body) => ({
        ...body,
        binaryInstallSettings: {
          ...(body.binaryInstallSettings as object),
          runnableAttachmentId: big,
        },
      }),
      OUT_OF_RANGE,
    );
    await expectRefused(
      'PUT /scripting/scripts/file-transfer',
      (body) => ({
        ...body,
        fileTransferSettings: { ...(body.fileTransferSettings as object), attachmentId: big },
      }),
      OUT_OF_RANGE,
    );
  });

  it('refuses a lone surrogate in stored JSON', async () => {
    const lone = 'a\ud800b';
    await expectRefused(
      'PUT /userrole',
      (body) => ({ ...body, permissions: [{ type: 'DEVICE', name: lone }] }),
      INVALID,
    );
    await expectRefused(
      'PUT /tickettemplate/{id}',
      (body) => ({ ...body, content: { Priority: lone } }),
      INVALID,
    );
    await expectRefused(
      'POST /qsearch/recent',
      (body) => ({ ...body, details: { clientName: lone } }),
      INVALID,
    );
    await expectRefused(
      'PUT /scripting/scripts/run-application',
      (body) => ({
        ...body,
        binaryRunSettings: { ...(body.binaryRunSettings as object), runnableLocalPath: lone },
      }),
      INVALID,
    );
  });

  it('bounds a ticket template content', async () => {
    await expectRefused(
      'POST /tickettemplate/',
      (body) => ({ ...body, content: { ticketTitleCustomText: 'x'.repeat(1_000_000) } }),
      'Must be at most 20000 characters long in total',
    );
  });
});

describe('given recent searches', () => {
  it('refuses a negative id', async () => {
    await expectRefused(
      'POST /qsearch/recent',
      (body) => ({ ...body, id: -1 }),
      defaultMessages['errors.validation.positiveNumber'],
    );
  });

  it('lists the good entries when a stored one no longer fits the contract', async () => {
    const good = await admin.post('/qsearch/recent', samples['POST /qsearch/recent']?.body);
    expect(good.status).toBe(200);
    const session = await admin.get('/auth/session');
    const [division] = await server.db.select().from(t.divisions).limit(1);
    // A row as an older server stored it from `{ id: -1 }`.
    await server.db.insert(t.recentSearches).values({
      divisionId: session.body.division?.id ?? division?.id,
      userId: session.body.user.id,
      type: 'DEVICE',
      entityKey: '-1',
      name: 'Poisoned',
      details: null,
    });
    const listed = await admin.get('/qsearch/recent');
    expect(listed.status).toBe(200);
    expect(listed.body.map((recent: { name: string }) => recent.name)).toEqual(['Contoso Health']);
  });
});
