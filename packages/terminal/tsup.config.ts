import { browserPackage } from '../../tsup.browser-package';

export default browserPackage({
  // One file per module: the first load holds the session's frame, not the dialogs around it.
  modules: true,
  entry: { index: 'src/index.ts' },
  // xterm is loaded with import() when a terminal opens; the host's bundler splits it off.
  external: [/^@xterm\//],
});
