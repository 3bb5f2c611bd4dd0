// The application PDF is tagged, in the view's language, and stays so once documents are appended.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM_PATH } from '../../../../src/server/config.ts';
import { assembleApplicationPdf } from '../../../../src/server/pdf/assemble.ts';
import { createBrowserHolder, type BrowserHolder } from '../../../../src/server/pdf/browser.ts';
import { createPrinter } from '../../../../src/server/pdf/printer.ts';
import { PRINT_STATE_ATTRIBUTE, SERVICE_TOKEN_EVENT } from '../../../../src/shared/print-view.ts';
import { makePdf } from '../../../support/document-fixtures.ts';

/**
 * A stand-in print view with the real one's handshake (standby, a token, ready) and its shape: a page title, a
 * section heading, then each question and its answer as paragraphs.
 */
const view = `<!doctype html><html lang="es" ${PRINT_STATE_ATTRIBUTE}="standby"><head><title>Print view</title></head><body><main id="main"></main>
<script>
window.addEventListener(${JSON.stringify(SERVICE_TOKEN_EVENT)}, () => {
  document.getElementById('main').innerHTML = '<h1>Solicitud</h1><section><h2>Sobre usted</h2><div><p>Nombre</p><p>María</p></div><div><p>Ciudad</p><p>Springfield</p></div></section>';
  document.documentElement.setAttribute(${JSON.stringify(PRINT_STATE_ATTRIBUTE)}, 'ready');
});
</script></body></html>`;

/** pdfinfo's structure tree with the text of each element, one element or text a line, indentation removed. */
const structureText = (file: string) =>
  execFileSync('pdfinfo', ['-struct-text', file], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('the application PDF', () => {
  let server: Server;
  let origin: string;
  let browser: BrowserHolder;

  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(view));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = createBrowserHolder(process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH);
  });
  afterAll(async () => {
    await browser.close();
    await new Promise((done) => server.close(done));
  });

  it('is tagged with the print view’s language, headings and each question before its answer, with documents appended', async () => {
    const printer = createPrinter({ browser, origin: () => origin, timeoutMs: 30_000, deadlineMs: 60_000 });
    const printed = await printer.print({ serviceToken: 'token', footerName: 'María López', language: 'es' });
    const pdf = await assembleApplicationPdf({ printed, documents: [await makePdf(2)], title: 'T', author: 'A', now: new Date() });
    const file = join(mkdtempSync(join(tmpdir(), 'tagged-pdf-')), 'application.pdf');
    writeFileSync(file, pdf);

    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Pages:\s+3$/m);
    const lang = (await PDFDocument.load(pdf)).catalog.lookup(PDFName.of('Lang'));
    expect(lang instanceof PDFString ? lang.decodeText() : lang).toBe('es');

    const lines = structureText(file);
    const at = (text: string) => lines.indexOf(`"${text}"`);
    expect(lines.filter((line) => /^H[12]\b/.test(line))).toEqual(['H1 (block)', 'H2 (block)']);
    expect(at('Solicitud')).toBeGreaterThan(lines.indexOf('H1 (block)'));
    expect(at('Sobre usted')).toBeGreaterThan(lines.indexOf('H2 (block)'));
    // Reading order: the section's heading, then each question followed by its own answer, each in a paragraph.
    const order = ['Sobre usted', 'Nombre', 'María', 'Ciudad', 'Springfield'].map(at);
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const tagged = lines.filter((line) => line !== 'NonStruct');
    const start = tagged.indexOf('"Nombre"') - 1;
    expect(tagged.slice(start, start + 8)).toEqual(['P (block)', '"Nombre"', 'P (block)', '"María"', 'P (block)', '"Ciudad"', 'P (block)', '"Springfield"']);
    await printer.close();
  });
});
