/**
 * Fixtures shared by the stories, the browser tests and the benchmark: automations, categories,
 * run-as choices, a route table for a fake API (the shape of @console/testing's createTestFetch),
 * a fetch over it, and a scriptable XMLHttpRequest for uploads. Not part of the public surface.
 */
import {
  type Automation,
  type AutomationAttachment,
  type AutomationLanguage,
  automationTypeOf,
  type RunAsOption,
  type ScriptCategory,
} from '@console/core';

const DAY = 86_400_000;
const BASE_TIME = Date.UTC(2026, 0, 15, 9, 30);

export const sampleCategories: ScriptCategory[] = [
  { id: 1, name: 'Uncategorized', internal: true },
  { id: 2, name: 'Antivirus', internal: true },
  { id: 3, name: 'Hardware', internal: true },
  { id: 4, name: 'Maintenance', internal: true },
  { id: 5, name: 'Updates', internal: true },
  { id: 6, name: 'Mac OS Patching', internal: true },
  { id: 7, name: 'Linux OS Patching', internal: true },
  { id: 8, name: 'Onboarding', internal: false },
  { id: 9, name: 'Security', internal: false },
  { id: 10, name: 'Networking', internal: false },
];

const categoryName = (id: number) => sampleCategories.find((c) => c.id === id)?.name ?? `Category ${id}`;

/** An automation with sensible defaults. */
export function makeAutomation(
  partial: Partial<Automation> & { id: number; name: string; language: AutomationLanguage },
): Automation {
  const categoriesIds = partial.categoriesIds ?? [1];
  return {
    uid: null,
    customName: null,
    description: null,
    deviceType: null,
    operatingSystems: ['Windows'],
    architecture: ['ALL'],
    code: null,
    parameters: null,
    scriptParameters: [],
    scriptVariables: [],
    useFirstParametersOptionAsDefault: false,
    defaultRunAs: null,
    binaryInstallSettings: null,
    binaryRunSettings: null,
    fileTransferSettings: null,
    malwareScanStatus: null,
    createdOn: BASE_TIME - partial.id * DAY,
    updatedOn: BASE_TIME - (partial.id % 7) * DAY,
    createdBy: 'Alex Admin',
    lastUpdatedBy: 'Alex Admin',
    ...partial,
    categoriesIds,
    categoriesNames: partial.categoriesNames ?? categoriesIds.map(categoryName),
    automationType: partial.automationType ?? automationTypeOf(partial.language),
  };
}

export const sampleAutomations: Automation[] = [
  makeAutomation({
    id: 1,
    uid: 'native-reboot',
    name: 'Reboot',
    language: 'native',
    operatingSystems: ['Windows', 'Mac', 'Linux'],
    categoriesIds: [4],
    description: 'Reboots the device',
    createdBy: null,
    lastUpdatedBy: null,
  }),
  makeAutomation({
    id: 2,
    uid: 'native-install-application',
    name: 'Install Application',
    language: 'native',
    operatingSystems: ['Windows', 'Mac'],
    categoriesIds: [8],
    scriptVariables: [
      { name: 'App name', calculatedName: 'appName', type: 'TEXT', required: true },
      { name: 'MSI URL path', calculatedName: 'msiUrlPath', type: 'TEXT', required: true },
    ],
  }),
  makeAutomation({
    id: 3,
    name: 'Clear Temp Files',
    language: 'powershell',
    categoriesIds: [4],
    scriptParameters: ['-Days 7', '-Days 30'],
    scriptVariables: [{ name: 'Target folder', type: 'TEXT', required: true }],
  }),
  makeAutomation({ id: 4, name: 'Flush DNS Cache', language: 'batchfile', categoriesIds: [10] }),
  makeAutomation({
    id: 5,
    name: 'Update Homebrew Packages',
    language: 'shellscript',
    operatingSystems: ['Mac'],
    categoriesIds: [6],
  }),
  makeAutomation({
    id: 6,
    name: 'Install 7-Zip',
    language: 'binary_install',
    architecture: ['64'],
    categoriesIds: [8],
    scriptParameters: ['/S'],
    binaryInstallSettings: {
      runnableAttachmentId: 101,
      customIconAttachmentId: 103,
      helperFilesAttachmentIds: [102],
      cancelOnPreScriptFail: true,
      preExecutionScript: { scriptId: 3, parameters: '-Days 7', scriptVariables: [] },
      postExecutionScript: null,
      runAs: 'system',
    },
    malwareScanStatus: 'SUCCESS',
  }),
  makeAutomation({
    id: 7,
    name: 'Run Disk Cleanup',
    language: 'binary_run',
    categoriesIds: [4],
    scriptParameters: ['/sagerun:1'],
    binaryRunSettings: { runnableLocalPath: 'C:\\Windows\\System32\\cleanmgr.exe', runAs: 'system' },
  }),
  makeAutomation({
    id: 8,
    name: 'Deploy Company Wallpaper',
    language: 'file_transfer',
    architecture: ['64', '32'],
    categoriesIds: [8],
    fileTransferSettings: {
      attachmentId: 201,
      customIconAttachmentId: null,
      destination: '%PUBLIC%\\Pictures',
      runAs: 'system',
      expand: false,
    },
    malwareScanStatus: 'SUCCESS',
  }),
  makeAutomation({ id: 9, name: 'Audit Local Administrators', language: 'powershell', categoriesIds: [9] }),
  makeAutomation({
    id: 10,
    name: 'Rotate Application Logs',
    language: 'shellscript',
    operatingSystems: ['Linux'],
    categoriesIds: [7, 4],
  }),
];

export const underReviewAutomations: Record<'PROCESSING' | 'INFECTED' | 'FAILED', Automation[]> = {
  PROCESSING: [
    makeAutomation({
      id: 31,
      name: 'Install Zoom',
      language: 'binary_install',
      categoriesIds: [8],
      malwareScanStatus: 'PROCESSING',
      binaryInstallSettings: {
        runnableAttachmentId: 131,
        customIconAttachmentId: null,
        helperFilesAttachmentIds: [],
        cancelOnPreScriptFail: false,
        preExecutionScript: null,
        postExecutionScript: null,
        runAs: 'system',
      },
    }),
  ],
  INFECTED: [
    makeAutomation({
      id: 32,
      name: 'Copy Toolkit',
      language: 'file_transfer',
      categoriesIds: [9],
      malwareScanStatus: 'INFECTED',
      fileTransferSettings: {
        attachmentId: 232,
        customIconAttachmentId: null,
        destination: 'C:\\Tools',
        runAs: 'system',
        expand: true,
      },
    }),
  ],
  FAILED: [],
};

export const sampleTemplates: Automation[] = [
  makeAutomation({
    id: 501,
    name: 'Template: Restart Print Spooler',
    language: 'powershell',
    categoriesIds: [4],
  }),
  makeAutomation({
    id: 502,
    name: 'Template: Collect System Info',
    language: 'shellscript',
    operatingSystems: ['Linux'],
    categoriesIds: [3],
  }),
];

export const sampleRunAs: Record<'Windows' | 'Mac' | 'Linux', RunAsOption[]> = {
  Windows: [
    { value: 'system', label: 'System', kind: 'BUILT_IN' },
    { value: 'loggedonuser', label: 'Current Logged on User', kind: 'BUILT_IN' },
    { value: 'credential:4', label: 'Preferred Windows Local Admin', kind: 'CREDENTIAL' },
  ],
  Mac: [
    { value: 'system', label: 'System', kind: 'BUILT_IN' },
    { value: 'loggedonuser', label: 'Current Logged on User', kind: 'BUILT_IN' },
  ],
  Linux: [
    { value: 'root', label: 'Root', kind: 'BUILT_IN' },
    { value: 'loggedonuser', label: 'Current Logged on User', kind: 'BUILT_IN' },
  ],
};

const attachment = (
  id: number,
  purpose: AutomationAttachment['purpose'],
  fileName: string,
  size: number,
  url: string | null = null,
): AutomationAttachment => ({
  id,
  purpose,
  url,
  fileName,
  extension: fileName.slice(fileName.lastIndexOf('.')),
  size,
  mimeType: 'application/octet-stream',
  signedUrl: null,
  scanStatus: 'SUCCESS',
});

/** A 1x1 transparent PNG, as an icon's signed URL. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Every automation of a large library, for the benchmark. */
export function makeManyAutomations(count: number): Automation[] {
  const languages: AutomationLanguage[] = [
    'powershell',
    'batchfile',
    'shellscript',
    'vbscript',
    'python',
    'native',
    'binary_install',
    'binary_run',
    'file_transfer',
  ];
  const systems: Automation['operatingSystems'][] = [['Windows'], ['Mac'], ['Linux'], ['Windows', 'Mac']];
  return Array.from({ length: count }, (_, i) =>
    makeAutomation({
      id: 1000 + i,
      name: `Automation ${String((i * 7919 + 4321) % count).padStart(5, '0')} ${['cleanup', 'inventory', 'patch', 'deploy', 'audit'][i % 5]}`,
      language: languages[i % languages.length] ?? 'powershell',
      operatingSystems: systems[i % systems.length] ?? ['Windows'],
      categoriesIds: [(i % 10) + 1],
      createdBy: i % 3 === 0 ? 'Alex Admin' : 'Tina Tech',
    }),
  );
}

/** A route answer: a value (JSON 200), a Response, or a function of the request. */
export type FakeRoute = unknown;
/** What a route function gets. */
export interface FakeRequest {
  method: string;
  path: string;
  url: string;
  body: unknown;
}

export function json(body: unknown, status = 200): Response {
  return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Options of {@link fakeRoutes}. */
export interface FakeApiOptions {
  automations?: Automation[];
  categories?: ScriptCategory[];
  templates?: Automation[];
  underReview?: Partial<Record<'PROCESSING' | 'INFECTED' | 'FAILED', Automation[]>>;
  /** Answers the pre-check: `true` passes, a Response refuses. */
  preCheck?: true | Response;
}

/**
 * The routes of a fake automation API under `/ws`, in the shape createTestFetch takes
 * (`'METHOD /ws/path'` → answer). Saves answer the saved automation.
 */
export function fakeRoutes(options: FakeApiOptions = {}): Record<string, FakeRoute> {
  const automations = options.automations ?? sampleAutomations;
  const byId = (id: number) => automations.find((a) => a.id === id) ?? sampleAutomations[0];
  let nextId = 900;
  const saved = (request: FakeRequest) => {
    const body = request.body as Partial<Automation> & {
      id?: number;
      language: AutomationLanguage;
      name: string;
    };
    return {
      resultCode: 'SUCCESS',
      script: makeAutomation({
        ...body,
        id: body.id ?? nextId++,
        malwareScanStatus: body.language === 'binary_run' ? null : 'PROCESSING',
      }),
    };
  };
  const routes: Record<string, FakeRoute> = {
    'GET /ws/scripting/scripts': automations,
    'GET /ws/scripting/categories': options.categories ?? sampleCategories,
    'GET /ws/scripting/templates': options.templates ?? sampleTemplates,
    'GET /ws/scripting/run-as/Windows': sampleRunAs.Windows,
    'GET /ws/scripting/run-as/Mac': sampleRunAs.Mac,
    'GET /ws/scripting/run-as/Linux': sampleRunAs.Linux,
    'POST /ws/scripting/scripts/mfa-pre-upload':
      options.preCheck === undefined || options.preCheck === true
        ? { resultCode: 'SUCCESS' }
        : options.preCheck,
    'POST /ws/scripting/scripts/upload-application': saved,
    'PUT /ws/scripting/scripts/upload-application': saved,
    'POST /ws/scripting/scripts/run-application': saved,
    'PUT /ws/scripting/scripts/run-application': saved,
    'POST /ws/scripting/scripts/file-transfer': saved,
    'PUT /ws/scripting/scripts/file-transfer': saved,
    'PUT /ws/scripting/scripts': saved,
    'POST /ws/scripting/scripts/copy': (request: FakeRequest) => ({
      id: nextId++,
      language: byId((request.body as { fromId: number }).fromId)?.language ?? 'powershell',
    }),
    'POST /ws/scripting/attachments': (request: FakeRequest) => {
      const body = request.body as {
        resourceId: string;
        purpose: AutomationAttachment['purpose'];
        name: string;
        size: number;
      };
      return attachment(nextId++, body.purpose, body.name, body.size);
    },
    'POST /ws/scripting/attachments/from-url': () => ({ id: nextId++ }),
    'GET /ws/scripting/attachments/103/signed-url': { signedUrl: TINY_PNG },
    'GET /ws/scripting/scripts/binaryScriptAttachments/6': {
      runnableAttachment: attachment(101, 'INSTALLER', '7z2409-x64.msi', 1_966_080),
      helperAttachments: [attachment(102, 'HELPER', 'config.ini', 2_048)],
      customIconAttachment: attachment(103, 'ICON', '7zip.png', 920),
    },
    'GET /ws/scripting/scripts/binaryScriptAttachments/31': {
      runnableAttachment: attachment(
        131,
        'INSTALLER',
        'ZoomInstaller.exe',
        20_000_000,
        'https://zoom.example.com/ZoomInstaller.exe',
      ),
      helperAttachments: [],
      customIconAttachment: null,
    },
    'GET /ws/scripting/scripts/8/attachments': {
      fileTransferAttachments: [attachment(201, 'FILE_TRANSFER', 'wallpaper.jpg', 480_000)],
    },
    'GET /ws/scripting/scripts/32/attachments': {
      fileTransferAttachments: [attachment(232, 'FILE_TRANSFER', 'toolkit.zip', 9_000_000)],
    },
  };
  const reviewed: Automation[] = [];
  for (const status of ['PROCESSING', 'INFECTED', 'FAILED'] as const) {
    const list = options.underReview?.[status] ?? underReviewAutomations[status];
    routes[`GET /ws/scripting/scripts/malwareScanStatus/${status}`] = list;
    reviewed.push(...list);
  }
  // One whole automation, as the modals read it when they open one (the list holds list items).
  for (const automation of [...automations, ...reviewed])
    routes[`GET /ws/scripting/scripts/${automation.id}`] = { resultCode: 'SUCCESS', script: automation };
  const deleted = { resultCode: 'SUCCESS' };
  for (const automation of automations) routes[`DELETE /ws/scripting/scripts/${automation.id}`] = deleted;
  return routes;
}

/**
 * A fetch over a route table (for stories and the benchmark; tests use createTestFetch). Unknown
 * routes answer 404. `delay` holds every answer that many milliseconds.
 */
export function createFakeFetch(routes: Record<string, FakeRoute>, delay = 0): typeof fetch {
  // Plain answers are serialized and encoded once: a real server's serialization is not the
  // widget's cost (the benchmark's 10,000 automations take ~50 ms to stringify and ~40 ms more to
  // encode as a body), while reading and parsing the body is. The list answers are done up front,
  // the single records on first use.
  const encoder = new TextEncoder();
  const bodies = new Map<string, Uint8Array<ArrayBuffer>>();
  const bodyOf = (key: string, route: unknown) => {
    let bytes = bodies.get(key);
    if (!bytes) {
      bytes = encoder.encode(JSON.stringify(route));
      bodies.set(key, bytes);
    }
    return bytes;
  };
  for (const [key, route] of Object.entries(routes)) if (Array.isArray(route)) bodyOf(key, route);
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = (url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? url) as string;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const key = `${method} ${path}`;
    if (!(key in routes)) return json({ resultCode: 'NOT_FOUND', errorMessage: key }, 404);
    const route = routes[key];
    if (route instanceof Response) return route.clone();
    if (typeof route !== 'function') {
      return new Response(bodyOf(key, route), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    const answer = await (route as (r: FakeRequest) => unknown)({ method, path, url, body });
    return answer instanceof Response ? answer.clone() : json(answer);
  };
}

type Handler = ((event: ProgressEvent) => void) | null;

/**
 * A scriptable XMLHttpRequest for uploads. In `auto` mode each upload reports progress in four
 * steps `stepMs` apart, then answers `{ resourceId }`; in `manual` mode it waits for the test
 * (`FakeUploadXhr.instances`, `progress()`, `respond()`).
 */
export class FakeUploadXhr {
  static instances: FakeUploadXhr[] = [];
  static mode: 'auto' | 'manual' = 'auto';
  static stepMs = 40;
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  aborted = false;
  sent: FormData | undefined;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  private timers: ReturnType<typeof setTimeout>[] = [];

  constructor() {
    FakeUploadXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  get fileSize(): number {
    const file = this.sent?.get('file');
    return file instanceof Blob ? file.size : 0;
  }
  send(body: FormData) {
    this.sent = body;
    if (FakeUploadXhr.mode === 'manual') return;
    const total = this.fileSize;
    [0.25, 0.5, 0.75, 1].forEach((fraction, index) => {
      this.timers.push(
        setTimeout(() => this.progress(Math.round(total * fraction)), FakeUploadXhr.stepMs * (index + 1)),
      );
    });
    this.timers.push(setTimeout(() => this.respond(), FakeUploadXhr.stepMs * 5));
  }
  abort() {
    this.aborted = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.onabort?.({} as ProgressEvent);
  }
  progress(loaded: number) {
    if (this.aborted) return;
    this.upload.onprogress?.({ loaded, total: this.fileSize, lengthComputable: true } as ProgressEvent);
  }
  respond(status = 200, body: unknown = { resourceId: `res-${FakeUploadXhr.instances.indexOf(this)}` }) {
    if (this.aborted) return;
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.({} as ProgressEvent);
  }
  static reset(mode: 'auto' | 'manual' = 'auto') {
    FakeUploadXhr.instances = [];
    FakeUploadXhr.mode = mode;
  }
}
