/**
 * The malware scan with the REAL clamscan and a signature database made here (no official
 * database, no network, freshclam never runs). Skipped locally without clamscan; where `CI` is set
 * a missing clamscan fails the suite (`.ci/run` installs clamav).
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { type Loose, multipart } from '../../test/helpers';
import { createScanEngine, findOnPath, type ScanEngineOptions } from './malware-scan';
import { setupScripting } from './test-setup';

const clamscan = await findOnPath('clamscan');
/** `npm test` installs ClamAV and sets CONSOLE_REQUIRE_CLAMAV; CI too: there the tests fail, not skip. */
const required = Boolean(process.env.CI || process.env.CONSOLE_REQUIRE_CLAMAV);

/** A test-only byte string the body signature matches (nothing real contains it). */
const MARKER = 'CONSOLE-CLAMAV-TEST-MARKER-5d1c9e';
const BODY_SIGNATURE = 'Console.Test.Body-1';
/** A file flagged by its MD5 (the hash signature) although nothing in it looks bad. */
const HASHED = 'a harmless-looking tool that the hash list names\n';
const HASH_SIGNATURE = 'Console.Test.Hash-1';

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');
/** ClamAV names a detection by its signature, with `.UNOFFICIAL` for a non-official database. */
const detection = (name: string) => new RegExp(`^${name.replace(/\./g, '\\.')}(\\.UNOFFICIAL)?$`);

describe.skipIf(!clamscan && !required)('ClamAV for real (clamscan, custom signatures)', () => {
  let dir: string;
  let database: string;
  const file = async (name: string, content: string | Buffer) => {
    const path = join(dir, name);
    await writeFile(path, content);
    return path;
  };
  /** clamscan only: a clamdscan on the machine (with or without clamd) is kept out. */
  const engineWith = (options: ScanEngineOptions) =>
    createScanEngine({ clamscanPath: clamscan, clamdscanPath: join(dir, 'no-clamdscan'), ...options });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'clamav-test-'));
    database = join(dir, 'db');
    await mkdir(database);
    const hex = Buffer.from(MARKER, 'latin1').toString('hex');
    await writeFile(join(database, 'console-test.ndb'), `${BODY_SIGNATURE}:0:*:${hex}\n`);
    const md5 = createHash('md5').update(HASHED).digest('hex');
    await writeFile(
      join(database, 'console-test.hdb'),
      `${md5}:${Buffer.byteLength(HASHED)}:${HASH_SIGNATURE}\n`,
    );
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is installed (CI must run these tests)', () => {
    expect(clamscan, 'clamscan is missing: install clamav (.ci/run does)').toBeDefined();
  });

  it('flags a file matching a body or a hash signature, and passes a clean one', async () => {
    const engine = await engineWith({ clamavDatabase: database });
    expect(engine.clamav).toEqual(['clamscan']);
    expect(engine.clamavDatabase).toBe(database);
    expect(engine.clamavNote).toBeUndefined();

    const marked = `release notes\n${MARKER}\nend\n`;
    const body = await engine.scan(await file('marked.txt', marked), sha256(marked));
    expect(body).toEqual({
      status: 'INFECTED',
      detail: expect.stringMatching(detection(BODY_SIGNATURE)),
      engines: ['deny-list', 'eicar', 'clamscan'],
    });
    const hashed = await engine.scan(await file('tool.exe', HASHED), sha256(HASHED));
    expect(hashed.status).toBe('INFECTED');
    expect(hashed.detail).toMatch(detection(HASH_SIGNATURE));

    // The marker cut in two is not the signature.
    const clean = `release notes\n${MARKER.slice(0, 10)} ${MARKER.slice(10)}\n`;
    expect(await engine.scan(await file('clean.txt', clean), sha256(clean))).toEqual({
      status: 'SUCCESS',
      detail: null,
      engines: ['deny-list', 'eicar', 'clamscan'],
    });
  });

  it('skips clamscan in auto mode when the database folder holds no signatures', async () => {
    const empty = join(dir, 'empty-db');
    await mkdir(empty);
    await writeFile(join(empty, 'freshclam.dat'), 'not signatures');
    const engine = await engineWith({ clamavDatabase: empty });
    expect(engine.clamav).toEqual([]);
    expect(engine.clamavNote).toContain(`no signature database in ${empty}`);
    const marked = `x ${MARKER} x`;
    // Not FAILED: the deny list and the EICAR check still decide.
    expect(await engine.scan(await file('unscanned.txt', marked), sha256(marked))).toEqual({
      status: 'SUCCESS',
      detail: null,
      engines: ['deny-list', 'eicar'],
    });
  });

  it('fails the scan when clamscan cannot load the database (the automation stays under review)', async () => {
    const broken = join(dir, 'broken-db');
    await mkdir(broken);
    await writeFile(join(broken, 'broken.ndb'), 'this is not a signature line\n');
    const engine = await engineWith({ clamavDatabase: broken });
    expect(engine.clamav).toEqual(['clamscan']);
    const verdict = await engine.scan(await file('any.txt', 'anything'), sha256('anything'));
    expect(verdict.status).toBe('FAILED');
    expect(verdict.engines).toEqual(['deny-list', 'eicar', 'clamscan']);
    expect(verdict.detail).toMatch(/^clamscan: /);
  });

  describe('through the scripting routes', () => {
    const { server, admin, category } = setupScripting(() => ({
      scripting: {
        scan: {
          clamscanPath: clamscan,
          clamdscanPath: join(dir, 'no-clamdscan'),
          clamavDatabase: database,
        },
      },
      jobs: { autoStart: false },
    }));

    async function transfer(name: string, fileName: string, content: string) {
      const uploaded = await admin.post(
        '/scripting/attachments/upload',
        multipart({ purpose: 'FILE_TRANSFER' }, { name: fileName, content }),
      );
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
      const registered = await admin.post('/scripting/attachments', {
        resourceId: uploaded.body.resourceId,
        purpose: 'FILE_TRANSFER',
        name: fileName,
        mimeType: 'text/plain',
        size: Buffer.byteLength(content),
        extension: '.txt',
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      const created = await admin.post('/scripting/scripts/file-transfer', {
        name,
        language: 'file_transfer',
        operatingSystems: ['Linux'],
        categoriesIds: [category('Onboarding')],
        fileTransferSettings: {
          attachmentId: registered.body.id,
          destination: '/opt/tools',
          runAs: 'system',
          expand: false,
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.script.malwareScanStatus).toBe('PROCESSING');
      return { attachmentId: registered.body.id as number, scriptId: created.body.script.id as number };
    }

    it('lets a clean automation leave review and keeps a flagged one there', async () => {
      expect(server.app.scripting.engine.clamav).toEqual(['clamscan']);
      const clean = await transfer('Clean Notes', 'notes.txt', 'release notes, nothing else\n');
      const flagged = await transfer('Marked Notes', 'marked.txt', `release notes\n${MARKER}\n`);
      await server.app.jobs.drain();

      const attachment = async (id: number) =>
        (await server.db.select().from(t.scriptAttachments).where(eq(t.scriptAttachments.id, id)))[0];
      expect(await attachment(clean.attachmentId)).toMatchObject({ scanStatus: 'SUCCESS', scanDetail: null });
      const bad = await attachment(flagged.attachmentId);
      expect(bad?.scanStatus).toBe('INFECTED');
      expect(bad?.scanDetail).toMatch(detection(BODY_SIGNATURE));

      const names = async (path: string) => ((await admin.get(path)).body as Loose[]).map((a) => a.name);
      expect(await names('/scripting/scripts')).toContain('Clean Notes');
      expect(await names('/scripting/scripts')).not.toContain('Marked Notes');
      expect(await names('/scripting/scripts/malwareScanStatus/INFECTED')).toEqual(['Marked Notes']);
      expect((await admin.get(`/scripting/scripts/${clean.scriptId}`)).body.script.malwareScanStatus).toBe(
        'SUCCESS',
      );
      expect((await admin.get(`/scripting/scripts/${flagged.scriptId}`)).body.script.malwareScanStatus).toBe(
        'INFECTED',
      );
    });
  });
});
