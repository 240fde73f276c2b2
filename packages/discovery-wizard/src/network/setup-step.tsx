import { DISCOVERY_SETTING_LIMITS, DISCOVERY_SETTING_NAMES, type ValidationIssue } from '@console/core';
import { useMessage } from '@console/core/react';
import { Accordion, Banner, Select, TextArea, TextInput } from '@console/ui';
import { CredentialPicker, LocationPicker, OrganizationPicker } from '@console/widget-kit';
import { useEffect, useState } from 'react';
import type { SnmpProtocolChoice } from '../logic/discovery-types';
import * as styles from './network-discovery-wizard.css';
import type { NetworkDiscoveryWizardModel } from './use-network-discovery-wizard';

const SNMP_TYPES = ['SNMPV1', 'SNMPV2', 'SNMPV3'] as const;
const TELNET_SSH_TYPES = ['TELNET_SSH'] as const;

/**
 * Set up (000 §3.5, §5.3): organization, location, network probe, targets, SNMP credentials one
 * and two with their protocols, the Telnet/SSH credential (each with New Credential, 000 §5.4)
 * and the advanced settings.
 */
export function SetupStep({ wizard }: { wizard: NetworkDiscoveryWizardModel }) {
  const t = useMessage();
  const { values, setValue, issues } = wizard;
  const text = (issue: ValidationIssue | undefined) => (issue ? t(issue.key, issue.params) : undefined);
  const protocols = ([1, 2, 3] as const).map((value) => ({
    value: String(value),
    label: t(`discovery.network.form.protocol.${value}`),
  }));
  const [advancedOpen, setAdvancedOpen] = useState<string[]>([]);
  // The advanced settings open by themselves when one of them is wrong.
  const advancedIssue = DISCOVERY_SETTING_NAMES.some((name) => issues[name]);
  useEffect(() => {
    if (advancedIssue) setAdvancedOpen((current) => (current.includes('advanced') ? current : ['advanced']));
  }, [advancedIssue]);
  const probeOptions = (wizard.probes.data ?? []).map((probe) => ({
    value: String(probe.nodeId),
    label: probe.nodeName,
  }));
  return (
    <div className={styles.form}>
      {wizard.probes.isError ? (
        <Banner tone="danger" className={styles.wide}>
          {t('networkDiscovery.error.probes_failed')}
        </Banner>
      ) : null}
      <OrganizationPicker
        label={t('discovery.network.form.organization')}
        value={values.org}
        onValueChange={(id, organization) => {
          setValue('org', id);
          wizard.setNames((names) => ({ ...names, organization: organization?.name ?? '' }));
        }}
        error={text(issues.org)}
      />
      <LocationPicker
        label={t('discovery.network.form.location')}
        organizationId={values.org}
        value={values.location}
        onValueChange={(id, location) => {
          setValue('location', id);
          wizard.setNames((names) => ({ ...names, location: location?.name ?? '' }));
        }}
        required={values.org !== null}
        error={text(issues.location)}
      />
      <Select
        label={t('discovery.network.form.networkProbe')}
        placeholder={t('discovery.network.form.networkProbePlaceholder')}
        options={probeOptions}
        disabled={values.location === null}
        value={values.networkProbe ? String(values.networkProbe.nodeId) : ''}
        onValueChange={(value) => {
          const probe = wizard.probes.data?.find((item) => String(item.nodeId) === value);
          setValue('networkProbe', probe ? { nodeId: probe.nodeId, nodeName: probe.nodeName } : null);
        }}
        error={text(issues.networkProbe)}
      />
      <TextArea
        className={styles.wide}
        label={t('discovery.network.form.ipTargets')}
        description={t('discovery.network.form.ipTargetsHint')}
        required
        rows={3}
        value={values.ipTargets}
        onValueChange={(value) => setValue('ipTargets', value)}
        error={text(issues.ipTargets)}
        touched
      />
      <div className={styles.pair}>
        <CredentialPicker
          label={t('discovery.network.form.snmpCredOne')}
          organizationId={values.org}
          types={SNMP_TYPES}
          required={values.org !== null}
          value={values.snmpCredOne}
          onValueChange={(id) => setValue('snmpCredOne', id)}
          error={text(issues.snmpCredOne)}
        />
        <Select
          label={t('discovery.network.form.protocolOne')}
          options={protocols}
          value={String(values.protocolOne)}
          onValueChange={(value) => setValue('protocolOne', Number(value) as SnmpProtocolChoice)}
        />
      </div>
      <div className={styles.pair}>
        <CredentialPicker
          label={t('discovery.network.form.snmpCredTwo')}
          organizationId={values.org}
          types={SNMP_TYPES}
          value={values.snmpCredTwo}
          onValueChange={(id) => setValue('snmpCredTwo', id)}
        />
        <Select
          label={t('discovery.network.form.protocolTwo')}
          options={protocols}
          value={String(values.protocolTwo)}
          onValueChange={(value) => setValue('protocolTwo', Number(value) as SnmpProtocolChoice)}
        />
      </div>
      <CredentialPicker
        className={styles.wide}
        label={t('discovery.network.form.telnetSshCred')}
        organizationId={values.org}
        types={TELNET_SSH_TYPES}
        value={values.telnetSshCred}
        onValueChange={(id) => setValue('telnetSshCred', id)}
      />
      <Accordion
        className={styles.wide}
        headingLevel={2}
        value={advancedOpen}
        onValueChange={(next) =>
          setAdvancedOpen((current) => (next.join() === current.join() ? current : next))
        }
        items={[
          {
            id: 'advanced',
            title: t('discovery.network.form.advanced'),
            content: (
              <div className={styles.advanced}>
                {DISCOVERY_SETTING_NAMES.map((name) => (
                  <TextInput
                    key={name}
                    label={t(`discovery.network.form.${name}`)}
                    inputMode="numeric"
                    min={DISCOVERY_SETTING_LIMITS[name].min}
                    max={DISCOVERY_SETTING_LIMITS[name].max}
                    value={values[name]}
                    onValueChange={(value) => setValue(name, value)}
                    error={text(issues[name])}
                    touched
                  />
                ))}
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
