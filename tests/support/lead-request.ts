/**
 * The body of a valid `POST /api/leads` as the site's lead form sends it (JSON), for the tests
 * that send one through a server (the plugin, a release, nginx on the VPS recipe): a fresh
 * idempotency key each time, a fill time above the robot check's minimum. `over` replaces or
 * adds fields.
 */
import { randomUUID } from 'node:crypto';

export function leadRequest(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ana Souza',
    email: 'ana@example.com',
    message: 'Sync invoices from Stripe to Google Sheets',
    consent: true,
    locale: 'de',
    topic: 'quote',
    idempotencyKey: randomUUID(),
    fillTimeMs: 8000,
    ...over,
  };
}
