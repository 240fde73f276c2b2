import { browserPackage } from '../../tsup.browser-package';

export default browserPackage({
  entry: { index: 'src/index.ts' },
  dtsEntry: { index: 'src/index.ts' },
  // xterm is loaded with import() when a terminal opens; the host's bundler splits it off.
  external: [/^@xterm\//],
});
