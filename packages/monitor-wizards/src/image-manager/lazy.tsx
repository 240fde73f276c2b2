import { type ComponentProps, lazy, Suspense } from 'react';

// The image manager is loaded on demand: nothing of it is needed for the package's first load, so a
// host's bundler gives it its own chunk (issue 9 sizes). While the chunk loads nothing shows.

const LazyImageManagerSettings = /* @__PURE__ */ lazy(() =>
  import('./image-manager-settings').then((m) => ({ default: m.ImageManagerSettings })),
);
/** The image manager pages of a policy (see `ImageManagerSettings`), loaded on demand. */
export function ImageManagerSettings(props: ComponentProps<typeof LazyImageManagerSettings>) {
  return (
    <Suspense fallback={null}>
      <LazyImageManagerSettings {...props} />
    </Suspense>
  );
}

const LazyManagedFolderWizard = /* @__PURE__ */ lazy(() =>
  import('./managed-folder-wizard').then((m) => ({ default: m.ManagedFolderWizard })),
);
/** The managed-folder wizard (see `ManagedFolderWizard`), loaded on demand. */
export function ManagedFolderWizard(props: ComponentProps<typeof LazyManagedFolderWizard>) {
  return (
    <Suspense fallback={null}>
      <LazyManagedFolderWizard {...props} />
    </Suspense>
  );
}
