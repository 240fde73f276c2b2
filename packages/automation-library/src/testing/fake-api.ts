/**
 * A fake API for the stories, browser tests and the benchmark: a route table over the fixtures (the
 * shape of @console/testing's createTestFetch), a fetch over it, and a scriptable XMLHttpRequest for
 * uploads. Not part of the public surface.
 */
import type { Automation, AutomationAttachment, AutomationLanguage, ScriptCategory } from '@console/core';
import {
  attachment,
  makeAutomation,
  sampleAutomations,
  sampleCategories,
  sampleRunAs,
  sampleTemplates,
  TINY_PNG,
  underReviewAutomations,
} from './fixtures';
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
