/** Demo seed of the automation library: script categories and scripts of every language. */
import * as t from '../db/schema';
import { DAY_MS, defineSeedStep, need, type SeedContext } from './context';
import { seedScriptingDemo } from './scripting-demo';
import { DEMO_USERS } from './users';

async function seedScripts(ctx: SeedContext): Promise<void> {
  const { db, now, random } = ctx;
  const day = DAY_MS;
  const msp = need(ctx, 'msp');
  const categoryRows = await db
    .insert(t.scriptCategories)
    .values([
      ...[
        'Uncategorized',
        'Antivirus',
        'Hardware',
        'Maintenance',
        'Updates',
        'Mac OS Patching',
        'Linux OS Patching',
      ].map((name) => ({ divisionId: msp.id, name, internal: true })),
      ...['Onboarding', 'Security', 'Networking'].map((name) => ({
        divisionId: msp.id,
        name,
        internal: false,
      })),
    ])
    .returning({ id: t.scriptCategories.id, name: t.scriptCategories.name });
  const category = (name: string) => categoryRows.find((row) => row.name === name)?.id ?? 0;
  const adminName = `${DEMO_USERS.admin.firstName} ${DEMO_USERS.admin.lastName}`;
  const script = (values: Partial<typeof t.scripts.$inferInsert> & { name: string; language: string }) => ({
    divisionId: msp.id,
    createdBy: values.uid ? null : adminName,
    lastUpdatedBy: values.uid ? null : adminName,
    createdAt: new Date(now.getTime() - random.int(30, 400) * day),
    updatedAt: new Date(now.getTime() - random.int(0, 29) * day),
    architecture: ['ALL'],
    ...values,
  });
  const scriptRows = await db
    .insert(t.scripts)
    .values([
      script({
        uid: 'native-reboot',
        name: 'Reboot',
        language: 'native',
        operatingSystems: ['Windows', 'Mac', 'Linux'],
        categoriesIds: [category('Maintenance')],
        description: 'Reboots the device',
      }),
      script({
        uid: 'native-shutdown',
        name: 'Shut Down',
        language: 'native',
        operatingSystems: ['Windows', 'Mac', 'Linux'],
        categoriesIds: [category('Maintenance')],
        description: 'Shuts the device down',
      }),
      script({
        uid: 'native-defender-scan',
        name: 'Windows Defender Quick Scan',
        language: 'native',
        operatingSystems: ['Windows'],
        categoriesIds: [category('Antivirus')],
        description: 'Starts a Microsoft Defender quick scan',
      }),
      script({
        uid: 'native-set-service',
        name: 'Set Service',
        language: 'native',
        operatingSystems: ['Windows'],
        categoriesIds: [category('Maintenance')],
        description: 'Starts, stops or disables a Windows service',
        scriptVariables: [{ name: 'serviceName', type: 'TEXT', required: true }],
      }),
      script({
        uid: 'native-install-application',
        name: 'Install Application',
        language: 'native',
        operatingSystems: ['Windows', 'Mac'],
        categoriesIds: [category('Onboarding')],
        description: 'Installs an application from a URL',
      }),
      script({
        uid: 'native-windows-update',
        name: 'Install Windows Updates',
        language: 'native',
        operatingSystems: ['Windows'],
        categoriesIds: [category('Updates')],
        description: 'Scans for and installs approved updates',
      }),
      script({
        name: 'Clear Temp Files',
        language: 'powershell',
        operatingSystems: ['Windows'],
        categoriesIds: [category('Maintenance')],
        description: 'Removes files older than 7 days from temp folders',
        code: 'Get-ChildItem $env:TEMP -Recurse | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-7) } | Remove-Item -Force -Recurse -ErrorAction SilentlyContinue',
        scriptParameters: ['-Days 7', '-Days 30'],
      }),
      script({
        name: 'Disk Space Report',
        language: 'powershell',
        operatingSystems: ['Windows'],
        categoriesIds: [category('Hardware')],
        description: 'Lists volumes with their free space',
        code: 'Get-Volume | Select-Object DriveLetter, SizeRemaining, Size',
      }),
      script({
        name: 'Flush DNS Cache',
        language: 'batchfile',
        operatingSystems: ['Windows'],
        categoriesIds: [category('Networking')],
        code: 'ipconfig /flushdns',
      }),
      script({
        name: 'Map Network Drives',
        language: 'vbscript',
        operatingSystems: ['Windows'],
        categoriesIds: [category('Onboarding')],
        code: 'Set net = CreateObject("WScript.Network")\nnet.MapNetworkDrive "S:", "\\\\fileserver\\shared"',
      }),
      script({
        name: 'Update Homebrew Packages',
        language: 'shellscript',
        operatingSystems: ['Mac'],
        categoriesIds: [category('Mac OS Patching')],
        code: '#!/bin/bash\nbrew update && brew upgrade',
      }),
      script({
        name: 'Rotate Application Logs',
        language: 'shellscript',
        operatingSystems: ['Linux'],
        categoriesIds: [category('Linux OS Patching'), category('Maintenance')],
        code: '#!/bin/sh\nlogrotate -f /etc/logrotate.conf',
      }),
      script({
        name: 'Audit Local Administrators',
        language: 'powershell',
        operatingSystems: ['Windows'],
        categoriesIds: [category('Security')],
        code: 'Get-LocalGroupMember -Group Administrators',
      }),
      script({
        name: 'Install 7-Zip',
        language: 'binary_install',
        operatingSystems: ['Windows'],
        architecture: ['64'],
        categoriesIds: [category('Onboarding')],
        binaryInstallSettings: {
          runnableAttachmentId: null,
          helperFilesAttachmentIds: [],
          cancelOnPreScriptFail: false,
          runAs: 'system',
        },
        scriptParameters: ['/S'],
      }),
      script({
        name: 'Run Disk Cleanup',
        language: 'binary_run',
        operatingSystems: ['Windows'],
        categoriesIds: [category('Maintenance')],
        binaryRunSettings: { runnableLocalPath: 'C:\\Windows\\System32\\cleanmgr.exe', runAs: 'system' },
        scriptParameters: ['/sagerun:1'],
      }),
      script({
        name: 'Deploy Company Wallpaper',
        language: 'file_transfer',
        operatingSystems: ['Windows'],
        architecture: ['64', '32'],
        categoriesIds: [category('Onboarding')],
        fileTransferSettings: {
          attachmentId: null,
          destination: '%PUBLIC%\\Pictures',
          runAs: 'system',
          expand: false,
        },
      }),
    ])
    .returning({ id: t.scripts.id });
  ctx.state.scripts = scriptRows.length;
}

/** Script categories and the automations of the library. */
export const scriptsSeed = defineSeedStep({ name: 'scripting.scripts', order: 70, run: seedScripts });

/** Attachments of the seeded install and file transfer automations. */
export const scriptAttachmentsSeed = defineSeedStep({
  name: 'scripting.attachments',
  order: 110,
  run: (ctx) => seedScriptingDemo(ctx.db, need(ctx, 'msp').id),
});
