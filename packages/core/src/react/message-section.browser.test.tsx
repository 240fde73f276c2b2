import { createTestSession } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createConsoleClient } from '../client/client';
import type { MessageKey } from '../messages';
import { ConsoleProvider } from './console-provider';
import { MessageContext, MessageSection, useMessage } from './message-context';

const widgetMessages = { 'widget.title': '{{product}} widget', 'widget.empty': 'Nothing here' };

function WidgetBody() {
  const t = useMessage();
  return (
    <section>
      <h2>{t('widget.title' as MessageKey)}</h2>
      <p>{t('widget.empty' as MessageKey)}</p>
      <p>{t('errors.generic')}</p>
    </section>
  );
}

const client = createConsoleClient({ fetch: (async () => new Response('{}')) as typeof fetch });
const navigate = () => undefined;

describe('given a widget that registers its section', () => {
  it('shows its texts without any provider', async () => {
    const screen = await render(
      <MessageSection messages={widgetMessages}>
        <WidgetBody />
      </MessageSection>,
    );
    await expect.element(screen.getByRole('heading', { name: 'Console widget' })).toBeVisible();
    await expect.element(screen.getByText('Nothing here')).toBeVisible();
    await expect.element(screen.getByText('Something went wrong. Please try again.')).toBeVisible();
  });

  it('keeps the host overrides and product name of the ConsoleProvider above it', async () => {
    const screen = await render(
      <ConsoleProvider
        client={client}
        session={createTestSession()}
        navigate={navigate}
        productName="Acme RMM"
        messages={{ 'widget.empty': 'The host says none' } as never}
      >
        <MessageSection messages={widgetMessages}>
          <WidgetBody />
        </MessageSection>
      </ConsoleProvider>,
    );
    await expect.element(screen.getByRole('heading', { name: 'Acme RMM widget' })).toBeVisible();
    await expect.element(screen.getByText('The host says none')).toBeVisible();
  });

  it('passes sections registered above a ConsoleProvider, and the provider’s own, to widgets', async () => {
    const screen = await render(
      <MessageSection messages={{ 'widget.empty': 'From outside' }}>
        <ConsoleProvider
          client={client}
          session={createTestSession()}
          navigate={navigate}
          sections={[{ 'widget.title': 'Provider section' }]}
        >
          <WidgetBody />
        </ConsoleProvider>
      </MessageSection>,
    );
    await expect.element(screen.getByRole('heading', { name: 'Provider section' })).toBeVisible();
    await expect.element(screen.getByText('From outside')).toBeVisible();
  });

  it('falls back to the section under a host’s own translate function', async () => {
    const hostTranslate = (key: MessageKey) => (key === 'errors.generic' ? 'Host generic' : key);
    const screen = await render(
      <MessageContext.Provider value={hostTranslate}>
        <MessageSection messages={widgetMessages}>
          <WidgetBody />
        </MessageSection>
      </MessageContext.Provider>,
    );
    await expect.element(screen.getByText('Nothing here')).toBeVisible();
    await expect.element(screen.getByText('Host generic')).toBeVisible();
  });
});
