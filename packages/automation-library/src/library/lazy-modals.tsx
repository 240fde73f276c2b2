import { MessageSection } from '@console/core/react';
import { type ComponentProps, lazy, Suspense } from 'react';
import { automationTexts } from '../messages';

// The library's modals and dialogs (and the script picker), loaded on demand: none is needed for the first paint (each is
// mounted the first time it opens), so a partner's bundler puts them in a chunk of their own and the
// library's initial load stays small. While the chunk loads nothing shows; the dialog then opens as
// it always did (focus and all).

const loadModals = () => import('./library-modal-components');

const LazyInstallApplicationModal = lazy(() =>
  loadModals().then((m) => ({ default: m.InstallApplicationModal })),
);
/**
 * The Install Application modal (001 §2.7), loaded on demand; same props as before.
 * @example <InstallApplicationModal open={open} automation={null} onOpenChange={setOpen} onSaved={refresh} />
 */
export function InstallApplicationModal(props: ComponentProps<typeof LazyInstallApplicationModal>) {
  return (
    <MessageSection messages={automationTexts}>
      <Suspense fallback={null}>
        <LazyInstallApplicationModal {...props} />
      </Suspense>
    </MessageSection>
  );
}

const LazyRunApplicationModal = lazy(() => loadModals().then((m) => ({ default: m.RunApplicationModal })));
/**
 * The Run Application modal (001 §2.7), loaded on demand.
 * @example <RunApplicationModal open={open} automation={null} onOpenChange={setOpen} onSaved={refresh} />
 */
export function RunApplicationModal(props: ComponentProps<typeof LazyRunApplicationModal>) {
  return (
    <MessageSection messages={automationTexts}>
      <Suspense fallback={null}>
        <LazyRunApplicationModal {...props} />
      </Suspense>
    </MessageSection>
  );
}

const LazyFileTransferModal = lazy(() => loadModals().then((m) => ({ default: m.FileTransferModal })));
/**
 * The File Transfer modal (001 §2.7), loaded on demand.
 * @example <FileTransferModal open={open} automation={null} onOpenChange={setOpen} onSaved={refresh} />
 */
export function FileTransferModal(props: ComponentProps<typeof LazyFileTransferModal>) {
  return (
    <MessageSection messages={automationTexts}>
      <Suspense fallback={null}>
        <LazyFileTransferModal {...props} />
      </Suspense>
    </MessageSection>
  );
}

const LazyCopyAutomationDialog = lazy(() => loadModals().then((m) => ({ default: m.CopyAutomationDialog })));
/**
 * The Copy automation dialog, loaded on demand.
 * @example <CopyAutomationDialog open={open} automation={row} onOpenChange={setOpen} onCopied={notify} />
 */
export function CopyAutomationDialog(props: ComponentProps<typeof LazyCopyAutomationDialog>) {
  return (
    <MessageSection messages={automationTexts}>
      <Suspense fallback={null}>
        <LazyCopyAutomationDialog {...props} />
      </Suspense>
    </MessageSection>
  );
}

const LazyDeleteAutomationDialog = lazy(() =>
  loadModals().then((m) => ({ default: m.DeleteAutomationDialog })),
);
/**
 * The Delete automation dialog, loaded on demand.
 * @example <DeleteAutomationDialog open={open} automation={row} onOpenChange={setOpen} onDeleted={notify} />
 */
export function DeleteAutomationDialog(props: ComponentProps<typeof LazyDeleteAutomationDialog>) {
  return (
    <MessageSection messages={automationTexts}>
      <Suspense fallback={null}>
        <LazyDeleteAutomationDialog {...props} />
      </Suspense>
    </MessageSection>
  );
}

const LazyCategoriesEditor = lazy(() => loadModals().then((m) => ({ default: m.CategoriesEditor })));
/**
 * The categories editor dialog, loaded on demand.
 * @example <CategoriesEditor open={open} automation={row} onOpenChange={setOpen} onSaved={notify} />
 */
export function CategoriesEditor(props: ComponentProps<typeof LazyCategoriesEditor>) {
  return (
    <MessageSection messages={automationTexts}>
      <Suspense fallback={null}>
        <LazyCategoriesEditor {...props} />
      </Suspense>
    </MessageSection>
  );
}

const LazyAutomationProcessingModal = lazy(() =>
  loadModals().then((m) => ({ default: m.AutomationProcessingModal })),
);
/**
 * The Automation processing modal (001 §2.7, §4), loaded on demand.
 * @example <AutomationProcessingModal open={open} onOpenChange={setOpen} onViewStatus={showReview} />
 */
export function AutomationProcessingModal(props: ComponentProps<typeof LazyAutomationProcessingModal>) {
  return (
    <MessageSection messages={automationTexts}>
      <Suspense fallback={null}>
        <LazyAutomationProcessingModal {...props} />
      </Suspense>
    </MessageSection>
  );
}

const LazyScriptPicker = lazy(() => loadModals().then((m) => ({ default: m.ScriptPicker })));
/**
 * The pre- and post-script chooser (001 §2.7) with its apply-parameters dialog, loaded on demand.
 * @example <ScriptPicker open={open} onOpenChange={setOpen} os="Windows" onPick={(row) => setPreScript(row)} />
 */
export function ScriptPicker(props: ComponentProps<typeof LazyScriptPicker>) {
  return (
    <MessageSection messages={automationTexts}>
      <Suspense fallback={null}>
        <LazyScriptPicker {...props} />
      </Suspense>
    </MessageSection>
  );
}
