/** The stories' console of the Add VM host and Add NMS device dialogs: the Add menu's StoryConsole over their fixtures. */
import type { ReactNode } from 'react';
import { pickerApi } from '../fixtures/add-menu-data';
import { StoryConsole, type StoryRoute } from '../testing/story-console';
import { deviceApi } from './vm-host-fixtures';

/** Wraps a story in the providers over the fake API; `routes` replace some answers. */
export function DeviceStoryConsole({
  children,
  routes = {},
}: {
  children: ReactNode;
  /** Answers by `'METHOD /ws/path'`; `{ status, body }` for a failure. */
  routes?: Record<string, StoryRoute>;
}) {
  return (
    <StoryConsole routes={{ ...pickerApi(), ...deviceApi(), ...routes }} delay={0}>
      {children}
    </StoryConsole>
  );
}
