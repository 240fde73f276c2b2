import {
  type AttachmentPurpose,
  type Automation,
  type ConsoleClient,
  fileExtension,
  type OperatingSystem,
  routes,
  topicRoutes,
} from '@console/core';
import { endpointQueryKey, useConsole, useConsoleQuery } from '@console/core/react';
import { useTopic } from '@console/widget-kit';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type AutomationListItem, toAutomationListItem } from './automation-list-item';
import type { UploadTask } from './save-flow/save-flow';

export type { AutomationListItem };

const scripting = routes.scripting;

/**
 * The list's query key: under the contract endpoint's prefix (so invalidating the endpoint
 * refreshes it) but apart from its full-schema calls, which hold whole automations.
 */
const LIST_KEY = [...endpointQueryKey(scripting.list), 'list-items'] as const;
const LIST_STALE_MS = 30_000;

/**
 * The list as list items: the schema-free route (the server checked the answer against the
 * contract), each automation cut down to the fields the list reads, so the browser ships no zod.
 */
async function readAutomationList(client: ConsoleClient, signal: AbortSignal): Promise<AutomationListItem[]> {
  const automations = await client.call(scripting.list, {}, { signal });
  return automations.map(toAutomationListItem);
}

/**
 * Every automation the user may read, as list items (cached, shared by the table, the name checks
 * and the pickers).
 */
export function useAutomations() {
  const { client } = useConsole();
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: ({ signal }) => readAutomationList(client, signal),
    staleTime: LIST_STALE_MS,
  });
}

/**
 * Starts loading the categories and the automations while the page renders, instead of after its
 * first commit (the 10,000-row first paint budget): React Query dedupes them with
 * {@link useCategories} and {@link useAutomations}. The categories go first: they label the rows,
 * and answered after the list they would make the table render its first page a second time.
 */
export function usePrefetchAutomations(): void {
  const { client } = useConsole();
  const queryClient = useQueryClient();
  useState(() => {
    void queryClient.prefetchQuery({
      queryKey: endpointQueryKey(scripting.categories, {}),
      queryFn: ({ signal }) => client.call(scripting.categories, {}, { signal }),
      staleTime: CATEGORIES_STALE_MS,
    });
    void queryClient.prefetchQuery({
      queryKey: LIST_KEY,
      queryFn: ({ signal }) => readAutomationList(client, signal),
      staleTime: LIST_STALE_MS,
    });
    return null;
  });
}

/**
 * One whole automation (`GET /scripting/scripts/{id}`, full schema), read fresh when a modal opens
 * it: the list holds list items only. `null` or `enabled: false` reads nothing.
 * @example const record = useAutomationRecord(open ? automation?.id : null); record.data?.script
 */
export function useAutomationRecord(id: number | null | undefined, enabled = true) {
  return useConsoleQuery(
    scripting.get,
    { params: { id: id ?? 0 } },
    { enabled: enabled && id !== null && id !== undefined, staleTime: 0 },
  );
}

const CATEGORIES_STALE_MS = 300_000;

/** Script categories. */
export function useCategories() {
  return useConsoleQuery(scripting.categories, {}, { staleTime: CATEGORIES_STALE_MS });
}

/** The script templates of the Template library tab. */
export function useTemplates(enabled = true) {
  return useConsoleQuery(scripting.templates, {}, { enabled, staleTime: 300_000 });
}

/** Run-as choices of an OS (001 §4: reloaded when the OS changes). */
export function useRunAsOptions(os: OperatingSystem) {
  return useConsoleQuery(scripting.runAsOptions, { params: { os } }, { staleTime: 300_000 });
}

/**
 * The Under review set (001 §7.6): the PROCESSING, INFECTED and FAILED lists asked in parallel; the
 * lists that answered are shown, the ones that failed are left out ("fulfilled or rejected list").
 */
export function useUnderReview(enabled = true) {
  const { client } = useConsole();
  return useQuery({
    queryKey: [...endpointQueryKey(scripting.malwareScanStatus), 'under-review'],
    enabled,
    queryFn: async ({ signal }) => {
      const statuses = ['PROCESSING', 'INFECTED', 'FAILED'] as const;
      const settled = await Promise.allSettled(
        statuses.map((status) =>
          client.call(scripting.malwareScanStatus, { params: { status } }, { signal }),
        ),
      );
      const automations: Automation[] = [];
      let failed = 0;
      for (const result of settled) {
        if (result.status === 'fulfilled') automations.push(...result.value);
        else failed += 1;
      }
      if (failed === statuses.length) throw (settled[0] as PromiseRejectedResult).reason;
      return automations;
    },
  });
}

/** Refreshes the lists after a save, copy or delete: the library, the under-review set, templates. */
export async function refreshAutomationLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointQueryKey(scripting.list) }),
    queryClient.invalidateQueries({ queryKey: endpointQueryKey(scripting.get) }),
    queryClient.invalidateQueries({ queryKey: endpointQueryKey(scripting.malwareScanStatus) }),
    queryClient.invalidateQueries({ queryKey: endpointQueryKey(scripting.templates) }),
  ]);
}

/**
 * Scan results of one save arrive together (one per file): they are gathered for this long and
 * answered with one refresh of the (possibly 10,000-row) list. Chosen.
 */
export const SCAN_REFRESH_DELAY_MS = 250;

/**
 * Keeps the library current while files are scanned: on each `topics.scriptingMalwareScan` event about
 * a saved automation, the under-review lists and the library's rows (an automation leaves review
 * when its files pass) are read again. Needs a realtime client in the ConsoleProvider; without one
 * it does nothing and the lists refresh after the library's own saves only.
 * @example useMalwareScanRefresh(); // in a view that shows automations
 */
export function useMalwareScanRefresh(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useTopic(topicRoutes.scriptingMalwareScan, undefined, (event) => {
    // An upload not yet claimed by an automation changes no list.
    if (event.scriptId === null || timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(scripting.list) }),
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(scripting.malwareScanStatus) }),
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(scripting.get) }),
      ]);
    }, SCAN_REFRESH_DELAY_MS);
  });
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
}

/**
 * Uploads one file (streamed, with progress) and registers it as an attachment (001 §7.6):
 * answers the attachment id.
 */
export async function uploadAttachment(
  client: ConsoleClient,
  file: File,
  purpose: AttachmentPurpose,
  signal: AbortSignal,
  onProgress: (loaded: number, total: number) => void,
): Promise<number> {
  const { resourceId } = await client.upload(
    scripting.uploadAttachment,
    { fields: { purpose }, file },
    { signal, onProgress: ({ loaded, total }) => onProgress(loaded, total) },
  );
  const attachment = await client.call(
    scripting.registerAttachment,
    {
      body: {
        resourceId,
        purpose,
        name: file.name,
        mimeType: file.type || 'application/octet-stream',
        size: file.size,
        extension: fileExtension(file.name),
      },
    },
    { signal },
  );
  return attachment.id;
}

/** An upload task of the save flow for one file. */
export function uploadTask(
  client: ConsoleClient,
  id: string,
  file: File,
  purpose: AttachmentPurpose,
): UploadTask {
  return {
    id,
    name: file.name,
    size: file.size,
    run: (signal, onProgress) => uploadAttachment(client, file, purpose, signal, onProgress),
  };
}

/** A random id of 10 characters (001 §3 applied automation row). */
export function randomRowId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = new Uint8Array(10);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Reads an image file's pixel size (for the 32 x 32 icon rule). */
export function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve({ width: 0, height: 0 });
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}
