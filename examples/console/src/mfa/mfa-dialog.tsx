import { useMessage } from '@console/core/react';
import { Button, Dialog } from '@console/ui';
import { useSyncExternalStore } from 'react';
import { MfaCodeForm } from './mfa-code-form';
import type { MfaPromptStore } from './mfa-prompt-store';

/** Shows the store's pending MFA prompt as a dialog (calls made after sign-in). */
export function MfaDialog({ store }: { store: MfaPromptStore }) {
  const t = useMessage();
  const request = useSyncExternalStore(store.subscribe, store.current, store.current);
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) store.cancel();
      }}
      title={t('auth.mfa.title')}
      size="sm"
    >
      {request ? (
        <MfaCodeForm
          onSubmit={store.submit}
          secondaryAction={
            <Button variant="ghost" onClick={store.cancel}>
              {t('auth.mfa.cancel')}
            </Button>
          }
        />
      ) : null}
    </Dialog>
  );
}
