import { action, type Story, type StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../button/button';
import { IconButton } from '../button/icon-button';
import { ChevronDownIcon, FilterIcon, MoreIcon, PlusIcon } from '../internal/icons';
import { LazyMenu } from './lazy-menu';
import {
  Menu,
  MenuGroup,
  MenuItem,
  MenuItemCheckbox,
  MenuItemRadio,
  MenuSeparator,
  type MenuValues,
  Submenu,
} from './menu';
import { MenuIconButton } from './menu-icon-button';

export default { title: 'Basics / Menu' } satisfies StoryDefault;

/** The Add menu shape (000 §2.7): submenus, groups, Tab blocked. */
export const AddMenu: Story = () => (
  <Menu trigger={<Button icon={<PlusIcon />}>Add</Button>} label="Add" blockTab>
    <MenuItem onSelect={action('Ticket')}>Ticket</MenuItem>
    <MenuItem onSelect={action('Ticket from template')}>Ticket from template</MenuItem>
    <Submenu label="Device">
      <MenuGroup label="Computer">
        <MenuItem onSelect={action('Windows')}>Windows</MenuItem>
        <MenuItem onSelect={action('Linux')}>Linux</MenuItem>
        <MenuItem onSelect={action('Mac')}>Mac</MenuItem>
      </MenuGroup>
      <MenuSeparator />
      <Submenu label="Virtual infrastructure">
        <MenuItem onSelect={action('HyperV')}>HyperV</MenuItem>
        <MenuItem onSelect={action('VMWare')}>VMWare</MenuItem>
      </Submenu>
      <MenuItem onSelect={action('Cloud monitor')}>Cloud monitor</MenuItem>
    </Submenu>
    <Submenu label="User">
      <MenuItem onSelect={action('Technician')}>Technician</MenuItem>
      <MenuItem onSelect={action('End user')}>End user</MenuItem>
    </Submenu>
    <MenuSeparator />
    <MenuItem href="#/reports">Report</MenuItem>
    <MenuItem onSelect={action('Policy')} description="Opens a dialog">
      Policy
    </MenuItem>
    <MenuItem disabled description="Not allowed for your role">
      Scheduled task
    </MenuItem>
  </Menu>
);

/** Open at first render. */
export const Open: Story = () => (
  <Menu trigger={<Button>Actions</Button>} defaultOpen>
    <MenuItem>Reboot</MenuItem>
    <MenuItem>Run script</MenuItem>
    <MenuItem disabled>Remote control</MenuItem>
  </Menu>
);

/** A filter menu with checkbox and radio items whose values the story shows. */
export const FilterMenu: Story = () => {
  const [values, setValues] = useState<MenuValues>({ status: ['online'], sort: 'name' });
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Menu
        trigger={<Button icon={<FilterIcon />}>Filter</Button>}
        values={values}
        onValuesChange={setValues}
      >
        <MenuGroup label="Status">
          <MenuItemCheckbox name="status" value="online">
            Online
          </MenuItemCheckbox>
          <MenuItemCheckbox name="status" value="offline">
            Offline
          </MenuItemCheckbox>
        </MenuGroup>
        <MenuSeparator />
        <MenuGroup label="Sort by">
          <MenuItemRadio name="sort" value="name">
            Name
          </MenuItemRadio>
          <MenuItemRadio name="sort" value="lastSeen">
            Last seen
          </MenuItemRadio>
        </MenuGroup>
      </Menu>
      <code>{JSON.stringify(values)}</code>
    </div>
  );
};

/** An icon trigger (kebab) opening to the left edge. */
export const ActionsMenu: Story = () => (
  <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
    <Menu trigger={<IconButton label="Actions" icon={<MoreIcon />} />} placement="bottom-end">
      <MenuItem>Edit</MenuItem>
      <MenuItem>Duplicate</MenuItem>
      <MenuSeparator />
      <MenuItem>Delete</MenuItem>
    </Menu>
  </div>
);

/** A trigger with a chevron. */
export const WithChevron: Story = () => (
  <Menu
    trigger={
      <Button>
        Organization <ChevronDownIcon />
      </Button>
    }
  >
    <MenuItem>Acme</MenuItem>
    <MenuItem>Globex</MenuItem>
  </Menu>
);

const ENTRIES = ['Ticket', 'Policy', 'Report'];
const loadSlowly = () => new Promise<string[]>((resolve) => setTimeout(() => resolve(ENTRIES), 1500));
const neverLoads = () => new Promise<string[]>(() => {});

/**
 * A menu whose store and items load on demand (LazyMenu with the light MenuIconButton): hover or
 * focus starts loading (here 1.5 s), a click before they arrive keeps the button pressed and opens
 * the menu when they do.
 */
export const LazyMenuSlowChunk: Story = () => (
  <LazyMenu
    trigger={<MenuIconButton label="Add" icon={<PlusIcon />} variant="primary" tooltipPlacement="bottom" />}
    label="Add"
    blockTab
    load={loadSlowly}
  >
    {(entries) =>
      entries.map((name) => (
        <MenuItem key={name} onSelect={action(name)}>
          {name}
        </MenuItem>
      ))
    }
  </LazyMenu>
);

/** The pressed state of a LazyMenu trigger clicked while its chunk is still loading (it never arrives here). */
export const LazyMenuLoading: Story = () => (
  <LazyMenu
    trigger={<MenuIconButton label="Add" icon={<PlusIcon />} variant="primary" />}
    label="Add"
    load={neverLoads}
    defaultOpen
  >
    {(entries) => entries.map((name) => <MenuItem key={name}>{name}</MenuItem>)}
  </LazyMenu>
);
