import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { CloseIcon, FilterIcon, MoreIcon, PlusIcon, SearchIcon } from '../internal/icons';
import { Button } from './button';
import { IconButton } from './icon-button';

export default { title: 'Basics / Button' } satisfies StoryDefault;

const row = { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' } as const;

/** Every variant at both sizes. */
export const Variants: Story = () => (
  <div style={{ display: 'grid', gap: 12 }}>
    {(['md', 'sm'] as const).map((size) => (
      <div key={size} style={row}>
        <Button size={size} variant="primary">
          Save
        </Button>
        <Button size={size}>Cancel</Button>
        <Button size={size} variant="ghost">
          Refresh
        </Button>
        <Button size={size} variant="danger">
          Delete
        </Button>
        <Button size={size} variant="link">
          Show details
        </Button>
      </div>
    ))}
  </div>
);

/** A leading icon. */
export const WithIcon: Story = () => (
  <div style={row}>
    <Button variant="primary" icon={<PlusIcon />}>
      Add
    </Button>
    <Button icon={<FilterIcon />}>Filter</Button>
  </div>
);

/** Loading: spinner, `aria-busy`, clicks ignored. */
export const Loading: Story = () => (
  <div style={row}>
    <Button variant="primary" loading>
      Saving
    </Button>
    <Button variant="danger" loading>
      Deleting
    </Button>
    <Button loading>Loading</Button>
  </div>
);

/** Disabled in every variant. */
export const Disabled: Story = () => (
  <div style={row}>
    {(['primary', 'secondary', 'ghost', 'danger', 'link'] as const).map((variant) => (
      <Button key={variant} variant={variant} disabled>
        {variant}
      </Button>
    ))}
  </div>
);

/** A button that is busy for two seconds after a click. */
export const ClickToLoad: Story = () => {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      variant="primary"
      loading={loading}
      onClick={() => {
        setLoading(true);
        setTimeout(() => setLoading(false), 2000);
      }}
    >
      Run script
    </Button>
  );
};

/** Icon-only buttons: the label is the accessible name and the tooltip. */
export const IconButtons: Story = () => (
  <div style={row}>
    <IconButton label="Search" icon={<SearchIcon />} />
    <IconButton label="More actions" icon={<MoreIcon />} />
    <IconButton label="Close" icon={<CloseIcon />} size="sm" />
    <IconButton label="Add" icon={<PlusIcon />} variant="primary" />
    <IconButton label="Loading" icon={<PlusIcon />} loading />
    <IconButton label="Disabled" icon={<PlusIcon />} disabled />
  </div>
);
