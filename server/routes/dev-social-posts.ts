import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { escapeHtml } from '../http/html.ts';
import { localClientsOnly } from '../http/local-client.ts';
import { listOfflineSocialPosts, type OfflineSocialPost } from '../providers/social-posting.ts';

const SHOWN = 100;

const NETWORK_NAMES: Record<OfflineSocialPost['network'], string> = { instagram: 'Instagram', facebook: 'Facebook' };

const item = (post: OfflineSocialPost): string => `<li id="post-${escapeHtml(post.id)}">
  <article>
    <h2>${escapeHtml(NETWORK_NAMES[post.network])} · ${post.status === 'published' ? 'Publicada' : 'Fallida'}</h2>
    <p><small>${escapeHtml(post.receivedAt)} · Borrador ${escapeHtml(post.propertyDraftId)}${
      post.pageIds.length > 0 ? ` · Páginas: ${post.pageIds.map(escapeHtml).join(', ')}` : ''
    }</small></p>
    <pre>${escapeHtml(post.caption)}</pre>
    ${post.hashtags.length > 0 ? `<p>${post.hashtags.map((tag) => `#${escapeHtml(tag)}`).join(' ')}</p>` : ''}
    <ul>${post.imageUrls.map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`).join('')}</ul>
  </article>
</li>`;

/**
 * What the offline social simulator received (issue 11), for people and e2e tests: never
 * registered in production, and local clients only, like the mailbox.
 */
export function devSocialPostsRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const onRequest = localClientsOnly(config);
  app.get('/dev/social-posts.json', { onRequest }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send(await listOfflineSocialPosts(db, SHOWN));
  });

  app.get('/dev/social-posts', { onRequest }, async (_request, reply) => {
    const posts = await listOfflineSocialPosts(db, SHOWN);
    const body = posts.length === 0 ? '<p>No hay publicaciones.</p>' : `<ol reversed>${posts.map(item).join('\n')}</ol>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Publicaciones sociales de desarrollo · Agentes</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap}li{margin-bottom:1.5rem}</style>
</head>
<body>
<h1>Publicaciones sociales de desarrollo</h1>
<p>Publicaciones recibidas por el simulador sin conexión de Instagram y Facebook (las más recientes primero). Un texto con #fallo falla.</p>
${body}
</body>
</html>`);
  });
}
