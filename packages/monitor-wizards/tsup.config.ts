import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserPackage } from '../../tsup.browser-package';

/**
 * Each wizard page after the first is loaded with `import()` and gets a chunk of its own, and so
 * does its CSS. The package publishes one stylesheet (`styles.css` → `dist/index.css`): append every
 * chunk's CSS to it so a host that imports it once still styles every page.
 */
function mergeChunkCss(dir = 'dist') {
  const chunks = readdirSync(dir).filter((file) => file.endsWith('.css') && file !== 'index.css');
  if (chunks.length === 0) return;
  const strip = (text: string) => text.replace(/\/\*# sourceMappingURL=.*\*\/\s*$/, '');
  const css = [strip(readFileSync(join(dir, 'index.css'), 'utf8'))];
  for (const file of chunks.sort()) css.push(strip(readFileSync(join(dir, file), 'utf8')));
  writeFileSync(join(dir, 'index.css'), `${css.join('\n')}\n`);
}

export default browserPackage({
  entry: { index: 'src/index.ts' },
  output: 'minify',
  async onSuccess() {
    mergeChunkCss();
  },
});
