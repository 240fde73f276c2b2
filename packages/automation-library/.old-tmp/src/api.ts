import {
  type AttachmentPurpose,
  type Automation,
  type ConsoleClient,
  endpoints,
  fileExtension,
  type OperatingSystem,
} from '@console/core';
import { endpointQueryKey, useConsole, useConsoleQuery } from '@console/core/react';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UploadTask } from './save-flow/save-flow';

const scripting = endpoints.scripting;

/** Every automation the user may read (cached, shared by the table, name checks and pickers). */
export function useAutomations() {
  return useConsoleQuery(scripting.list, {}, { staleTime: 30_000 });
}

/**
 * Starts loading the automations while the page renders, instead of after its first commit (the
 * 10,000-row first paint budget): React Query dedupes it with {@link useAutomations}.
 */
export function usePrefetchAutomations(): void {
  const { client } = useConsole();
  const queryClient = useQueryClient();
  useState(() => {
    void queryClient.prefetchQuery({
      queryKey: endpointQueryKey(scripting.list, {}),
      queryFn: ({ signal }) => client.call(scripting.list, {}, { signal }),
      staleTime: 30_000,
    });
    return null;
  });
}

/** Script categories. */
export function useCategories() {
  return useConsoleQuery(scripting.categories, {}, { staleTime: 300_000 });
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
    queryClient.invalidateQueries({ queryKey: endpointQueryKey(scripting.malwareScanStatus) }),
    queryClient.invalidateQueries({ queryKey: endpointQueryKey(scripting.templates) }),
  ]);
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
