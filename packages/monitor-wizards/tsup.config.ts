import { browserPackage } from '../../tsup.browser-package';

export default browserPackage({ entry: { index: 'src/index.ts' }, output: 'minify' });
