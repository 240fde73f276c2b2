import { MessageSection } from '@console/core/react';
import type { ReactNode } from 'react';
import { imageManagerTexts } from '../messages-image-manager';

/**
 * Registers the texts the image manager renders (its own section and the backup wizards' step
 * names, titles and per-field errors), so they ship with its lazy chunk and resolve under any host.
 */
export function ImageManagerTexts({ children }: { children: ReactNode }) {
  return <MessageSection messages={imageManagerTexts}>{children}</MessageSection>;
}
