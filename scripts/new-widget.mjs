#!/usr/bin/env node
/**
 * Generates a widget package from the template folder docs/templates/widget (the layout of
 * docs/adding-a-widget.md).
 *
 *   pnpm new:widget <name>                 writes packages/<name> (package @console/<name>)
 *   node scripts/new-widget.mjs <name> --out <dir>
 *
 * `<name>` is kebab-case (`device-notes`). Template files end in `.tmpl`; the suffix is dropped
 * and `example-widget`, `ExampleWidget`, `exampleWidget`, `EXAMPLE`, `Example` and `example` are renamed in
 * file names and contents (kebab-case in file names and import paths). Refuses to write into an
 * existing folder.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const templateDir = join(root, 'docs', 'templates', 'widget');

/** The name forms the template's placeholders stand for. */
export function nameForms(name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`"${name}" is not a kebab-case package name (like device-notes)`);
  }
  const words = name.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  const camel = pascal[0].toLowerCase() + pascal.slice(1);
  return { kebab: name, pascal, camel, constant: name.toUpperCase().replaceAll('-', '_') };
}

/** Replaces the placeholders, longest first (`example-…` in file names and import paths: kebab). */
export function rename(text, forms) {
  return text
    .replaceAll('example-widget', forms.kebab)
    .replaceAll('example-', `${forms.kebab}-`)
    .replaceAll('EXAMPLE', forms.constant)
    .replaceAll('ExampleWidget', forms.pascal)
    .replaceAll('exampleWidget', forms.camel)
    .replaceAll('Example', forms.pascal)
    .replaceAll('example', forms.camel);
}

function templateFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return templateFiles(path);
    return path.endsWith('.tmpl') ? [path] : [];
  });
}

/** Writes the package for `name` into `out`; answers the written paths (relative to `out`). */
export function generateWidget(name, out) {
  const forms = nameForms(name);
  if (existsSync(out)) throw new Error(`${out} already exists`);
  const written = [];
  for (const file of templateFiles(templateDir)) {
    const target = rename(relative(templateDir, file).replace(/\.tmpl$/, ''), forms);
    const path = join(out, target);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, rename(readFileSync(file, 'utf8'), forms));
    written.push(target);
  }
  return written.sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [name, flag, dir] = process.argv.slice(2);
  if (!name || (flag !== undefined && (flag !== '--out' || !dir))) {
    console.error('usage: pnpm new:widget <name> [--out <dir>]');
    process.exit(2);
  }
  const out = resolve(dir ?? join(root, 'packages', name));
  try {
    const files = generateWidget(name, out);
    console.log(`wrote ${files.length} files to ${relative(process.cwd(), out) || '.'}:`);
    for (const file of files) console.log(`  ${file}`);
    console.log('next: pnpm install, then the checklist of docs/adding-a-widget.md');
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
