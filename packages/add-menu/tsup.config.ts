import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserPackage } from '../../tsup.browser-package';

/**
 * Each dialog is loaded with `import()` when its entry is chosen and gets a chunk of its own, and so
 * does its CSS. The package publishes one stylesheet (`styles.css` → `dist/index.css`): append every
 * chunk's CSS to it so a host that imports it once still styles every dialog.
 */
function mergeChunkCss(dir = 'dist') {
  const chunks = readdirSync(dir).filter((file) => file.endsWith('.css') && file !== 'index.css');
  if (chunks.length === 0) return;
  const css = [readFileSync(join(dir, 'index.css'), 'utf8').replace(/\/\*# sourceMappingURL=.*\*\/\s*$/, '')];
  for (const file of chunks.sort()) {
    css.push(readFileSync(join(dir, file), 'utf8').replace(/\/\*# sourceMappingURL=.*\*\/\s*$/, ''));
  }
  writeFileSync(join(dir, 'index.css'), `${css.join('\n')}\n`);
}

// Two entries: `index` (the menu and the dialogs, each behind its `import()`) and `flows` (the
// hooks and rules). Nothing `index` imports statically may be a dialog's module: a module reached
// both statically and through `import()` lands in a chunk the entry loads at once. The default
// output keeps the `/* @__PURE__ */` marks so a partner's bundler drops what is not used.
export default browserPackage({
  entry: { index: 'src/index.ts', flows: 'src/flows.ts' },
  dtsEntry: { index: 'src/index.ts', flows: 'src/flows.ts' },
  async onSuccess() {
    mergeChunkCss();
  },
});
