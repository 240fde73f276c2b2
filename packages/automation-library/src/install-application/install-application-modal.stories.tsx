import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { json } from '../testing/fake-api';
import { FakeConsole } from '../testing/fake-console';
import { sampleAutomations, underReviewAutomations } from '../testing/fixtures';
import { InstallApplicationModal } from './install-application-modal';

export default { title: 'Automation library / Install Application' } satisfies StoryDefault;

function Harness({ automation = null }: { automation?: (typeof sampleAutomations)[number] | null }) {
  const [open, setOpen] = useState(true);
  return <InstallApplicationModal open={open} onOpenChange={setOpen} automation={automation} />;
}

/** A new install automation. */
export const New: Story = () => (
  <FakeConsole>
    <Harness />
  </FakeConsole>
);

/** Editing: installer file, helper file, icon (signed URL) and pre-script loaded. */
export const Edit: Story = () => (
  <FakeConsole>
    <Harness automation={sampleAutomations.find((a) => a.id === 6) ?? null} />
  </FakeConsole>
);

/** Editing an automation whose installer comes from a URL. */
export const EditFromUrl: Story = () => (
  <FakeConsole>
    <Harness automation={underReviewAutomations.PROCESSING[0] ?? null} />
  </FakeConsole>
);

/** Uploads held open: choose an installer and Save to see the Uploading files modal stay. */
export const UploadHeld: Story = () => (
  <FakeConsole uploads="manual">
    <Harness />
  </FakeConsole>
);

/** The pre-check refuses: Save re-enables the form silently. */
export const PreCheckFails: Story = () => (
  <FakeConsole preCheck={json({ resultCode: 'FORBIDDEN', errorMessage: 'No' }, 403)}>
    <Harness />
  </FakeConsole>
);

/** The save fails: 'Something went wrong. Please try again.' */
export const SaveFails: Story = () => (
  <FakeConsole
    routes={{
      'POST /ws/scripting/scripts/upload-application': json(
        { resultCode: 'INTERNAL_ERROR', errorMessage: 'x' },
        500,
      ),
    }}
  >
    <Harness />
  </FakeConsole>
);

/** The attachments cannot be loaded: 'Error loading attachment'. */
export const AttachmentError: Story = () => (
  <FakeConsole
    routes={{
      'GET /ws/scripting/scripts/binaryScriptAttachments/6': json(
        { resultCode: 'NOT_FOUND', errorMessage: 'x' },
        404,
      ),
    }}
  >
    <Harness automation={sampleAutomations.find((a) => a.id === 6) ?? null} />
  </FakeConsole>
);
