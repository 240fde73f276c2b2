import { browserPackage } from '../../tsup.browser-package';

export default browserPackage({
  // One file per module: the first load holds the wizard's first step, not what later steps import.
  modules: true,
  entry: { index: 'src/index.ts' },
});
