import { browserPackage } from '../../tsup.browser-package';

// One file per module: a widget's first load holds only the hooks and pickers its first screen uses.
export default browserPackage({ modules: true, entry: { index: 'src/index.ts' } });
