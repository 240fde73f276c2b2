/** Demo seed of ticketing: a few tickets and the ticket templates. */
import * as t from '../db/schema';
import { defineSeedStep, need, type SeedContext } from './context';
import { firstDevice } from './devices';

async function seedTickets(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const msp = need(ctx, 'msp');
  const [northwind, contoso] = need(ctx, 'organizations');
  if (!northwind || !contoso) throw new Error('seed: orgs');
  const firstNode = (clientId: number, nodeClass: string) => firstDevice(ctx, clientId, nodeClass);
  await db.insert(t.tickets).values([
    {
      divisionId: msp.id,
      clientId: northwind.id,
      nodeId: firstNode(northwind.id, 'WINDOWS_WORKSTATION'),
      subject: 'Printer offline on 2nd floor',
      status: 'OPEN',
    },
    {
      divisionId: msp.id,
      clientId: northwind.id,
      nodeId: null,
      subject: 'New hire onboarding: 3 laptops',
      status: 'OPEN',
    },
    {
      divisionId: msp.id,
      clientId: contoso.id,
      nodeId: null,
      subject: 'VPN certificate renewal',
      status: 'CLOSED',
    },
  ]);
}

async function seedTicketTemplates(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const msp = need(ctx, 'msp');
  await db.insert(t.ticketTemplates).values([
    {
      divisionId: msp.id,
      name: 'Default',
      isDefault: true,
      content: { ticketTitleCustomText: 'Alert on {{device}}', createAndClose: false },
    },
    {
      divisionId: msp.id,
      name: 'Critical alerts',
      isDefault: false,
      content: { Priority: 'High', createAndClose: false },
    },
  ]);
}

/** Open and closed tickets of two organizations. */
export const ticketsSeed = defineSeedStep({ name: 'ticketing.tickets', order: 80, run: seedTickets });

/** The ticket templates (one default). */
export const ticketTemplatesSeed = defineSeedStep({
  name: 'ticketing.templates',
  order: 91,
  run: seedTicketTemplates,
});
