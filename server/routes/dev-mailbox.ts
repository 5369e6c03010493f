import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { listOutbox } from '../repositories/outbox.ts';
import { escapeHtml } from '../http/html.ts';
import { localClientsOnly } from '../http/local-client.ts';

const MAILBOX_SIZE = 100;

/** The offline outbox, for people and e2e tests (never registered in production; local clients only). */
export function devMailboxRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  // Reset links are in there: only this machine (or DEV_TOOLS=public) may read them.
  const onRequest = localClientsOnly(config);
  app.get('/dev/mailbox.json', { onRequest }, async (_request, reply) => {
    const messages = await listOutbox(db, MAILBOX_SIZE);
    return reply
      .header('cache-control', 'no-store')
      .send(messages.map(({ id, to, subject, text, links, createdAt }) => ({ id, to, subject, text, links, createdAt })));
  });

  app.get('/dev/mailbox', { onRequest }, async (_request, reply) => {
    const messages = await listOutbox(db, MAILBOX_SIZE);
    const items = messages
      .map(
        (message) => `<li>
  <article>
    <h2>${escapeHtml(message.subject)}</h2>
    <p><small>Para: ${escapeHtml(message.to)} · ${escapeHtml(message.createdAt)}</small></p>
    <pre>${escapeHtml(message.text)}</pre>
    <ul>${message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
  </article>
</li>`,
      )
      .join('\n');
    const body = messages.length === 0 ? '<p>No hay mensajes.</p>' : `<ol reversed>${items}</ol>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Buzón de desarrollo · Agentes</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap}li{margin-bottom:1.5rem}</style>
</head>
<body>
<h1>Buzón de desarrollo</h1>
<p>Correos guardados por el servidor sin conexión (los más recientes primero).</p>
${body}
</body>
</html>`);
  });
}
