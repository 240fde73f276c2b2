/** The stories' console of the mobile enrollment dialogs: the Add menu's StoryConsole over their fixtures. */
import { createTestSession } from '@console/testing/session';
import { type ReactNode, useState } from 'react';
import { StoryConsole, type StoryRoute } from '../testing/story-console';
import { mdmSession, mobileApi } from './mobile-fixtures';

/** Wraps a story in the providers over the fake API; `routes` replace some answers. */
export function MobileStoryConsole({
  children,
  routes = {},
  session = mdmSession,
  approval = 'AUTOMATIC',
}: {
  children: ReactNode;
  /** Answers by `'METHOD /ws/path'`; `{ status, body }` for a failure. */
  routes?: Record<string, StoryRoute>;
  /** Feature flags and division config of the session. @default both MDM platforms and apps on */
  session?: Parameters<typeof createTestSession>[0];
  /** The organization's approval mode. @default 'AUTOMATIC' */
  approval?: 'AUTOMATIC' | 'REJECT';
}) {
  const [current] = useState(() => createTestSession(session));
  return (
    <StoryConsole routes={{ ...mobileApi({ approval }), ...routes }} session={current} delay={0}>
      {children}
    </StoryConsole>
  );
}
