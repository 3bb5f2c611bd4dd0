// The print's deadline: a print that hangs fails instead of staying in progress for good.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM_PATH } from '../../../../src/server/config.ts';
import { createBrowserHolder, type BrowserHolder } from '../../../../src/server/pdf/browser.ts';
import { ownOrigin } from '../../../../src/server/pdf/own-origin.ts';
import { createPrinter } from '../../../../src/server/pdf/printer.ts';
import { PRINT_STATE_ATTRIBUTE } from '../../../../src/shared/print-view.ts';

const request = { serviceToken: 'token', footerName: 'Maria Lopez', language: 'en' };

/** A browser that never comes (a launch that hangs). */
const hangingBrowser: BrowserHolder = { get: () => new Promise(() => undefined), close: async () => undefined };

describe('a print that hangs before it has a view', () => {
  it('fails at the deadline with a message saying so', async () => {
    const printer = createPrinter({ browser: hangingBrowser, origin: () => 'http://127.0.0.1:1', timeoutMs: 60_000, deadlineMs: 200 });
    const started = Date.now();
    await expect(printer.print(request)).rejects.toThrow('printing took longer than 0.2 s');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("stops when the job's signal is aborted, with the job's reason", async () => {
    const printer = createPrinter({ browser: hangingBrowser, origin: () => 'http://127.0.0.1:1', timeoutMs: 60_000, deadlineMs: 60_000 });
    const job = new AbortController();
    setTimeout(() => job.abort(new Error('lease lost')), 50);
    await expect(printer.print(request, job.signal)).rejects.toThrow('lease lost');
  });
});

describe('a print whose view never gets ready, in Chromium', () => {
  // A view that takes its token but never renders: waiting for it has no end within the step timeout below.
  const page = `<!doctype html><html ${PRINT_STATE_ATTRIBUTE}="standby"><title>Print view</title><p>Waiting</p></html>`;
  let server: Server;
  let origin: string;
  let browser: BrowserHolder;

  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = createBrowserHolder(process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH);
  });
  afterAll(async () => {
    await browser.close();
    await new Promise((done) => server.close(done));
  });

  it('fails at the deadline and closes the view, keeping only the next spare open', async () => {
    const printer = createPrinter({ browser, origin: () => origin, timeoutMs: 60_000, deadlineMs: 1_500 });
    await expect(printer.print(request)).rejects.toThrow('printing took longer than 1.5 s');
    await printer.spareReady();
    expect((await browser.get()).contexts()).toHaveLength(1);
  });
});

describe('a print whose job is over before it starts, in a server that is not listening', () => {
  it("rejects with the job's reason and leaves no rejection unheard", async () => {
    const unheard: unknown[] = [];
    const listen = (reason: unknown) => void unheard.push(reason);
    process.on('unhandledRejection', listen);
    // An app built but not listening (a worker stopping, a test's app.inject): its print view has no address.
    const app = Fastify();
    const browser = createBrowserHolder(process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH);
    const printer = createPrinter({ browser, origin: () => ownOrigin(app), timeoutMs: 60_000, deadlineMs: 60_000 });
    try {
      const job = new AbortController();
      job.abort(new Error('worker stopping'));
      await expect(printer.print(request, job.signal)).rejects.toThrow('worker stopping');
      // The spare the print opens after it fails on the missing address too, heard by the printer; by then any
      // work the print started has failed the same way.
      await printer.spareReady();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unheard.map(String)).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
      await printer.close();
      await app.close();
    }
  });
});
