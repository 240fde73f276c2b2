/**
 * The import cycle check (run by the server test project): no module of packages/server/src and
 * packages/core/src may reach itself again through its run-time imports. Written on the
 * TypeScript parser the repository already has, so that it needs no other tool.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** A source file's text by absolute path (the file system by default; tests pass their own). */
interface SourceHost {
  /** Every `.ts`/`.tsx` file under `root`, absolute paths. */
  list(root: string): string[];
  read(path: string): string;
  exists(path: string): boolean;
}

/** The file system as a {@link SourceHost}: skips node_modules and dist. */
const fileSystemHost: SourceHost = {
  list(root) {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name === 'node_modules' || name === 'dist') continue;
        const path = join(dir, name);
        const stat = statSync(path, { throwIfNoEntry: false });
        if (stat?.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
      }
    };
    walk(root);
    return out;
  },
  // A file removed while the tree is walked (an editor's temporary file) reads as empty.
  read: (path) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return '';
    }
  },
  exists: (path) => existsSync(path) && statSync(path, { throwIfNoEntry: false })?.isFile() === true,
};

/**
 * The relative imports of a module that exist at run time: `import type`, `export type` and
 * imports whose every name is `type` are left out (they vanish when compiled), unless
 * `includeTypes`.
 */
function runtimeImports(fileName: string, text: string, includeTypes = false): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly && !includeTypes) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (onlyTypes && !includeTypes) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const clause = statement.exportClause;
      const onlyTypes =
        statement.isTypeOnly ||
        (clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      if (onlyTypes && !includeTypes) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

function resolveImport(host: SourceHost, from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  if (base.endsWith('.js')) candidates.unshift(base.replace(/\.js$/, '.ts'));
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && host.exists(candidate));
}

/**
 * The import cycles among the modules under `roots` (run-time imports only, unless
 * `includeTypes`), each as the list of
 * files (relative to `base`) around the cycle. Empty when there is none.
 * @example findImportCycles(['packages/server/src', 'packages/core/src'])
 */
function findImportCycles(
  roots: readonly string[],
  options: { host?: SourceHost; base?: string; includeTypes?: boolean } = {},
): string[][] {
  const host = options.host ?? fileSystemHost;
  const base = options.base ?? process.cwd();
  const graph = new Map<string, string[]>();
  for (const root of roots) {
    for (const file of host.list(resolve(root))) {
      const targets = runtimeImports(file, host.read(file), options.includeTypes)
        .map((specifier) => resolveImport(host, file, specifier))
        .filter((target): target is string => target !== undefined);
      graph.set(file, targets);
    }
  }
  // Tarjan's strongly connected components: a component of two or more files (or a file that
  // imports itself) is a cycle.
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, indices.get(next) as number));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = component.length === 1 && (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) cycles.push(component.map((file) => relative(base, file)).sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return cycles;
}

/** An in-memory source tree. */
function memoryHost(files: Record<string, string>): SourceHost {
  const absolute = new Map(Object.entries(files).map(([path, text]) => [resolve('/virtual', path), text]));
  return {
    list: (root) => [...absolute.keys()].filter((path) => path.startsWith(root)),
    read: (path) => absolute.get(path) ?? '',
    exists: (path) => absolute.has(path),
  };
}

describe('the import cycle check', () => {
  it('finds a cycle through run-time imports and index files', () => {
    const host = memoryHost({
      'src/a.ts': "import { b } from './b';\nexport const a = b;",
      'src/b.ts': "export { c as b } from './lib';",
      'src/lib/index.ts': "import { a } from '../a';\nexport const c = a;",
      'src/free.ts': "import { a } from './a';",
    });
    expect(findImportCycles(['/virtual/src'], { host, base: '/virtual' })).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/lib/index.ts'],
    ]);
  });

  it('ignores imports that only carry types', () => {
    const host = memoryHost({
      'src/a.ts': "import type { B } from './b';\nimport { type C } from './c';\nexport const a = 1;",
      'src/b.ts': "import { a } from './a';\nexport type B = typeof a;",
      'src/c.ts': "import { a } from './a';\nexport type C = typeof a;",
    });
    expect(findImportCycles(['/virtual/src'], { host, base: '/virtual' })).toEqual([]);
    expect(runtimeImports('x.ts', "import { type C, d } from './c';")).toEqual(['./c']);
    expect(runtimeImports('x.ts', "export type { B } from './b';")).toEqual([]);
  });

  it('the server and core sources have no import cycle', () => {
    const root = resolve(import.meta.dirname, '../../../../..');
    const cycles = findImportCycles(
      [resolve(root, 'packages/server/src'), resolve(root, 'packages/core/src')],
      { base: root },
    );
    expect(cycles).toEqual([]);
  });

  it('nor through type imports', () => {
    const root = resolve(import.meta.dirname, '../../../../..');
    const cycles = findImportCycles(
      [resolve(root, 'packages/server/src'), resolve(root, 'packages/core/src')],
      { base: root, includeTypes: true },
    );
    expect(cycles, JSON.stringify(cycles)).toEqual([]);
  });

  it('counts type imports when asked (the old session-cache → state → hub → session loop)', () => {
    const host = memoryHost({
      'src/session-cache.ts': "import type { AuthState } from './state';\nexport const cache = 1;",
      'src/state.ts':
        "import type { RealtimeHub } from './hub';\nexport interface AuthState { hub: RealtimeHub }",
      'src/hub.ts':
        "import { loadAuth } from './session';\nexport interface RealtimeHub { load: typeof loadAuth }",
      'src/session.ts': "import { cache } from './session-cache';\nexport const loadAuth = () => cache;",
    });
    expect(findImportCycles(['/virtual/src'], { host, base: '/virtual' })).toEqual([]);
    expect(findImportCycles(['/virtual/src'], { host, base: '/virtual', includeTypes: true })).toEqual([
      ['src/hub.ts', 'src/session-cache.ts', 'src/session.ts', 'src/state.ts'],
    ]);
  });
});
