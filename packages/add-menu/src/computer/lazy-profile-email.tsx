import { type ComponentProps, lazy, Suspense } from 'react';
import { DialogTexts } from '../add-menu/lazy-texts';

const LazyMdmProfileEmailDialog = /* @__PURE__ */ lazy(() =>
  import('../mobile/mdm-profile-email-dialog').then((m) => ({ default: m.MdmProfileEmailDialog })),
);

/** The Mac MDM profile email (000 §2.8), loaded the first time Send by email is pressed. */
export function MdmProfileEmailDialog(props: ComponentProps<typeof LazyMdmProfileEmailDialog>) {
  return (
    <Suspense fallback={null}>
      <DialogTexts>
        <LazyMdmProfileEmailDialog {...props} />
      </DialogTexts>
    </Suspense>
  );
}
