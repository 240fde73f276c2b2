import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { EditorShell } from './editor-shell';

const meta: StoryDefault = {
  title: 'Layout / Editor shell',
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

function Body() {
  return (
    <div style={{ padding: 24, display: 'grid', gap: 12 }}>
      {Array.from({ length: 40 }, (_, i) => `Script line ${i + 1}`).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** Save and Close, the body scrolls under the header. */
export const Default: Story = () => (
  <EditorShell title="New script" onSave={() => wait(1200)}>
    <Body />
  </EditorShell>
);

/** No save handler: only Close shows. */
export const WithoutSave: Story = () => (
  <EditorShell title="Activity details">
    <Body />
  </EditorShell>
);

/** The close handler asks first and may keep the editor open; reopen with the button. */
export const VetoedClose: Story = () => {
  const [open, setOpen] = useState(true);
  const [dirty, setDirty] = useState(true);
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)}>
        Reopen the editor
      </button>
    );
  }
  return (
    <EditorShell
      title="Policy (unsaved changes)"
      open={open}
      onOpenChange={setOpen}
      onSave={async () => {
        await wait(600);
        setDirty(false);
      }}
      onClose={() => !dirty || window.confirm('You have unsaved changes. Discard them?')}
    >
      <p style={{ padding: 24 }}>{dirty ? 'There are unsaved changes.' : 'Everything is saved.'}</p>
    </EditorShell>
  );
};

/** A slow close handler: the Close button shows a spinner while it runs. */
export const SlowClose: Story = () => (
  <EditorShell title="Checking for unsaved changes" onClose={() => wait(2000).then(() => false)}>
    <p style={{ padding: 24 }}>Close waits two seconds and then stays.</p>
  </EditorShell>
);

/** Extra header content and a custom logo target. */
export const HeaderActions: Story = () => (
  <EditorShell
    title="Ticket template"
    logoHref="#/administration/customers"
    headerActions={<span style={{ fontSize: 12 }}>Last saved 2 minutes ago</span>}
    onSave={() => wait(500)}
    saveDisabled
  >
    <Body />
  </EditorShell>
);

/** The fill layout: the host routes to the editor as a page and gives it a box. */
export const Fill: Story = () => (
  <div style={{ height: 400, border: '1px dashed gray' }}>
    <EditorShell title="Embedded editor" layout="fill" onSave={() => wait(500)}>
      <Body />
    </EditorShell>
  </div>
);
