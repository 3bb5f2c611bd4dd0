import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The origin Chromium opens the print view on: this server itself, on loopback when it listens on every
 * interface. The print view is served by the same process that runs the job.
 */
export function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') throw new Error('the server is not listening: the print view cannot be opened');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
