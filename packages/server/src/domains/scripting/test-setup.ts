/**
 * The frame of the scripting test files: the demo server (ClamAV off unless the options say
 * otherwise), the admin signed in, the demo ids, the seeded script categories by name, and look-ups
 * and fixtures the automation routes need.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import * as t from '../../db/schema';
import {
  type DemoSuite,
  type Loose,
  setupDemoServerWith,
  type TestAgent,
  type TestServerOptions,
} from '../../test/helpers';

/** What {@link setupScripting} readies for a test file. */
export interface ScriptingSuite extends DemoSuite<'admin'> {
  /** The id of the demo category named `name` (as seeded). */
  category(name: string): number;
  /** The demo automation named `name`. */
  script(name: string): Promise<typeof t.scripts.$inferSelect>;
  /**
   * A registered upload of `agent`'s user, already scanned, as the save routes expect: a
   * file-transfer `tools.zip` unless `values` say otherwise. Answers its id.
   */
  readyAttachment(
    agent: TestAgent,
    values?: Partial<typeof t.scriptAttachments.$inferInsert>,
  ): Promise<number>;
  /**
   * A file-transfer save body ("Deploy Support Tools" to C:\ProgramData\Support, Onboarding) over
   * the attachment `attachmentId`; `patch` overrides fields and file-transfer settings.
   */
  fileTransfer(attachmentId: number, patch?: Loose): Loose;
}

/**
 * Before all tests of the file (or describe block) it is called in, a server on a fresh demo
 * database with `options` (by default the malware scan without ClamAV; a function is read when the
 * server starts), the admin signed in and the categories read; after them, the server closed.
 * @example const { server, admin, category } = setupScripting();
 */
export function setupScripting(options: TestServerOptions | (() => TestServerOptions) = {}): ScriptingSuite {
  const suite = setupDemoServerWith(
    () => ({
      scripting: { scan: { clamav: 'off' } },
      ...(typeof options === 'function' ? options() : options),
    }),
    'admin',
  );
  const { server, ids } = suite;
  const categories = new Map<string, number>();
  beforeAll(async () => {
    const rows = await server.db
      .select()
      .from(t.scriptCategories)
      .where(eq(t.scriptCategories.divisionId, ids.division.id));
    for (const row of rows) categories.set(row.name, row.id);
  });

  const category = (name: string) => {
    const id = categories.get(name);
    if (id === undefined) throw new Error(`no category ${name}`);
    return id;
  };
  return {
    ...suite,
    category,
    fileTransfer: (attachmentId, patch = {}) => ({
      name: 'Deploy Support Tools',
      description: 'Copies the support tools',
      language: 'file_transfer',
      operatingSystems: ['Windows'],
      architecture: ['64', '32'],
      categoriesIds: [category('Onboarding')],
      scriptParameters: [],
      ...patch,
      fileTransferSettings: {
        attachmentId,
        destination: 'C:\\ProgramData\\Support',
        runAs: 'system',
        expand: true,
        ...patch.fileTransferSettings,
      },
    }),
    async script(name) {
      const [row] = await server.db
        .select()
        .from(t.scripts)
        .where(and(eq(t.scripts.divisionId, ids.division.id), eq(t.scripts.name, name)));
      if (!row) throw new Error(`no script ${name}`);
      return row;
    },
    async readyAttachment(agent, values = {}) {
      const session = (await agent.get('/auth/session')).body;
      const [user] = await server.db.select().from(t.users).where(eq(t.users.email, session.user.email));
      const [row] = await server.db
        .insert(t.scriptAttachments)
        .values({
          divisionId: ids.division.id,
          purpose: 'FILE_TRANSFER',
          resourceId: crypto.randomUUID(),
          fileName: 'tools.zip',
          extension: '.zip',
          size: 2048,
          sha256: 'a'.repeat(64),
          uploadedBy: user?.id ?? null,
          registered: true,
          scanStatus: 'SUCCESS',
          ...values,
        })
        .returning();
      if (!row) throw new Error('attachment insert failed');
      return row.id;
    },
  };
}
