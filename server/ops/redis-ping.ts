import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

const command = (...parts: string[]): string =>
  `*${parts.length}\r\n${parts.map((part) => `$${Buffer.byteLength(part)}\r\n${part}\r\n`).join('')}`;

/**
 * PING over RESP on a fresh socket (AUTH first when the URL carries credentials): enough to tell
 * a load balancer whether Redis answers, without a Redis client in the process. Resolves on
 * `+PONG`, rejects on anything else, a closed socket or `timeoutMs`.
 */
export function pingRedis(redisUrl: string, timeoutMs: number): Promise<void> {
  const url = new URL(redisUrl);
  const port = Number(url.port || 6379);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const password = decodeURIComponent(url.password);
  const username = decodeURIComponent(url.username);
  const auth = password === '' ? [] : username === '' || username === 'default' ? [command('AUTH', password)] : [command('AUTH', username, password)];
  const expected = [...auth.map(() => '+OK'), '+PONG'];
  return new Promise<void>((resolve, reject) => {
    const socket: Socket = url.protocol === 'rediss:' ? connectTls({ host, port, servername: host }) : connectTcp({ host, port });
    let buffer = '';
    const finish = (error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (error === undefined) resolve();
      else reject(error);
    };
    const timer = setTimeout(() => finish(new Error('timeout')), timeoutMs);
    socket.setEncoding('utf8');
    socket.once(url.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => socket.write([...auth, command('PING')].join('')));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\r\n');
      for (const [index, want] of expected.entries()) {
        const line = lines[index];
        if (line === undefined || (index === lines.length - 1 && !buffer.endsWith('\r\n'))) return;
        if (line !== want) return finish(new Error(line.startsWith('-') ? 'refused' : 'unexpected answer'));
      }
      finish();
    });
    socket.once('error', (error) => finish(error));
    socket.once('close', () => finish(new Error('closed')));
  });
}
