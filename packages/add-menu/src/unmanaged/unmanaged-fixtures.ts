/**
 * Fixtures of the unmanaged device dialogs for stories, browser tests and the benchmark: unmanaged
 * roles, users, a preview builder and a scriptable upload XMLHttpRequest. Not public.
 */
import type { AppUser, CsvPreview, NodeRole } from '@console/core';
import { nodeRoles as baseRoles, pickerApi } from '../fixtures/add-menu-data';

const access = (full: boolean) => ({ view: true, update: full, create: full, delete: full, full });

function role(id: number, name: string, parent: number | null, full = true): NodeRole {
  return {
    id,
    name,
    description: null,
    nodeRoleParentId: parent,
    nodeClass: parent === null ? null : 'UNMANAGED_DEVICE',
    icon: null,
    system: name === 'UNMANAGED_DEVICE',
    permissions: access(full),
  };
}

/** The unmanaged tree: the root, the plain UNMANAGED_DEVICE role, Printer and UPS (full), Monitor (not). */
export const unmanagedRoleList: NodeRole[] = [
  role(2, 'UNMANAGED_DEVICE_ROOT', null),
  role(30, 'UNMANAGED_DEVICE', 2),
  role(31, 'Printer', 30),
  role(32, 'Monitor', 30, false),
  role(33, 'UPS', 30),
];

/** Only the plain unmanaged role: Save does not show. */
export const plainOnlyRoleList: NodeRole[] = unmanagedRoleList.slice(0, 2);

/** Users for the Assigned User select. */
export const unmanagedUsers: AppUser[] = [
  {
    id: 1,
    uid: '8b1f7f58-8d5c-4a43-9d1f-0d9a1b2f0a01',
    firstName: 'Alex',
    lastName: 'Admin',
    email: 'admin@demo.console',
    phone: null,
    userType: 'TECHNICIAN',
    sysadmin: true,
    ninjaAdmin: false,
    mfaEnabled: false,
    roleId: null,
    clientId: null,
  } as AppUser,
];

/** The routes the dialogs read, over the picker fixtures and `roles`. */
export function unmanagedApi(roles: NodeRole[] = unmanagedRoleList): Record<string, unknown> {
  return {
    ...pickerApi(),
    'GET /ws/noderole/list': [...baseRoles, ...roles],
    'GET /ws/appuser': unmanagedUsers,
  };
}

const HEADER = [
  'Name',
  'Organization',
  'Location',
  'Serial Number',
  'Assigned User Email',
  'Warranty Start Date',
  'Warranty End Date',
];

/**
 * A preview of `rows` rows where every `invalidEvery`-th row has an empty name (0: none invalid).
 * @example buildPreview(10_000, 0).validRows // 10000
 */
export function buildPreview(rows: number, invalidEvery = 0): CsvPreview {
  let invalidRows = 0;
  const rowData = Array.from({ length: rows }, (_, index) => {
    const invalid = invalidEvery > 0 && (index + 1) % invalidEvery === 0;
    if (invalid) invalidRows += 1;
    const values = [
      invalid ? '' : `Device ${index + 1}`,
      'Contoso Health',
      'Main Clinic',
      `SN-${index + 1}`,
      '',
      '2026-01-01',
      '',
    ];
    return {
      num: index + 1,
      data: values.map((val, at) =>
        invalid && at === 0 ? { val, err: true, msg: 'Required' } : { val, err: false, msg: null },
      ),
    };
  });
  return {
    rowHeader: HEADER.map((columnName, at) => ({ columnName, columnNumber: at + 1 })),
    rowData,
    totalErrors: invalidRows,
    totalRows: rows,
    invalidRows,
    validRows: rows - invalidRows,
    hasValidationErrors: invalidRows > 0,
  };
}

/** What an upload handler gets. */
export interface FakeUpload {
  url: string;
  roleId: string | null;
  file: File | null;
}

/**
 * An XMLHttpRequest class whose uploads are answered by `handler` (a Response), for a client made
 * with `createConsoleClient({ XMLHttpRequest })`. Every upload is recorded in `uploads`.
 */
export function fakeUploadXhr(handler: (upload: FakeUpload) => Response | Promise<Response>) {
  const uploads: FakeUpload[] = [];
  class FakeXhr {
    method = '';
    url = '';
    withCredentials = false;
    status = 0;
    responseText = '';
    private contentType: string | null = null;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? this.contentType : null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const file = body.get('file');
      const record: FakeUpload = {
        url: this.url,
        roleId: (body.get('roleId') as string | null) ?? null,
        file: file instanceof File ? file : null,
      };
      uploads.push(record);
      void Promise.resolve(handler(record)).then(async (response) => {
        this.status = response.status;
        this.contentType = response.headers.get('content-type');
        this.responseText = await response.text();
        this.onload?.();
      });
    }
  }
  return { XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest, uploads };
}

/** A `.csv` File with `text`. */
export const csvFile = (
  text = 'Name,Organization,Location\nA,Contoso Health,Main Clinic\n',
  name = 'devices.csv',
) => new File([text], name, { type: 'text/csv' });
