import { useMessage } from '@console/core/react';
import { discoveryConflictMessageKey } from '@console/core/validation';
import { Checkbox, Select, TextInput } from '@console/ui';
import { CredentialPicker } from '@console/widget-kit';
import * as styles from './directory-discovery-wizard.css';
import { OuTree } from './ou-tree';
import type { DirectoryDiscoveryWizardModel } from './use-directory-discovery-wizard';

/**
 * Step 1 (002 §2.3, §5.3): the domain controller (devices with that role that are up), the OU
 * tree and path, Recursive, the path's check and the conflict with saved jobs; the credential the
 * tree is read with when the organization has no default discovery credential.
 */
export function StepOne({ wizard, clientId }: { wizard: DirectoryDiscoveryWizardModel; clientId: number }) {
  const t = useMessage();
  const { values, domainControllers } = wizard;
  const dcs = domainControllers.data ?? [];
  const ouError =
    wizard.ouPathState === 'invalid'
      ? t('directoryDiscovery.error.invalidOuPath')
      : wizard.ouPathState === 'error'
        ? t('directoryDiscovery.error.validatingOuPath')
        : null;
  const computers = wizard.listing.data?.ouComputers.length;
  return (
    <div className={styles.columns}>
      <div className={styles.column}>
        <Select
          label={t('directoryDiscovery.wizard.domainController')}
          placeholder={t('directoryDiscovery.wizard.domainController')}
          options={dcs.map((dc) => ({ value: String(dc.id), label: dc.name }))}
          value={values.domainControllerId === null ? '' : String(values.domainControllerId)}
          onValueChange={(id) => {
            const dc = dcs.find((row) => String(row.id) === id);
            wizard.chooseDomainController(dc?.id ?? null, dc?.name ?? '');
          }}
          error={
            domainControllers.isError
              ? t('directoryDiscovery.error.loadingDomainControllers')
              : domainControllers.isSuccess && dcs.length === 0
                ? t('directoryDiscovery.wizard.noDomainControllers')
                : undefined
          }
        />
        {wizard.askCredentialFirst ? (
          <CredentialPicker
            organizationId={clientId}
            types={['BASIC']}
            label={t('directoryDiscovery.wizard.credentials')}
            value={values.credentialId}
            onValueChange={(id) => wizard.setCredential(id)}
          />
        ) : null}
        {values.domainControllerId !== null ? (
          <OuTree
            domainControllerId={values.domainControllerId}
            credentialId={values.credentialId}
            value={values.ouPath}
            onValueChange={wizard.pickOuPath}
          />
        ) : null}
      </div>
      <div className={styles.column}>
        <TextInput
          label={t('directoryDiscovery.wizard.ouPath')}
          required
          description={t('directoryDiscovery.wizard.ouPathHelp')}
          value={values.ouPath}
          onValueChange={wizard.typeOuPath}
          disabled={values.domainControllerId === null}
          error={ouError}
          touched={ouError !== null}
        />
        <Checkbox
          label={t('directoryDiscovery.wizard.recursive')}
          checked={values.recursive}
          onCheckedChange={wizard.setRecursive}
          disabled={values.domainControllerId === null || wizard.loading}
        />
        {wizard.conflict ? (
          <p className={styles.notice} data-tone="danger" role="alert">
            {t(discoveryConflictMessageKey(wizard.conflict))}
          </p>
        ) : null}
        {wizard.listing.isError ? (
          <p className={styles.notice} data-tone="danger" role="alert">
            {t('directoryDiscovery.error.loadingTree')}
          </p>
        ) : computers !== undefined && wizard.ouPathState === 'valid' ? (
          <p className={styles.notice} role="status">
            {t('directoryDiscovery.wizard.computersFound', { count: computers })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
