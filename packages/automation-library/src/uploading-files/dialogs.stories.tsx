import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ApplyParametersDialog } from '../apply-parameters/apply-parameters-dialog';
import { AutomationProcessingModal } from '../automation-processing/automation-processing-modal';
import { CategoriesEditor } from '../categories-editor/categories-editor';
import { CopyAutomationDialog } from '../copy-automation/copy-automation-dialog';
import { DeleteAutomationDialog } from '../delete-automation/delete-automation-dialog';
import { ScriptPicker } from '../script-picker/script-picker';
import { json } from '../testing/fake-api';
import { FakeConsole } from '../testing/fake-console';
import { sampleAutomations } from '../testing/fixtures';
import { UploadingFilesModal } from './uploading-files-modal';

export default { title: 'Automation library / Dialogs' } satisfies StoryDefault;

const byId = (id: number) => sampleAutomations.find((a) => a.id === id) ?? sampleAutomations[0]!;

/** Uploading files: one done, one halfway, one waiting. */
export const UploadingFiles: Story = () => (
  <FakeConsole>
    <UploadingFilesModal
      open
      onCancel={() => undefined}
      uploads={[
        {
          id: 'installer',
          name: 'GoogleChromeStandaloneEnterprise64.msi',
          size: 120_000_000,
          loaded: 120_000_000,
          status: 'done',
        },
        {
          id: 'helper',
          name: 'master_preferences.json',
          size: 40_000_000,
          loaded: 18_000_000,
          status: 'uploading',
        },
        { id: 'icon', name: 'chrome.png', size: 900, loaded: 0, status: 'waiting' },
      ]}
    />
  </FakeConsole>
);

/** Uploading files with a failed file. */
export const UploadFailed: Story = () => (
  <FakeConsole>
    <UploadingFilesModal
      open
      onCancel={() => undefined}
      uploads={[{ id: 'installer', name: 'setup.exe', size: 5_000_000, loaded: 2_000_000, status: 'failed' }]}
    />
  </FakeConsole>
);

/** Automation processing, after a save. */
export const AutomationProcessing: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <FakeConsole>
      <AutomationProcessingModal open={open} onOpenChange={setOpen} onViewStatus={() => undefined} />
    </FakeConsole>
  );
};

/** Apply parameters to a script with presets and a required variable. */
export const ApplyParameters: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <FakeConsole>
      <ApplyParametersDialog
        open={open}
        onOpenChange={setOpen}
        automation={byId(3)}
        onSubmit={() => undefined}
      />
    </FakeConsole>
  );
};

/** Run a built-in automation: its known fields are required, URLs must be secure. */
export const RunBuiltIn: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <FakeConsole>
      <ApplyParametersDialog
        open={open}
        onOpenChange={setOpen}
        automation={byId(2)}
        mode="run"
        onSubmit={() => undefined}
      />
    </FakeConsole>
  );
};

/** The script picker (install and run automations hidden). */
export const Picker: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <FakeConsole>
      <ScriptPicker open={open} onOpenChange={setOpen} os="Windows" onPick={() => undefined} />
    </FakeConsole>
  );
};

/** Copy with the default name. */
export const Copy: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <FakeConsole>
      <CopyAutomationDialog open={open} onOpenChange={setOpen} automation={byId(3)} />
    </FakeConsole>
  );
};

/** The categories editor of a native automation. */
export const Categories: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <FakeConsole>
      <CategoriesEditor open={open} onOpenChange={setOpen} automation={byId(1)} />
    </FakeConsole>
  );
};

/** Delete confirmation. */
export const Delete: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <FakeConsole>
      <DeleteAutomationDialog open={open} onOpenChange={setOpen} automation={byId(4)} />
    </FakeConsole>
  );
};

/** Delete confirmation of a script install automations use: Delete shows the server's refusal. */
export const DeleteInUse: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <FakeConsole
      routes={{
        'DELETE /ws/scripting/scripts/3': json(
          {
            resultCode: 'AUTOMATION_IN_USE',
            errorMessage: 'This automation is used by Install 7-Zip. Remove it from them first.',
          },
          409,
        ),
      }}
    >
      <DeleteAutomationDialog open={open} onOpenChange={setOpen} automation={byId(3)} />
    </FakeConsole>
  );
};
