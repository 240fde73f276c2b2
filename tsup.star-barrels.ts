import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Rewrites the barrels of a modules-mode build (`dist/` files made only of imports and exports) into
 * `export * from` lines only. A module the barrel re-exports whole is re-exported with
 * `export * from './module.js'`; a named re-export (`import { a as b } from './x.js'; export { b }`)
 * moves into a file of its own next to the barrel (`basics.reexport-3.js`), which the barrel
 * re-exports with `export *`.
 *
 * Why: esbuild (a partner's bundler, and `pnpm size`) puts a module in the first load when its FILE
 * is reachable from the entry through the import statements of files the first load uses. A barrel
 * holding a named re-export becomes such a file as soon as one of its names is used, and then every
 * module it imports is reachable: the first screen importing `Button` from `@console/ui` would bring
 * `FileDrop`, used only by a lazily loaded dialog, into the first load. A barrel of `export *` lines
 * only has no code of its own: imports go through it straight to the module they use. The runtime
 * exports stay the same (a name another `export *` of the barrel also provides stays named, or the
 * two would cancel out); the declarations are built from the sources and do not change.
 */
export function starBarrels(dir = 'dist') {
  const exportsCache = new Map<string, Set<string> | null>();
  for (const file of jsFiles(dir)) rewriteBarrel(file, exportsCache);
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return jsFiles(path);
    return item.name.endsWith('.js') ? [path] : [];
  });
}

const IMPORT_ANY = /^import\s*\{([^}]*)\}\s*from\s*"([^"]+)";?$/gm;
const EXPORT_LIST = /^export\s*\{([^}]*)\};?$/gm;
const EXPORT_STAR = /^export\s*\*\s*from\s*"(\.[^"]+)";?$/gm;

/** `a as b, c` → `[['a', 'b'], ['c', 'c']]`. */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item): [string, string] => {
      const [from = item, to = from] = item.split(/\s+as\s+/);
      return [from, to];
    });
}

/** Every name a built module exports (following `export *`), or null when it cannot be told. */
function exportsOf(file: string, cache: Map<string, Set<string> | null>): Set<string> | null {
  if (cache.has(file)) return cache.get(file) ?? null;
  cache.set(file, null);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  // Any other export form (`export const`, `export default`, `export { x } from`) is not esbuild's.
  if (/^export\s+(?!\{|\*\s*from)/m.test(source) || /^export\s*\{[^}]*\}\s*from/m.test(source)) return null;
  const names = new Set<string>();
  for (const match of source.matchAll(EXPORT_LIST)) {
    for (const [, name] of specifiers(match[1] ?? '')) names.add(name);
  }
  for (const match of source.matchAll(EXPORT_STAR)) {
    const inner = exportsOf(resolve(dirname(file), match[1] ?? ''), cache);
    if (!inner) return null;
    for (const name of inner) names.add(name);
  }
  cache.set(file, names);
  return names;
}

function rewriteBarrel(file: string, cache: Map<string, Set<string> | null>) {
  const source = readFileSync(file, 'utf8');
  const code = source.replace(/^\/\/.*$/gm, '');
  const rest = code.replace(IMPORT_ANY, '').replace(EXPORT_LIST, '').replace(EXPORT_STAR, '');
  if (rest.trim() !== '') return; // not a barrel
  const exported = new Map<string, string[]>(); // local → exported names
  for (const match of code.matchAll(EXPORT_LIST)) {
    for (const [local, name] of specifiers(match[1] ?? ''))
      exported.set(local, [...(exported.get(local) ?? []), name]);
  }
  const starNames = new Set<string>();
  for (const match of code.matchAll(EXPORT_STAR)) {
    const names = exportsOf(resolve(dirname(file), match[1] ?? ''), cache);
    if (!names) return;
    for (const name of names) starNames.add(name);
  }
  let count = 0;
  const shims = new Map<string, string>(); // import statement → its replacement
  const dropped = new Set<string>();
  for (const match of code.matchAll(IMPORT_ANY)) {
    const path = match[2] ?? '';
    const imports = specifiers(match[1] ?? '');
    if (!imports.every(([, local]) => exported.has(local))) continue;
    const names = imports.flatMap(([, local]) => exported.get(local) ?? []);
    if (names.some((name) => starNames.has(name))) continue;
    const all = path.startsWith('.') ? exportsOf(resolve(dirname(file), path), cache) : null;
    const whole =
      all !== null &&
      all.size === names.length &&
      imports.every(
        ([name, local]) => exported.get(local)?.length === 1 && exported.get(local)?.[0] === name,
      );
    let target = path;
    if (!whole) {
      count += 1;
      const shim = `${basename(file, '.js')}.reexport-${count}.js`;
      const list = imports.flatMap(([, local]) =>
        (exported.get(local) ?? []).map((name) => `${local} as ${name}`),
      );
      writeFileSync(join(dirname(file), shim), `${match[0]}\nexport { ${list.join(', ')} };\n`);
      target = `./${shim}`;
    }
    shims.set(match[0], `export * from "${target}";`);
    for (const name of names) starNames.add(name);
    for (const [, local] of imports) dropped.add(local);
  }
  if (shims.size === 0) return;
  const rewritten = source
    .replace(IMPORT_ANY, (statement) => shims.get(statement) ?? statement)
    .replace(EXPORT_LIST, (_statement, list: string) => {
      const left = specifiers(list).filter(([local]) => !dropped.has(local));
      return left.length
        ? `export { ${left.map(([l, n]) => (l === n ? l : `${l} as ${n}`)).join(', ')} };`
        : '';
    })
    .replace(/\n{2,}/g, '\n');
  writeFileSync(file, rewritten);
  cache.delete(file);
}
