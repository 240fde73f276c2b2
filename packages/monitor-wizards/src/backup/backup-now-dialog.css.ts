import { style } from '@vanilla-extract/css';

/** The dialog's body: the job choice, then the runs. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: 16 });

/** The runs table. */
export const runs = style({ width: '100%', borderCollapse: 'collapse', fontSize: 13 });

/** A runs table cell. */
export const cell = style({
  textAlign: 'start',
  padding: '4px 8px',
  borderBottom: '1px solid var(--console-color-border, #d0d5dd)',
  verticalAlign: 'top',
});

/** A cell kept on one line (dates, sizes). */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** The revision id (long, monospaced). */
export const revision = style({ fontFamily: 'monospace', wordBreak: 'break-all' });

/** The runs' heading. */
export const heading = style({ margin: 0, fontSize: 14, fontWeight: 600 });
