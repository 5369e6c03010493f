import type { FastifyInstance } from 'fastify';
import type { SocialProvider } from '../../src/schema/agent.ts';
import { facebookConfigured, googleConfigured } from '../config.ts';
import type { AppContext } from '../context.ts';
import { OfflineConsentBody } from '../../src/schema/agent.ts';
import { normaliseEmail } from '../../src/schema/rules.ts';
import { decodeBody } from '../http/decode.ts';
import { ok } from '../http/envelope.ts';
import { escapeHtml } from '../http/html.ts';
import { localClientsOnly } from '../http/local-client.ts';
import { SOCIAL_PROVIDERS } from './social.ts';

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

const consentBody = decodeBody(OfflineConsentBody);

/**
 * The local stand-in for Google's and Facebook's sign-in popups, served only while that provider
 * is not configured, and only to local clients (DEV_TOOLS=public opens it to all). The SPA opens
 * it as a popup; consent.js asks POST /oauth-consent/<provider>/token for a token signed by the
 * server (providers/offline-tokens.ts) and posts it back to the opener.
 */
export function oauthConsentRoutes(app: FastifyInstance, { config, providers }: AppContext): void {
  const offline = SOCIAL_PROVIDERS.filter((provider) =>
    provider === 'google' ? !googleConfigured(config) : !facebookConfigured(config),
  );
  if (offline.length === 0) return;
  const onRequest = localClientsOnly(config);

  for (const provider of offline) {
    app.get(`/oauth-consent/${provider}`, { onRequest }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(consentPage(provider)),
    );
    app.post(`/oauth-consent/${provider}/token`, { onRequest }, async (request, reply) => {
      const identity = consentBody(request);
      const token = providers.offlineTokens.issue(provider, {
        sub: identity.sub,
        email: normaliseEmail(identity.email),
        givenName: identity.givenName.trim(),
        familyName: identity.familyName.trim(),
      });
      return ok(reply.header('cache-control', 'no-store'), { token });
    });
  }
  app.get('/oauth-consent/consent.js', { onRequest }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(CONSENT_SCRIPT),
  );
}

function consentPage(provider: SocialProvider): string {
  const name = escapeHtml(NAMES[provider]);
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Continuar con ${name} (modo sin conexión) · Agentes</title>
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
  <h1>Continuar con ${name} (modo sin conexión)</h1>
  <p>El servidor no tiene configurado ${name}, así que esta página local ocupa el lugar de su ventana de inicio de sesión.
  Escribe los datos de la cuenta con la que quieres continuar.</p>
  <form id="consent-form" data-provider="${escapeHtml(provider)}" novalidate>
    <label for="consent-email">Correo electrónico</label>
    <input id="consent-email" name="email" type="email" autocomplete="email" required aria-describedby="consent-status">
    <label for="consent-given-name">Nombre</label>
    <input id="consent-given-name" name="givenName" type="text" autocomplete="given-name" maxlength="50">
    <label for="consent-family-name">Apellido</label>
    <input id="consent-family-name" name="familyName" type="text" autocomplete="family-name" maxlength="50">
    <p id="consent-status" role="alert"></p>
    <div class="actions">
      <button type="submit">Continuar</button>
      <button type="button" id="consent-cancel">Cancelar</button>
    </div>
  </form>
</main>
</body>
</html>`;
}

/** Served as a file: the CSP allows no inline script. */
const CONSENT_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('consent-form');
  var status = document.getElementById('consent-status');
  var email = document.getElementById('consent-email');
  var provider = form.getAttribute('data-provider');
  var encoder = new TextEncoder();

  function hex(text) {
    return Array.from(encoder.encode(text), function (byte) { return byte.toString(16).padStart(2, '0'); }).join('');
  }
  function field(name) { return String(new FormData(form).get(name) || '').trim(); }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var address = field('email').toLowerCase();
    if (!email.checkValidity() || address === '') {
      email.setAttribute('aria-invalid', 'true');
      status.textContent = 'Debe escribir un correo electrónico válido';
      email.focus();
      return;
    }
    email.removeAttribute('aria-invalid');
    // The subject is derived from the address so the same e-mail is the same account every time.
    var identity = { sub: 'offline-' + hex(address), email: address, givenName: field('givenName'), familyName: field('familyName') };
    if (!window.opener) {
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
          if (!response.ok || !body || !body.data || typeof body.data.token !== 'string') throw new Error('refused');
          return body.data.token;
        });
      })
      .then(function (accessToken) {
        window.opener.postMessage({ source: 'agentes-oauth', provider: provider, accessToken: accessToken }, location.origin);
        window.close();
      })
      .catch(function () {
        status.textContent = 'No se pudo continuar. Revisa los datos y vuelve a intentarlo.';
      });
  });

  document.getElementById('consent-cancel').addEventListener('click', function () { window.close(); });
})();
`;
