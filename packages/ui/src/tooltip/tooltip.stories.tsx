import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../button/button';
import { CellTooltip, Tooltip } from './tooltip';

export default { title: 'Basics / Tooltip' } satisfies StoryDefault;

/** Hover or focus the button. */
export const Basic: Story = () => (
  <div style={{ padding: 48 }}>
    <Tooltip content="Reloads the device list">
      <Button>Refresh</Button>
    </Tooltip>
  </div>
);

/** Always open, in each placement. */
export const Placements: Story = () => (
  <div style={{ display: 'flex', gap: 96, padding: 64 }}>
    {(['top', 'right', 'bottom', 'left'] as const).map((placement) => (
      <Tooltip key={placement} content={`Placed ${placement}`} placement={placement} open>
        <Button>{placement}</Button>
      </Tooltip>
    ))}
  </div>
);

/** A truncated table cell: 500 ms to show, 250 ms to hide. */
export const TableCell: Story = () => (
  <div style={{ padding: 48, width: 160 }}>
    <CellTooltip content="DESKTOP-4F2K9QX-ACCOUNTING-FLOOR-2">
      <span
        // biome-ignore lint/a11y/noNoninteractiveTabindex: truncated cells are focusable so keyboard users get the tooltip
        tabIndex={0}
        style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        DESKTOP-4F2K9QX-ACCOUNTING-FLOOR-2
      </span>
    </CellTooltip>
  </div>
);
