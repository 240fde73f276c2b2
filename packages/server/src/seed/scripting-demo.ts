/**
 * Demo attachments of the automation library: the installer of "Install 7-Zip" and the file of
 * "Deploy Company Wallpaper", as attachments created from a URL and already scanned (SUCCESS), so
 * the editors show their files. Nothing is stored on disk for them: their links are the URLs.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';

async function scriptNamed(db: Db, divisionId: number, name: string) {
  const [row] = await db
    .select()
    .from(t.scripts)
    .where(and(eq(t.scripts.divisionId, divisionId), eq(t.scripts.name, name)));
  if (!row) throw new Error(`seed: script ${name}`);
  return row;
}

/** Adds the demo attachments to the seeded install and file transfer automations. */
export async function seedScriptingDemo(db: Db, divisionId: number): Promise<void> {
  const install = await scriptNamed(db, divisionId, 'Install 7-Zip');
  const transfer = await scriptNamed(db, divisionId, 'Deploy Company Wallpaper');
  const scannedAt = new Date();
  const [installer, wallpaper] = await db
    .insert(t.scriptAttachments)
    .values([
      {
        divisionId,
        scriptId: install.id,
        purpose: 'INSTALLER' as const,
        url: 'https://www.7-zip.org/a/7z2409-x64.exe',
        fileName: '7z2409-x64.exe',
        extension: '.exe',
        mimeType: 'application/vnd.microsoft.portable-executable',
        size: 1_636_872,
        registered: true,
        scanStatus: 'SUCCESS' as const,
        scannedAt,
      },
      {
        divisionId,
        scriptId: transfer.id,
        purpose: 'FILE_TRANSFER' as const,
        url: 'https://downloads.example.com/branding/company-wallpaper.png',
        fileName: 'company-wallpaper.png',
        extension: '.png',
        mimeType: 'image/png',
        size: 2_411_724,
        registered: true,
        scanStatus: 'SUCCESS' as const,
        scannedAt,
      },
    ])
    .returning({ id: t.scriptAttachments.id });
  if (!installer || !wallpaper) throw new Error('seed: attachments');
  await db
    .update(t.scripts)
    .set({ binaryInstallSettings: { ...install.binaryInstallSettings, runnableAttachmentId: installer.id } })
    .where(eq(t.scripts.id, install.id));
  await db
    .update(t.scripts)
    .set({ fileTransferSettings: { ...transfer.fileTransferSettings, attachmentId: wallpaper.id } })
    .where(eq(t.scripts.id, transfer.id));
}
