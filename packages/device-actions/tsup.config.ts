import { browserPackage } from '../../tsup.browser-package';

// One file per module: a partner importing one dialog ships that dialog's modules only.
export default browserPackage({ modules: true, entry: { index: 'src/index.ts' } });
