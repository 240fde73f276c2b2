import { browserPackage } from '../../tsup.browser-package';

export default browserPackage({
  // The box and the results page are entries of their own so each lands in a file of its own: a
  // partner's bundler splits code by whole files, and a file holding both would bring the results
  // page's imports (Ariakit, via @console/ui) into the box's initial load. Only `.` is exported.
  entry: {
    index: 'src/index.ts',
    'global-search': 'src/global-search/global-search.tsx',
    'results-page': 'src/results-page/search-results-page.tsx',
  },
  dtsEntry: { index: 'src/index.ts' },
});
