import { useEffect, useState } from 'react';
import * as styles from './mobile.css';

/** The dark modules of a QR code, as one SVG path over a `size` × `size` grid. */
interface QrPath {
  size: number;
  d: string;
}

/**
 * Draws `text` as a QR code (an SVG path, no markup injected), with the `qrcode` library loaded
 * only when a code is shown (a dynamic import: it stays out of the widget's main bundle).
 */
export function QrCode({
  text,
  label,
  enlarged = false,
}: {
  text: string;
  /** The image's accessible name. */
  label: string;
  /** Drawn large. @default false */
  enlarged?: boolean;
}) {
  const [path, setPath] = useState<QrPath | 'error' | null>(null);
  useEffect(() => {
    let live = true;
    setPath(null);
    import('qrcode')
      .then((module) => {
        const qrcode = 'create' in module ? module : (module as { default: typeof module }).default;
        const { modules } = qrcode.create(text, { errorCorrectionLevel: 'M' });
        const parts: string[] = [];
        for (let row = 0; row < modules.size; row++) {
          for (let col = 0; col < modules.size; col++) {
            if (modules.get(row, col)) parts.push(`M${col + 4} ${row + 4}h1v1h-1z`);
          }
        }
        if (live) setPath({ size: modules.size + 8, d: parts.join('') });
      })
      .catch(() => {
        if (live) setPath('error');
      });
    return () => {
      live = false;
    };
  }, [text]);
  const state = path === null ? 'loading' : path === 'error' ? 'error' : 'ready';
  return (
    <div className={styles.qr} data-state={state} data-size={enlarged ? 'large' : 'small'}>
      {typeof path === 'object' && path !== null ? (
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${path.size} ${path.size}`}
          shapeRendering="crispEdges"
          className={styles.qrImage}
        >
          <rect width={path.size} height={path.size} className={styles.qrLight} />
          <path d={path.d} className={styles.qrDark} />
        </svg>
      ) : null}
    </div>
  );
}
