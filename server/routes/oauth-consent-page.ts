import type { OfflineConsentPurpose } from '../../src/schema/agent.ts';
import { escapeHtml } from '../http/html.ts';

export type ConsentProvider = 'google' | 'facebook' | 'instagram';

const NAMES: Record<ConsentProvider, string> = { google: 'Google', facebook: 'Facebook', instagram: 'Instagram' };

/**
 * How the page hands its answer back: to the window that opened it (`popup`: Google's and
 * Facebook's SDK popups), or by sending the browser to the SPA's callback (`redirect`: Instagram's
 * authorization window, which comes back to /oauth/authorize/instagram?code=…).
 */
export const CONSENT_MODE: Record<ConsentProvider, 'popup' | 'redirect'> = { google: 'popup', facebook: 'popup', instagram: 'redirect' };

export function consentPage(provider: ConsentProvider, purpose: OfflineConsentPurpose): string {
  const name = escapeHtml(NAMES[provider]);
  const connect = purpose === 'connect';
  const heading = connect ? `Conectar ${name} (modo sin conexión)` : `Continuar con ${name} (modo sin conexión)`;
  const intro = connect
    ? `El servidor no tiene configurado ${name}, así que esta página local ocupa el lugar de su ventana de autorización.
  Escribe los datos de la cuenta de ${name} que quieres conectar.`
    : `El servidor no tiene configurado ${name}, así que esta página local ocupa el lugar de su ventana de inicio de sesión.
  Escribe los datos de la cuenta con la que quieres continuar.`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} · Agentes</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 26rem; margin: 2rem auto; padding: 0 1rem; color: #1f2933; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { display: block; width: 100%; box-sizing: border-box; margin-top: .25rem; padding: .5rem; font-size: 1rem; border: 1px solid #7b8794; border-radius: 4px; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { padding: .6rem 1.2rem; font-size: 1rem; border-radius: 4px; border: 1px solid #1d4ed8; cursor: pointer; }
  button[type="submit"] { background: #1d4ed8; color: #fff; }
  button[type="button"] { background: #fff; color: #1d4ed8; }
</style>
<script src="/oauth-consent/consent.js" defer></script>
</head>
<body>
<main>
  <h1>${heading}</h1>
  <p>${intro}</p>
  <form id="consent-form" data-provider="${escapeHtml(provider)}" data-purpose="${escapeHtml(purpose)}" data-mode="${CONSENT_MODE[provider]}" novalidate>
    <label for="consent-email">Correo electrónico</label>
    <input id="consent-email" name="email" type="email" autocomplete="email" required aria-describedby="consent-status">
    <label for="consent-given-name">Nombre</label>
    <input id="consent-given-name" name="givenName" type="text" autocomplete="given-name" maxlength="50">
    <label for="consent-family-name">Apellido</label>
    <input id="consent-family-name" name="familyName" type="text" autocomplete="family-name" maxlength="50">
    <p id="consent-status" role="alert"></p>
    <div class="actions">
      <button type="submit">${connect ? 'Autorizar' : 'Continuar'}</button>
      <button type="button" id="consent-cancel">Cancelar</button>
    </div>
  </form>
</main>
</body>
</html>`;
}

/**
 * Served as a file: the CSP allows no inline script. In a popup it posts
 * `{ source: 'agentes-oauth', provider, purpose, accessToken }` to its opener on our own origin
 * (for a Facebook connection `accessToken` is the short token, as the SDK's would be); in redirect
 * mode it goes to the SPA's callback with `?code=` (or `?error=access_denied` when cancelled) and
 * the `state` its own address carried, as Instagram's window does.
 */
export const CONSENT_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('consent-form');
  var status = document.getElementById('consent-status');
  var email = document.getElementById('consent-email');
  var provider = form.getAttribute('data-provider');
  var purpose = form.getAttribute('data-purpose');
  var mode = form.getAttribute('data-mode');
  var callback = '/oauth/authorize/' + provider;
  var encoder = new TextEncoder();

  // The OAuth state the SPA sent, handed back with the answer as Instagram's window does.
  function echoedState() {
    var state = new URLSearchParams(location.search).get('state');
    return state ? '&state=' + encodeURIComponent(state) : '';
  }
  function hex(text) {
    return Array.from(encoder.encode(text), function (byte) { return byte.toString(16).padStart(2, '0'); }).join('');
  }
  function field(name) { return String(new FormData(form).get(name) || '').trim(); }
  function minted(data) {
    if (!data) return null;
    var value = data.token || data.shortToken || data.authorizationCode;
    return typeof value === 'string' && value !== '' ? value : null;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var address = field('email').toLowerCase();
    if (!email.checkValidity() || address === '') {
      email.setAttribute('aria-invalid', 'true');
      status.textContent = 'Debes escribir un correo electrónico válido';
      email.focus();
      return;
    }
    email.removeAttribute('aria-invalid');
    // The subject is derived from the address so the same e-mail is the same account every time.
    var identity = { sub: 'offline-' + hex(address), email: address, givenName: field('givenName'), familyName: field('familyName'), purpose: purpose };
    if (mode === 'popup' && !window.opener) {
      status.textContent = 'No se encontró la ventana que abrió esta página. Ciérrala y vuelve a intentarlo.';
      return;
    }
    status.textContent = '';
    fetch('/oauth-consent/' + provider + '/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(identity),
      credentials: 'same-origin',
    })
      .then(function (response) {
        return response.json().then(function (body) {
          var value = response.ok && body ? minted(body.data) : null;
          if (value === null) throw new Error('refused');
          return value;
        });
      })
      .then(function (value) {
        if (mode === 'redirect') {
          location.assign(callback + '?code=' + encodeURIComponent(value) + echoedState());
          return;
        }
        window.opener.postMessage({ source: 'agentes-oauth', provider: provider, purpose: purpose, accessToken: value }, location.origin);
        window.close();
      })
      .catch(function () {
        status.textContent = 'No se pudo continuar. Revisa los datos y vuelve a intentarlo.';
      });
  });

  document.getElementById('consent-cancel').addEventListener('click', function () {
    if (mode === 'redirect') location.assign(callback + '?error=access_denied&error_reason=user_denied' + echoedState());
    else window.close();
  });
})();
`;
