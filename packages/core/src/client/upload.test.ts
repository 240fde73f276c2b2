import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../contract/define';
import { createConsoleClient, type UploadProgress, type XMLHttpRequestConstructor } from './client';
import { isConsoleApiError } from './errors';

const uploadApplication = defineEndpoint({
  method: 'POST',
  path: '/scripting/scripts/{id}/upload-application',
  summary: 'Upload an installer',
  upload: true,
  params: z.object({ id: z.number() }),
  body: z.object({ name: z.string(), architecture: z.array(z.string()), replace: z.boolean().optional() }),
  response: z.object({ attachmentId: z.number() }),
});

type Listener = ((event: ProgressEvent) => void) | null;

/** A scripted XMLHttpRequest: each instance answers with the next reply once `respond()` is called. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  static replies: { status: number; body: unknown }[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  sent: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.({} as ProgressEvent);
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond() {
    const reply = FakeXhr.replies.shift();
    if (!reply) throw new Error('no reply queued');
    this.status = reply.status;
    this.responseText = JSON.stringify(reply.body);
    this.onload?.({} as ProgressEvent);
  }
  fail() {
    this.onerror?.({} as ProgressEvent);
  }
}

function setup(replies: { status: number; body: unknown }[], onMfaRequired?: () => Promise<string>) {
  FakeXhr.instances = [];
  FakeXhr.replies = [...replies];
  const onError = vi.fn();
  const client = createConsoleClient({
    XMLHttpRequest: FakeXhr as unknown as XMLHttpRequestConstructor,
    getCsrfToken: () => 'csrf-9',
    onMfaRequired,
    onError,
  });
  return { client, onError };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const file = new File(['MZ installer bytes'], 'setup.exe', { type: 'application/octet-stream' });

describe('given an upload', () => {
  it('posts a multipart form with the fields first, then the file', async () => {
    const { client } = setup([{ status: 200, body: { attachmentId: 41 } }]);
    const promise = client.upload(uploadApplication, {
      params: { id: 5 },
      fields: { name: 'Agent', architecture: ['64', '32'], replace: true },
      file,
    });
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/ws/scripting/scripts/5/upload-application');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['x-csrf-token']).toBe('csrf-9');
    expect(xhr.headers).not.toHaveProperty('content-type');
    const form = xhr.sent!;
    expect([...form.keys()]).toEqual(['name', 'architecture', 'replace', 'file']);
    expect(form.get('name')).toBe('Agent');
    expect(form.get('architecture')).toBe('["64","32"]');
    expect(form.get('replace')).toBe('true');
    expect((form.get('file') as File).name).toBe('setup.exe');
    xhr.respond();
    await expect(promise).resolves.toEqual({ attachmentId: 41 });
  });

  it('reports progress as bytes go out', async () => {
    const { client } = setup([{ status: 200, body: { attachmentId: 1 } }]);
    const progress: UploadProgress[] = [];
    const promise = client.upload(
      uploadApplication,
      { params: { id: 1 }, file },
      { onProgress: (p) => progress.push(p) },
    );
    const xhr = FakeXhr.instances[0]!;
    xhr.progress(0, 200);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.progress(9, 0, false);
    xhr.respond();
    await promise;
    expect(progress).toEqual([
      { loaded: 0, total: 200, fraction: 0 },
      { loaded: 50, total: 200, fraction: 0.25 },
      { loaded: 200, total: 200, fraction: 1 },
      { loaded: 9, total: file.size, fraction: 9 / file.size },
    ]);
  });

  it('aborts the request and rejects with an AbortError', async () => {
    const { client, onError } = setup([]);
    const controller = new AbortController();
    const promise = client.upload(
      uploadApplication,
      { params: { id: 1 }, file },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.instances[0]?.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('never starts when already aborted', async () => {
    const { client } = setup([]);
    const controller = new AbortController();
    controller.abort();
    await expect(
      client.upload(uploadApplication, { params: { id: 1 }, file }, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('turns a failure answer into a ConsoleApiError and reports a 500', async () => {
    const { client, onError } = setup([
      { status: 500, body: { resultCode: 'STORAGE_FAILED', errorMessage: 'disk' } },
    ]);
    const promise = client.upload(uploadApplication, { params: { id: 1 }, file });
    FakeXhr.instances[0]!.respond();
    const error = await promise.catch((e: unknown) => e);
    expect(isConsoleApiError(error) && [error.status, error.resultCode]).toEqual([500, 'STORAGE_FAILED']);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reports a transport failure as a network error with status 0', async () => {
    const { client, onError } = setup([]);
    const promise = client.upload(uploadApplication, { params: { id: 1 }, file });
    FakeXhr.instances[0]!.fail();
    const error = await promise.catch((e: unknown) => e);
    expect(isConsoleApiError(error) && [error.status, error.resultCode]).toEqual([0, 'NETWORK_ERROR']);
    expect(onError).not.toHaveBeenCalled();
  });

  it('prompts for MFA and sends the same form again at the MFA URL', async () => {
    const { client } = setup(
      [
        { status: 403, body: { resultCode: 'MFA_REQUIRED' } },
        { status: 200, body: { attachmentId: 8 } },
      ],
      async () => '654321',
    );
    const promise = client.upload(uploadApplication, { params: { id: 2 }, fields: { name: 'A' }, file });
    FakeXhr.instances[0]!.respond();
    await flush();
    const retry = FakeXhr.instances[1]!;
    expect(retry.url).toBe('/ws/mfa/scripting/scripts/2/upload-application');
    expect(retry.headers['x-mfa-code']).toBe('654321');
    expect(retry.sent?.get('name')).toBe('A');
    retry.respond();
    await expect(promise).resolves.toEqual({ attachmentId: 8 });
  });
});
