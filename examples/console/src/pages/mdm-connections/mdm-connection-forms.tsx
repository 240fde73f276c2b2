import { describeError, routes } from '@console/core';
import { endpointQueryKey, useConsoleMutation, useMessage } from '@console/core/react';
import { Banner, Button, TextArea, TextInput } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as styles from '../page.css';

/** The outcome line under a form: its success text or the server's refusal. */
function Outcome({ done, failure }: { done: string | null; failure: unknown }) {
  const t = useMessage();
  if (failure) return <Banner tone="danger">{describeError(failure, t) ?? t('errors.generic')}</Banner>;
  return done ? <Banner tone="success">{done}</Banner> : null;
}

/**
 * One add form's submit: runs `add`, then shows `doneText`, or the server's refusal; the fields are
 * left as they are on a refusal.
 */
function useAddSubmit(add: () => Promise<void>, doneText: string) {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    try {
      await add();
      setDone(doneText);
    } catch (caught) {
      setFailure(caught);
    }
  };
  return { done, failure, onSubmit: (event: FormEvent) => void submit(event) };
}

/** Upload an APNs push certificate with its private key (`POST /mdm/apple/push-certificates`). */
export function PushCertificateForm() {
  const t = useMessage();
  const queryClient = useQueryClient();
  const create = useConsoleMutation(routes.mdm.createApplePushCertificate);
  const [name, setName] = useState('');
  const [certificate, setCertificate] = useState('');
  const [privateKey, setPrivateKey] = useState('');
  const { done, failure, onSubmit } = useAddSubmit(async () => {
    await create.mutateAsync({ body: { name, certificate, ...(privateKey.trim() ? { privateKey } : {}) } });
    await queryClient.invalidateQueries({ queryKey: endpointQueryKey(routes.mdm.applePushCertificates) });
    setName('');
    setCertificate('');
    setPrivateKey('');
  }, t('mdmConnections.apple.added'));
  return (
    <form className={styles.cardBody} onSubmit={onSubmit} aria-label={t('mdmConnections.apple.add')}>
      <Outcome done={done} failure={failure} />
      <TextInput label={t('mdmConnections.name')} required value={name} onValueChange={setName} />
      <TextArea
        label={t('mdmConnections.apple.certificate')}
        required
        rows={4}
        value={certificate}
        onValueChange={setCertificate}
      />
      <TextArea
        label={t('mdmConnections.apple.privateKey')}
        description={t('mdmConnections.apple.privateKeyHint')}
        rows={4}
        value={privateKey}
        onValueChange={setPrivateKey}
      />
      <div className={styles.toolbar}>
        <Button
          type="submit"
          variant="primary"
          disabled={create.isPending || !name.trim() || !certificate.trim()}
        >
          {t('mdmConnections.apple.add')}
        </Button>
      </div>
    </form>
  );
}

/** Add an Android Enterprise connection with its service account (`POST /mdm/android/connections`). */
export function AndroidConnectionForm() {
  const t = useMessage();
  const queryClient = useQueryClient();
  const create = useConsoleMutation(routes.mdm.createAndroidConnection);
  const [name, setName] = useState('');
  const [enterpriseId, setEnterpriseId] = useState('');
  const [serviceAccount, setServiceAccount] = useState('');
  const { done, failure, onSubmit } = useAddSubmit(async () => {
    await create.mutateAsync({
      body: { name, enterpriseId, ...(serviceAccount.trim() ? { serviceAccount } : {}) },
    });
    await queryClient.invalidateQueries({ queryKey: endpointQueryKey(routes.mdm.androidConnections) });
    setName('');
    setEnterpriseId('');
    setServiceAccount('');
  }, t('mdmConnections.android.added'));
  return (
    <form className={styles.cardBody} onSubmit={onSubmit} aria-label={t('mdmConnections.android.add')}>
      <Outcome done={done} failure={failure} />
      <TextInput label={t('mdmConnections.name')} required value={name} onValueChange={setName} />
      <TextInput
        label={t('mdmConnections.android.enterpriseId')}
        required
        value={enterpriseId}
        onValueChange={setEnterpriseId}
      />
      <TextArea
        label={t('mdmConnections.android.serviceAccount')}
        description={t('mdmConnections.android.serviceAccountHint')}
        rows={4}
        value={serviceAccount}
        onValueChange={setServiceAccount}
      />
      <div className={styles.toolbar}>
        <Button
          type="submit"
          variant="primary"
          disabled={create.isPending || !name.trim() || !enterpriseId.trim()}
        >
          {t('mdmConnections.android.add')}
        </Button>
      </div>
    </form>
  );
}
