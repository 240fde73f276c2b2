import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import type { WizardStep } from './wizard-model';
import { WizardShell } from './wizard-shell';

const meta: StoryDefault = {
  title: 'Layout / Wizard shell',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot theme={globalState.theme === 'dark' ? 'dark' : 'light'} style={{ minHeight: '100vh' }}>
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const backupSteps: WizardStep[] = [
  { id: 'basic', label: 'Basic' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'advanced', label: 'Advanced' },
];

const imageManagerSteps: WizardStep[] = [
  { id: 'basic', label: 'Basic' },
  { id: 'verification', label: 'Verification' },
  { id: 'consolidation', label: 'Consolidation' },
  { id: 'retention', label: 'Retention' },
];

const pageOf = (step: WizardStep) => <p style={{ padding: 24 }}>{step.label} settings go here.</p>;

/** Backup job wizard (002 §2.3): three steps, Done on the last one. */
export const BackupJob: Story = () => (
  <WizardShell title="Backup job" steps={backupSteps} onDone={() => wait(800)}>
    {pageOf}
  </WizardShell>
);

/** Editing an existing record: every step is reachable from the step bar. */
export const EditMode: Story = () => (
  <WizardShell title="Image manager managed folder" mode="edit" steps={imageManagerSteps} canDone>
    {pageOf}
  </WizardShell>
);

/** A page that must be valid before Next: tick the box to enable it. */
export const NextEnabledPerPage: Story = () => {
  const [valid, setValid] = useState(false);
  return (
    <WizardShell title="Cloud monitor" steps={backupSteps} canNext={valid} onNext={() => wait(500)}>
      {(step) => (
        <label style={{ display: 'block', padding: 24 }}>
          <input type="checkbox" checked={valid} onChange={(event) => setValid(event.target.checked)} />{' '}
          {step.label} page is valid
        </label>
      )}
    </WizardShell>
  );
};

/** Network discovery step bar (000 §2.11): 'Run discovery' and 'Review' disabled until ready. */
export const DisabledSteps: Story = () => (
  <WizardShell
    title="Network discovery"
    steps={[
      { id: 'setup', label: 'Set up', canNext: false },
      { id: 'discovery', label: 'Run discovery', disabled: true },
      { id: 'review', label: 'Review', disabled: true },
    ]}
  >
    {pageOf}
  </WizardShell>
);

/** Close asks first (unsaved changes). */
export const VetoedClose: Story = () => (
  <WizardShell
    title="Backup job"
    steps={backupSteps}
    onClose={() => window.confirm('You have unsaved changes. Leave?')}
  >
    {pageOf}
  </WizardShell>
);

/** Inside a dialog body: the wizard fills the box it is given. */
export const InDialogBody: Story = () => (
  <div
    style={{
      width: 720,
      height: 480,
      margin: 24,
      border: '1px solid gray',
      borderRadius: 8,
      overflow: 'hidden',
    }}
  >
    <WizardShell layout="fill" aria-label="Directory discovery job" steps={backupSteps.slice(0, 2)}>
      {pageOf}
    </WizardShell>
  </div>
);
