import { CREDENTIAL_FORM_PATH, type CredentialDetail, type MessageKey } from '@console/core';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  credentialTypeSchema,
  idSchema,
  SESSION_COOKIE,
  snmpAuthProtocolSchema,
  snmpPrivProtocolSchema,
} from '@console/core/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, message } from '../../http/errors';
import { loadAuth } from '../../platform/auth/session';
import { CREDENTIAL_FORM_SCRIPT, CREDENTIAL_FORM_STYLE } from './form-assets';
import { readCredential, toCredentialDetail } from './service';

/**
 * The page is framed by the console's own pages only; it loads nothing but its own script and
 * style, and talks only to its own origin (002 §4.3: an embedded secure page).
 */
const FORM_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const t = (key: MessageKey) => escapeHtml(message(key));

function option(value: string, label: string, selected: boolean): string {
  return `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;
}

function field(name: string, label: MessageKey, input: string, group?: string): string {
  return `<div class="field"${group ? ` data-group="${group}"` : ''}>
  <label for="${name}">${t(label)}</label>
  ${input}
  <p class="error" id="${name}-error" role="alert"></p>
</div>`;
}

function textInput(name: string, value: string | null, type = 'text', keep = false): string {
  const placeholder = keep ? ` placeholder="${t('pickers.credentialForm.keepSecret')}"` : '';
  const auto = type === 'password' ? ' autocomplete="new-password"' : ' autocomplete="off"';
  return `<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value ?? '')}"${placeholder}${auto} aria-describedby="${name}-error">`;
}

function selectInput(
  name: string,
  values: readonly string[],
  current: string | null,
  labelOf: (v: string) => string,
) {
  return `<select id="${name}" name="${name}" aria-describedby="${name}-error">${values
    .map((value) => option(value, labelOf(value), value === current))
    .join('')}</select>`;
}

/** Renders the New Credential (or edit) form page; texts come from the catalogue, escaped. */
export function renderCredentialForm(options: {
  apiBase: string;
  clientId: number | null;
  credential: CredentialDetail | null;
  parentOrigin: string;
}): string {
  const { apiBase, clientId, credential, parentOrigin } = options;
  const editing = credential !== null;
  const type = credential?.credentialType ?? 'BASIC';
  const keep = editing;
  const title = t(editing ? 'pickers.credential.edit' : 'pickers.credential.new');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${apiBase}${CREDENTIAL_FORM_PATH}.css">
<script src="${apiBase}${CREDENTIAL_FORM_PATH}.js" defer></script>
</head>
<body>
<form id="credential-form" novalidate
  data-api-base="${escapeHtml(apiBase)}"
  data-parent-origin="${escapeHtml(parentOrigin)}"
  data-csrf-cookie="${CSRF_COOKIE}"
  data-csrf-header="${CSRF_HEADER}"
  data-saving="${t('pickers.credentialForm.saving')}"
  ${editing ? `data-id="${credential.id}"` : `data-client-id="${clientId ?? ''}"`}>
<h1>${title}</h1>
${field('name', 'pickers.credentialForm.name', textInput('name', credential?.name ?? null))}
${field(
  'credentialType',
  'pickers.credentialForm.type',
  selectInput('credentialType', credentialTypeSchema.options, type, (value) =>
    message(`pickers.credential.type.${value}` as MessageKey),
  ),
)}
${field('username', 'pickers.credentialForm.username', textInput('username', credential?.username ?? null), 'BASIC TELNET_SSH SNMPV3')}
${field('password', 'pickers.credentialForm.password', textInput('password', null, 'password', keep), 'BASIC TELNET_SSH')}
${field('community', 'pickers.credentialForm.community', textInput('community', null, 'password', keep), 'SNMPV1 SNMPV2 SNMPV12C')}
${field(
  'authProtocol',
  'pickers.credentialForm.authProtocol',
  selectInput('authProtocol', snmpAuthProtocolSchema.options, credential?.authProtocol ?? 'SHA', (v) => v),
  'SNMPV3',
)}
${field('authPassword', 'pickers.credentialForm.authPassword', textInput('authPassword', null, 'password', keep), 'SNMPV3')}
${field(
  'privProtocol',
  'pickers.credentialForm.privProtocol',
  selectInput('privProtocol', snmpPrivProtocolSchema.options, credential?.privProtocol ?? 'AES', (v) => v),
  'SNMPV3',
)}
${field('privPassword', 'pickers.credentialForm.privPassword', textInput('privPassword', null, 'password', keep), 'SNMPV3')}
<p class="error" id="form-error" role="alert"></p>
<div class="actions"><button type="submit">${t('pickers.credentialForm.save')}</button></div>
</form>
</body>
</html>`;
}

/** The parent origin the page answers: the `origin` query value when it is an origin, else its own. */
function parentOriginOf(value: unknown, own: string): string {
  if (typeof value !== 'string') return own;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? url.origin : own;
  } catch {
    return own;
  }
}

function sendAsset(reply: FastifyReply, type: string, body: string) {
  return reply.header('content-type', type).header('cache-control', 'no-store').send(body);
}

/**
 * The secure credential form (002 §4.3): `GET /credential/form?clientId=` (new) or `?id=` (edit),
 * plus its script and style. The page posts to `POST`/`PUT /credential` and tells its parent
 * window SUCCESS or FAILURE. It needs a session and the right to write the credential.
 */
export function registerCredentialFormPage(app: FastifyInstance): void {
  const state = app.console;
  const path = `${state.apiBase}${CREDENTIAL_FORM_PATH}`;
  app.get(`${path}.js`, (_request, reply) =>
    sendAsset(reply, 'text/javascript; charset=utf-8', CREDENTIAL_FORM_SCRIPT),
  );
  app.get(`${path}.css`, (_request, reply) =>
    sendAsset(reply, 'text/css; charset=utf-8', CREDENTIAL_FORM_STYLE),
  );
  app.get(path, async (request, reply) => {
    const loaded = await loadAuth(state.db, request.cookies[SESSION_COOKIE], state.now(), { cache: true });
    if (loaded.status !== 'ok')
      throw new ApiError(401, 'UNAUTHENTICATED', message('records.unauthenticated'));
    const { auth } = loaded;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const id = query.id === undefined ? undefined : idSchema.safeParse(query.id);
    const clientId = query.clientId === undefined ? undefined : idSchema.safeParse(query.clientId);
    if ((id && !id.success) || (clientId && !clientId.success) || (!id && !clientId)) {
      throw new ApiError(400, 'VALIDATION_ERROR', message('records.invalidPayload'));
    }
    let credential: CredentialDetail | null = null;
    if (id?.success) {
      const row = await readCredential(state.db, auth.division.id, auth.can, id.data);
      const allowed = row.clientId === null ? auth.can.isSysadmin : auth.can.canUpdateCustomers(row.clientId);
      if (!allowed) throw new ApiError(403, 'FORBIDDEN', message('errors.noPermission'));
      credential = toCredentialDetail(row, state.secrets);
    } else if (clientId?.success && !auth.can.canUpdateCustomers(clientId.data)) {
      throw new ApiError(403, 'FORBIDDEN', message('errors.noPermission'));
    }
    const own = `${request.protocol}://${request.host}`;
    const html = renderCredentialForm({
      apiBase: state.apiBase,
      clientId: clientId?.success ? clientId.data : null,
      credential,
      parentOrigin: parentOriginOf(query.origin, own),
    });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', FORM_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-store')
      .send(html);
  });
}
