/**
 * The Template library (001 §2.7 "Import from template"): script templates shipped with the
 * product, the same for every account and read-only. Importing one opens the script editor with
 * its content; saving creates an ordinary script (POST /scripting/scripts).
 */
import type { Automation } from '@console/core';

const SHIPPED = Date.UTC(2026, 0, 1);

function template(
  id: number,
  values: Pick<Automation, 'name' | 'description' | 'language' | 'operatingSystems' | 'code'> &
    Partial<Automation>,
): Automation {
  return {
    id,
    uid: `template-${id}`,
    customName: null,
    automationType: 'ScriptAutomation',
    deviceType: null,
    architecture: ['ALL'],
    categoriesIds: [],
    categoriesNames: [],
    parameters: null,
    scriptParameters: [],
    scriptVariables: [],
    useFirstParametersOptionAsDefault: false,
    defaultRunAs: 'system',
    binaryInstallSettings: null,
    binaryRunSettings: null,
    fileTransferSettings: null,
    malwareScanStatus: null,
    createdOn: SHIPPED,
    updatedOn: SHIPPED,
    createdBy: null,
    lastUpdatedBy: null,
    ...values,
  };
}

/** The templates, by name. */
export const SCRIPT_TEMPLATES: readonly Automation[] = [
  template(1, {
    name: 'Check Disk Health',
    description: 'Reports the health and operational status of every physical disk',
    language: 'powershell',
    operatingSystems: ['Windows'],
    code: 'Get-PhysicalDisk | Select-Object FriendlyName, MediaType, HealthStatus, OperationalStatus, Size',
  }),
  template(2, {
    name: 'Collect System Information',
    description: 'Operating system, uptime, memory and processor of the device',
    language: 'powershell',
    operatingSystems: ['Windows'],
    code: 'Get-ComputerInfo -Property OsName, OsVersion, OsUptime, CsTotalPhysicalMemory, CsProcessors',
  }),
  template(3, {
    name: 'Flush DNS Cache (macOS)',
    description: 'Clears the DNS resolver cache',
    language: 'shellscript',
    operatingSystems: ['Mac'],
    code: '#!/bin/bash\ndscacheutil -flushcache\nkillall -HUP mDNSResponder',
  }),
  template(4, {
    name: 'List Listening Ports',
    description: 'TCP and UDP ports the device listens on, with their processes',
    language: 'shellscript',
    operatingSystems: ['Linux'],
    code: '#!/bin/sh\nss -tulpn',
  }),
  template(5, {
    name: 'Restart a Windows Service',
    description: 'Restarts the service named in the serviceName variable',
    language: 'powershell',
    operatingSystems: ['Windows'],
    code: 'Restart-Service -Name $env:serviceName -Force',
    scriptVariables: [
      {
        name: 'Service name',
        calculatedName: 'serviceName',
        type: 'TEXT',
        required: true,
        description: null,
      },
    ],
  }),
  template(6, {
    name: 'Show Pending Reboot',
    description: 'Tells whether Windows waits for a reboot after updates',
    language: 'batchfile',
    operatingSystems: ['Windows'],
    code: 'reg query "HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\WindowsUpdate\\Auto Update\\RebootRequired"',
  }),
];
