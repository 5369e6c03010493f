import { escapeHtml } from '../http/html.ts';
import type { MailMessage } from '../providers/mailer.ts';

/** The reset e-mail, in Spanish like the rest of the product. */
export function passwordResetMail({ to, firstName, link }: { to: string; firstName: string; link: string }): MailMessage {
  const greeting = firstName ? `Hola, ${firstName}:` : 'Hola:';
  const text = [
    greeting,
    '',
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Agentes.',
    'Abre este enlace para crear una nueva contraseña (vence en 30 minutos y solo puede usarse una vez):',
    '',
    link,
    '',
    'Si no solicitaste este cambio, ignora este correo: tu contraseña sigue siendo la misma.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="es"><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta de Agentes.</p>
<p><a href="${escapeHtml(link)}">Crear una nueva contraseña</a></p>
<p>El enlace vence en 30 minutos y solo puede usarse una vez.</p>
<p>Si no solicitaste este cambio, ignora este correo: tu contraseña sigue siendo la misma.</p>
</body></html>`;
  return { to, subject: 'Restablece tu contraseña de Agentes', text, html, links: [link] };
}
