import { browserPackage } from '../../tsup.browser-package';

export default browserPackage({
  entry: {
    index: 'src/index.ts',
    'theme-contract': 'src/theme-contract.ts',
    primitives: 'src/primitives.ts',
  },
});
