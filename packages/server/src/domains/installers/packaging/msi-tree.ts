/**
 * WiX elements for a folder tree (the agent's node_modules) in an MSI: one Directory per folder,
 * one Component per folder holding its files, with ids and component GUIDs derived from the
 * relative path, so the same file keeps its identity from one build to the next.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The elements to put under INSTALLDIR and the components the feature references. */
export interface WixTree {
  directories: string;
  componentIds: string[];
}

function xml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function digest(path: string): string {
  return createHash('sha256').update(`console-agent:${path}`).digest('hex');
}

/** A GUID from a path (name-based, fixed across builds). */
function guidOf(path: string): string {
  const h = digest(path);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The WiX elements of the folder `relative` (under the work folder `base`), recursively; Source
 * paths stay relative to `base` (wixl's working folder).
 */
export async function wixTree(base: string, relative: string): Promise<WixTree> {
  const entries = await readdir(join(base, relative), { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  const id = (kind: string, path: string) => `${kind}_${digest(path).slice(0, 32)}`;
  const files = entries.filter((entry) => entry.isFile());
  const componentIds: string[] = [];
  let inner = '';
  if (files.length > 0) {
    const componentId = id('C', relative);
    componentIds.push(componentId);
    inner += `<Component Id="${componentId}" Guid="${guidOf(relative)}" Win64="yes">`;
    files.forEach((file, index) => {
      const path = `${relative}/${file.name}`;
      inner += `<File Id="${id('F', path)}" Name="${xml(file.name)}" Source="${xml(path)}"${index === 0 ? ' KeyPath="yes"' : ''}/>`;
    });
    inner += '</Component>';
  }
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const child = await wixTree(base, `${relative}/${entry.name}`);
    inner += child.directories;
    componentIds.push(...child.componentIds);
  }
  const name = relative.split('/').pop() ?? relative;
  return {
    directories: `<Directory Id="${id('D', relative)}" Name="${xml(name)}">${inner}</Directory>`,
    componentIds,
  };
}
