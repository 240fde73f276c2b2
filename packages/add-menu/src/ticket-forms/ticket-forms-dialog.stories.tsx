import type { Story, StoryDefault } from '@ladle/react';
import { ticketForms } from '../fixtures/add-menu-data';
import { StoryConsole } from '../testing/story-console';
import { TicketFormsDialog } from './ticket-forms-dialog';

export default { title: 'Add menu / Ticket forms' } satisfies StoryDefault;

/** The division's forms, the default first. */
export const Forms: Story = () => (
  <StoryConsole routes={{ 'GET /ws/tickettemplate/list': ticketForms }}>
    <TicketFormsDialog open onOpenChange={() => {}} />
  </StoryConsole>
);

/** No form yet. */
export const Empty: Story = () => (
  <StoryConsole routes={{ 'GET /ws/tickettemplate/list': [] }}>
    <TicketFormsDialog open onOpenChange={() => {}} />
  </StoryConsole>
);

/** The forms could not be read. */
export const LoadError: Story = () => (
  <StoryConsole routes={{ 'GET /ws/tickettemplate/list': [500, { resultCode: 'INTERNAL_ERROR' }] }}>
    <TicketFormsDialog open onOpenChange={() => {}} />
  </StoryConsole>
);
