import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useState } from 'react';
import { Combobox, type ComboboxOption } from './combobox';

export default { title: 'Basics / Combobox' } satisfies StoryDefault;

const organizations: ComboboxOption[] = [
  { value: 'acme', label: 'Acme Corporation' },
  { value: 'globex', label: 'Globex' },
  { value: 'initech', label: 'Initech', description: 'Austin office' },
  { value: 'umbrella', label: 'Umbrella', disabled: true },
  { value: 'zurich', label: 'Zürich Versicherung' },
];

const width = { width: 300 };

/** Filters the given options as you type. */
export const Basic: Story = () => {
  const [value, setValue] = useState<string | null>(null);
  return (
    <div style={width}>
      <Combobox
        label="Organization"
        placeholder="Search organizations"
        options={organizations}
        value={value}
        onValueChange={setValue}
      />
      <p>Value: {String(value)}</p>
    </div>
  );
};

/** A value chosen at first render. */
export const WithValue: Story = () => (
  <div style={width}>
    <Combobox label="Organization" options={organizations} defaultValue="globex" />
  </div>
);

/** The host searches (here with a 600 ms fake request): loading, then results or the empty state. */
export const AsyncSearch: Story = () => {
  const [query, setQuery] = useState('');
  const [loading, setLoading] = useState(false);
  const [results, setResults] = useState<ComboboxOption[]>(organizations);
  useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      setResults(organizations.filter((o) => o.label.toLowerCase().includes(query.toLowerCase())));
      setLoading(false);
    }, 600);
    return () => clearTimeout(timer);
  }, [query]);
  return (
    <div style={width}>
      <Combobox
        label="Organization"
        options={results}
        filter={false}
        loading={loading}
        onInputValueChange={setQuery}
      />
    </div>
  );
};

/** Always loading. */
export const Loading: Story = () => (
  <div style={width}>
    <Combobox label="Organization" options={[]} loading />
  </div>
);

/** With help text and an error. */
export const WithError: Story = () => (
  <div style={width}>
    <Combobox
      label="Organization"
      options={organizations}
      description="Owner of the device."
      error="Required"
    />
  </div>
);
