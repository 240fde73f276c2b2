import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { RunApplicationModal } from '../run-application/run-application-modal';
import { FakeConsole } from '../testing/fake-console';
import { sampleAutomations, underReviewAutomations } from '../testing/fixtures';
import { FileTransferModal } from './file-transfer-modal';

export default { title: 'Automation library / File Transfer and Run Application' } satisfies StoryDefault;

function Transfer({ automation = null }: { automation?: (typeof sampleAutomations)[number] | null }) {
  const [open, setOpen] = useState(true);
  return <FileTransferModal open={open} onOpenChange={setOpen} automation={automation} />;
}

function Run({ automation = null }: { automation?: (typeof sampleAutomations)[number] | null }) {
  const [open, setOpen] = useState(true);
  return <RunApplicationModal open={open} onOpenChange={setOpen} automation={automation} />;
}

/** A new file transfer. */
export const NewFileTransfer: Story = () => (
  <FakeConsole>
    <Transfer />
  </FakeConsole>
);

/** Editing a file transfer. */
export const EditFileTransfer: Story = () => (
  <FakeConsole>
    <Transfer automation={sampleAutomations.find((a) => a.id === 8) ?? null} />
  </FakeConsole>
);

/** Editing a .zip file transfer: Expand is offered. */
export const EditZipFileTransfer: Story = () => (
  <FakeConsole>
    <Transfer automation={underReviewAutomations.INFECTED[0] ?? null} />
  </FakeConsole>
);

/** Uploads held open: choose a file and Save to see the Uploading files modal. */
export const FileTransferUploadHeld: Story = () => (
  <FakeConsole uploads="manual">
    <Transfer />
  </FakeConsole>
);

/** A new run-application automation. */
export const NewRunApplication: Story = () => (
  <FakeConsole>
    <Run />
  </FakeConsole>
);

/** Editing a run-application automation. */
export const EditRunApplication: Story = () => (
  <FakeConsole>
    <Run automation={sampleAutomations.find((a) => a.id === 7) ?? null} />
  </FakeConsole>
);
