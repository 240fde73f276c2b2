import { browserPackage } from '../../tsup.browser-package';

// One file per module: the modals' `import()` stays in the published files, so a partner's bundler
// splits them (and the tables) off the first load; the one stylesheet holds every module's CSS.
export default browserPackage({ modules: true, entry: { index: 'src/index.ts' } });
