import { MessageSection } from '@console/core/react';
import { lazy, type ReactNode } from 'react';

/**
 * Registers the dialogs' sections around its children once their module has loaded: render it
 * inside the dialog's `<Suspense>`, so the texts and the dialog arrive before it shows.
 * @example <Suspense fallback={null}><DialogTexts><LazyDialog {...props} /></DialogTexts></Suspense>
 */
export const DialogTexts = /* @__PURE__ */ lazy(() =>
  import('./dialog-texts').then((m) => ({
    default: ({ children }: { children?: ReactNode }) => (
      <MessageSection messages={m.addMenuDialogTexts}>{children}</MessageSection>
    ),
  })),
);
