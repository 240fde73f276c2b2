import { browserPackage } from '../../tsup.browser-package';

export default browserPackage({
  // One file per module: the first load holds the first wizard page, not the pages, dialogs and
  // validators behind each `import()`; the one stylesheet (`dist/index.css`) holds every page's CSS.
  modules: true,
  entry: { index: 'src/index.ts' },
});
