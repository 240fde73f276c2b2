import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { FileDrop } from './file-drop';

const meta: StoryDefault = {
  title: 'Fields / File drop',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot
        theme={globalState.theme === 'dark' ? 'dark' : 'light'}
        style={{ padding: 16, maxWidth: 480 }}
      >
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

/** Empty: drop a CSV or browse for one. */
export const Empty: Story = () => (
  <FileDrop label="Devices CSV" accept={['.csv']} description="CSV, up to 1 GB" />
);

/** A file chosen (controlled). */
export const Filled: Story = () => {
  const [files, setFiles] = useState<File[]>([
    new File(['name\nweb-01\n'], 'devices.csv', { type: 'text/csv' }),
  ]);
  return <FileDrop label="Devices CSV" accept={['.csv']} files={files} onFilesChange={setFiles} />;
};

/** Several files; each refused one is named in the error. */
export const Multiple: Story = () => <FileDrop label="Helper files" multiple maxSize={104857600} />;

/** The size limit reached: drop anything over 1 KB to see 'File exceeds the limit of 1 KB'. */
export const SmallLimit: Story = () => <FileDrop label="Icon" accept={['image/*']} maxSize={1024} />;

/** An error shown at once. */
export const WithError: Story = () => (
  <FileDrop label="Installer" required error="Choose an installer file" touched />
);

/** Disabled. */
export const Disabled: Story = () => (
  <FileDrop
    label="Devices CSV"
    disabled
    defaultFiles={[new File(['x'], 'devices.csv', { type: 'text/csv' })]}
  />
);

/** Two file drops in one form, each naming its browse button. */
export const BrowseLabels: Story = () => (
  <div style={{ display: 'grid', gap: 16 }}>
    <FileDrop label="Script file" browseLabel="Browse for a script" accept={['.ps1', '.sh', '.bat']} />
    <FileDrop label="Helper files" browseLabel="Browse for helper files" multiple />
  </div>
);
