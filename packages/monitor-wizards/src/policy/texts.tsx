import { policyEditorMessages } from '@console/core';
import { MessageSection } from '@console/core/react';
import type { ReactNode } from 'react';

/** Registers the policy editor's texts so they resolve under any host. */
export function PolicyTexts({ children }: { children: ReactNode }) {
  return <MessageSection messages={policyEditorMessages}>{children}</MessageSection>;
}
