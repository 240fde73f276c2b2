/**
 * A partner's own page, not a React app and without the console's router: it signs in against the
 * reference server (through the dev server's `/ws` proxy), then mounts the global search widget
 * and the Add menu into its header with `mount()` (and the Add menu once more from a small React
 * island, `react-add-menu.tsx`, for partners who render components). Routes the widget asks for are the portal's business: the results
 * page opens in the portal itself, anything else opens in the console.
 */
import { mount as mountAddMenu } from '@console/add-menu';
import { ConsoleApiError, createConsoleClient, endpoints, type Session } from '@console/core';
import { mount, mountSearchResultsPage, parseResultsPageParams } from '@console/search';
import '@console/ui/styles.css';
import '@console/search/styles.css';
import '@console/add-menu/styles.css';
import './portal.css';
import { cloudMonitorCard, cloudMonitorRoute, mountCloudMonitorWizardInto } from './cloud-monitor-card';
import { directoryDiscoveryCard } from './directory-discovery-card';
import { imageManagerCard } from './image-manager-card';
import { networkDiscoveryCard } from './network-discovery-card';
import { renderReactAddMenu } from './react-add-menu';

declare const __CONSOLE_URL__: string;

const client = createConsoleClient({ baseUrl: '/ws' });
const main = document.getElementById('portal-main') as HTMLElement;
const searchSlot = document.getElementById('portal-search') as HTMLElement;
const addSlot = document.getElementById('portal-add') as HTMLElement;
const userSlot = document.getElementById('portal-user') as HTMLElement;

let resultsPage: ReturnType<typeof mountSearchResultsPage> | undefined;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Replaces the main area's content. */
function show(...nodes: Node[]): void {
  resultsPage?.unmount();
  resultsPage = undefined;
  main.replaceChildren(...nodes);
}

/** What the widget's `navigate(route)` does on this page. */
function navigate(session: Session, route: string): void {
  const [path, query = ''] = route.split('?');
  if (path === '/search') {
    const params = parseResultsPageParams(Object.fromEntries(new URLSearchParams(query)));
    const host = element('section', { className: 'portal-card', id: 'portal-results' });
    show(host);
    resultsPage = mountSearchResultsPage(host, {
      client,
      session,
      navigate: (next) => navigate(session, next),
      search: params,
      onSearchChange: (next) => resultsPage?.update({ search: next }),
    });
    return;
  }
  const monitorId = cloudMonitorRoute(path ?? '');
  if (monitorId !== undefined) {
    // The Add menu's 'Cloud monitor': the wizard opens in the portal, mounted with mount(el).
    const host = element('section', { className: 'portal-card', id: 'portal-cloud-monitor-wizard' });
    show(host);
    mountCloudMonitorWizardInto(host, client, session, (next) => navigate(session, next), monitorId);
    return;
  }
  const url = `${__CONSOLE_URL__}/#${route}`;
  show(
    element('section', { className: 'portal-card', id: 'portal-opened' }, [
      element('h2', {}, ['Opened in the console']),
      element('p', {}, ['The portal hands this page to the console:']),
      element('p', { className: 'portal-route' }, [route]),
      element('a', { className: 'portal-button', href: url, target: '_blank', rel: 'noopener' }, [
        'Open in the console',
      ]),
    ]),
  );
}

function start(session: Session): void {
  userSlot.textContent = `${session.user.firstName} ${session.user.lastName}`;
  mount(searchSlot, {
    client,
    session,
    navigate: (route) => navigate(session, route),
    placeholder: 'Search devices, organizations, documents…',
  });
  // The Add menu: its entries follow the user's permissions; routes it asks for open in the console.
  mountAddMenu(addSlot, { client, session, navigate: (route) => navigate(session, route) });
  const context = { client, session, navigate: (route: string) => navigate(session, route) };
  // The directory discovery wizard, mounted into a card of the page.
  main.append(directoryDiscoveryCard(context));
  // The network discovery wizard, mounted the same way (results complete from the scan's status).
  main.append(networkDiscoveryCard(context));
  // The cloud monitor wizard as a React component in the portal's own React island.
  main.append(cloudMonitorCard(context));
  // A policy's image manager pages, with mount(el) and as a React component.
  main.append(imageManagerCard(context));
}

function signInForm(problem?: string): void {
  const email = element('input', { type: 'email', name: 'email', required: true, autocomplete: 'username' });
  const password = element('input', {
    type: 'password',
    name: 'password',
    required: true,
    autocomplete: 'current-password',
  });
  const error = element('p', { className: 'portal-error', role: 'alert' } as Partial<HTMLParagraphElement>, [
    problem ?? '',
  ]);
  const form = element('form', { className: 'portal-form' }, [
    element('label', {}, ['Email', email]),
    element('label', {}, ['Password', password]),
    element('button', { type: 'submit' }, ['Sign in']),
    error,
  ]);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      await client.call(endpoints.auth.login, { body: { email: email.value, password: password.value } });
      const session = await client.call(endpoints.auth.session);
      show(welcome(), reactCard(session));
      start(session);
    } catch (cause) {
      error.textContent =
        cause instanceof ConsoleApiError && cause.errorMessage ? cause.errorMessage : 'Could not sign in.';
    }
  });
  show(element('section', { className: 'portal-card' }, [element('h1', {}, ['Sign in']), form]));
}

function welcome(): HTMLElement {
  return element('section', { className: 'portal-card', id: 'portal-welcome' }, [
    element('h1', {}, ['Partner portal']),
    element('p', {}, [
      'Search every device, organization and document of your managed accounts from the box above.',
    ]),
  ]);
}

/** A card with the Add menu rendered by React (the same widget as the header's `mount()`). */
function reactCard(session: Session): HTMLElement {
  const slot = element('div', { id: 'portal-react-add' });
  renderReactAddMenu(slot, { client, session, navigate: (route) => navigate(session, route) });
  return element('section', { className: 'portal-card', id: 'portal-react' }, [
    element('h2', {}, ['Add from a React island']),
    slot,
  ]);
}

client
  .call(endpoints.auth.session)
  .then((session) => {
    main.append(reactCard(session));
    start(session);
  })
  .catch(() => signInForm());
