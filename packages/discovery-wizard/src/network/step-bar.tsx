import type { MessageKey } from '@console/core';
import { useMessage } from '@console/core/react';
import type { DiscoveryStep } from '../logic/discovery-types';
import * as styles from './network-discovery-wizard.css';

const STEPS: readonly { id: DiscoveryStep; label: MessageKey }[] = [
  { id: 'SETUP', label: 'discovery.network.step.setup' },
  { id: 'DISCOVERY', label: 'discovery.network.step.discovery' },
  { id: 'REVIEW', label: 'discovery.network.step.review' },
];

/** Props of {@link StepBar}. */
interface StepBarProps {
  step: DiscoveryStep;
  availability: Record<DiscoveryStep, boolean>;
  onStepChange: (step: DiscoveryStep) => void;
}

/**
 * The step bar (000 §2.11): Set up; Run discovery, disabled until discovery completes; Review,
 * disabled until there are devices. The open step is `aria-current="step"`.
 */
export function StepBar({ step, availability, onStepChange }: StepBarProps) {
  const t = useMessage();
  return (
    <nav aria-label={t('discovery.network.step.label')}>
      <ol className={styles.steps}>
        {STEPS.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.step}
              aria-current={item.id === step ? 'step' : undefined}
              disabled={item.id !== step && !availability[item.id]}
              data-state={item.id === step ? 'current' : availability[item.id] ? 'available' : 'disabled'}
              onClick={() => onStepChange(item.id)}
            >
              <span aria-hidden="true">{index + 1}</span>
              <span>{t(item.label)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
