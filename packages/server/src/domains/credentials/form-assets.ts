/**
 * The script and style of the New Credential secure page, served from the API's own origin so
 * the page runs under `script-src 'self'` without inline code. Plain ES2020, no build step.
 */
export const CREDENTIAL_FORM_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('credential-form');
  if (!form) return;
  var data = form.dataset;
  var typeSelect = form.elements.namedItem('credentialType');
  var submit = form.querySelector('button[type="submit"]');
  var saveLabel = submit.textContent;
  var fields = ['name', 'credentialType', 'username', 'password', 'community', 'authProtocol', 'authPassword', 'privProtocol', 'privPassword'];

  function showGroups() {
    var type = typeSelect.value;
    form.querySelectorAll('[data-group]').forEach(function (group) {
      var shown = group.getAttribute('data-group').split(' ').indexOf(type) !== -1;
      group.hidden = !shown;
      group.querySelectorAll('input, select').forEach(function (input) { input.disabled = !shown; });
    });
  }

  function cookie(name) {
    var found = document.cookie.split('; ').find(function (part) { return part.indexOf(name + '=') === 0; });
    return found ? decodeURIComponent(found.slice(name.length + 1)) : '';
  }

  function tell(message) {
    if (window.parent && window.parent !== window) window.parent.postMessage(message, data.parentOrigin);
  }

  function clearErrors() {
    form.querySelectorAll('.error').forEach(function (node) { node.textContent = ''; });
    form.querySelectorAll('[aria-invalid]').forEach(function (node) { node.removeAttribute('aria-invalid'); });
  }

  function showIssues(answer) {
    var shown = false;
    (answer.issues || []).forEach(function (issue) {
      var name = String(issue.path || '').split('.').pop();
      var slot = document.getElementById(name + '-error');
      var input = form.elements.namedItem(name);
      if (slot && input && !input.disabled) {
        if (!slot.textContent) slot.textContent = issue.message;
        input.setAttribute('aria-invalid', 'true');
        shown = true;
      }
    });
    if (!shown) document.getElementById('form-error').textContent = answer.errorMessage || '';
  }

  typeSelect.addEventListener('change', showGroups);
  showGroups();

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clearErrors();
    var body = {};
    fields.forEach(function (name) {
      var input = form.elements.namedItem(name);
      if (input && !input.disabled) body[name] = input.value;
    });
    var editing = data.id !== undefined;
    if (editing) body.id = Number(data.id);
    else body.clientId = Number(data.clientId);
    submit.disabled = true;
    submit.textContent = data.saving;
    var headers = { 'content-type': 'application/json', accept: 'application/json' };
    headers[data.csrfHeader] = cookie(data.csrfCookie);
    fetch(data.apiBase + '/credential', {
      method: editing ? 'PUT' : 'POST',
      credentials: 'same-origin',
      headers: headers,
      body: JSON.stringify(body),
    })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (answer) {
          if (response.ok && answer.resultCode === 'SUCCESS') {
            tell({
              source: 'console-credential-form',
              status: 'SUCCESS',
              action: editing ? 'updated' : 'created',
              credentialId: answer.credential.id,
            });
            return;
          }
          if (response.status === 400) { showIssues(answer); return; }
          document.getElementById('form-error').textContent = answer.errorMessage || '';
          tell({ source: 'console-credential-form', status: 'FAILURE' });
        });
      })
      .catch(function () { tell({ source: 'console-credential-form', status: 'FAILURE' }); })
      .finally(function () {
        submit.disabled = false;
        submit.textContent = saveLabel;
      });
  });
})();
`;

/** Plain, scoped-by-page styles: the page is its own document inside the frame. */
export const CREDENTIAL_FORM_STYLE = `
html { font: 14px/1.4 system-ui, sans-serif; color: #1b1f24; background: #fff; }
body { margin: 0; padding: 16px; }
h1 { font-size: 16px; margin: 0 0 12px; }
.field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 12px; }
.field[hidden] { display: none; }
label { font-weight: 600; }
input, select { font: inherit; padding: 6px 8px; border: 1px solid #8c959f; border-radius: 4px; }
input:focus-visible, select:focus-visible, button:focus-visible { outline: 2px solid #0b5cad; outline-offset: 1px; }
[aria-invalid="true"] { border-color: #b42318; }
.error { color: #b42318; margin: 0; min-height: 0; }
.actions { display: flex; justify-content: flex-end; }
button { font: inherit; padding: 6px 16px; border: 0; border-radius: 4px; background: #0b5cad; color: #fff; cursor: pointer; }
button:disabled { opacity: 0.6; cursor: default; }
`;
