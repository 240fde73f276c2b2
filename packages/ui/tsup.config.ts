import { browserPackage } from '../../tsup.browser-package';

export default browserPackage({
  // One file per module: a widget's first load holds only the primitives its first screen uses.
  modules: true,
  entry: {
    index: 'src/index.ts',
    'theme-contract': 'src/theme-contract.ts',
    primitives: 'src/primitives.ts',
  },
});
