import { MessageSection } from '@console/core/react';
import type { ReactNode } from 'react';
import { policyEditorMessages } from '../messages-policy';

/** Registers the policy editor's texts so they resolve under any host. */
export function PolicyTexts({ children }: { children: ReactNode }) {
  return <MessageSection messages={policyEditorMessages}>{children}</MessageSection>;
}
