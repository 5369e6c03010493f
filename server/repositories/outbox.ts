import type { Queryable } from '../db/database.ts';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

export async function insertOutboxMessage(db: Queryable, message: OutboxMessage): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      id: message.id,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      links: JSON.stringify(message.links),
      created_at: message.createdAt,
    })
    .execute();
}

/** Newest first. */
export async function listOutbox(db: Queryable, limit: number): Promise<OutboxMessage[]> {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: JSON.parse(row.links) as string[],
    createdAt: row.created_at,
  }));
}
