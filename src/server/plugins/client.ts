import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { pageFrame } from '../index-page/page-frame.ts';
import { shellCache } from '../index-page/shell-cache.ts';
import { tenantPage } from '../index-page/tenant-page.ts';
import type { RenderShell, ShellRequest } from '../../shared/page-shell.ts';
import { defaultLanguage } from '../../shared/texts/languages.ts';
import { languageOf } from '../texts/server-texts.ts';

/** Paths the single-page app never owns: unknown ones get a JSON 404 instead of index.html. */
const API_PREFIXES = ['/api', '/public', '/service', '/lookup', '/storage', '/uploads', '/healthz', '/readyz'];

function pathOf(url: string): string {
  return url.split('?')[0];
}

function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A request for a file (a stale chunk after a deploy, a favicon): HTML in its place would only hide the error. */
function isFilePath(path: string): boolean {
  return path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
}

/** The best encoding of index.html the client accepts (brotli, then gzip), or none. */
function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : null;
}

interface PageVariant {
  body: Buffer;
  etag: string;
}

/** A page as sent plain, brotli or gzip, compressed once: each has its own ETag (a cache must not mix encodings). */
function pageVariants(html: string): Record<'plain' | 'br' | 'gzip', PageVariant> {
  const body = Buffer.from(html);
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  return {
    plain: { body, etag },
    br: { body: brotliCompressSync(body), etag: etag.replace(/"$/, '-br"') },
    gzip: { body: gzipSync(body, { level: 9 }), etag: etag.replace(/"$/, '-gz"') },
  };
}

/**
 * Serves the built client with a history fallback (every other GET path gets index.html, carrying the tenant: see
 * tenant-page.ts). index.html is read and filled once: a new build or tenant comes with a restart, and a page every
 * applicant loads should not touch the disk (see bench/http.ts).
 */
export default fp(
  async (app) => {
    const root = app.config.clientDir;
    const hasBuild = existsSync(join(root, 'index.html'));
    const template = hasBuild ? readFileSync(join(root, 'index.html'), 'utf8') : null;
    // The page shell's server build (vite build --ssr src/client/page-shell/render-shell.tsx), beside the client's.
    const shellFile = join(root, '..', 'page-shell', 'render-shell.js');
    const renderShell = hasBuild && existsSync(shellFile) ? ((await import(pathToFileURL(shellFile).href)) as { renderShell: RenderShell }).renderShell : null;
    // A page with no frame (the completion page, the print view), one per language, made at once.
    const framelessPages = new Map<string, ReturnType<typeof pageVariants>>();
    const framelessPage = (language = defaultLanguage) => {
      let variants = framelessPages.get(language);
      if (!variants) {
        variants = pageVariants(tenantPage(template!, app.texts.textsIn(language).tenant, { lang: language }));
        framelessPages.set(language, variants);
      }
      return variants;
    };
    // A page with its frame rendered by React (its <html lang>, its title, emotion's styles, the tenant's texts in
    // the data block), made and compressed once per frame and language: every process makes the same pages.
    const framedPage = shellCache(async (request: ShellRequest) => {
      const shell = await renderShell!(request);
      return pageVariants(tenantPage(template!, request.tenant, { lang: request.language, title: shell.title, head: shell.styles, body: shell.html }));
    });
    // Made at start, so a build whose index.html lacks a marker tenant-page.ts fills stops the server at once.
    if (template !== null) framelessPage();
    // Registered even without a build so reply.sendFile exists for other routes (the tenant logo).
    await app.register(fastifyStatic, {
      root: hasBuild ? root : app.tenantDir,
      serve: hasBuild,
      wildcard: false,
      index: false,
      // Each route sets its own cache-control; the plugin's default (max-age=0) would overwrite it.
      cacheControl: false,
      // x.js.br / x.js.gz written by the build (scripts/vite-precompress.ts), chosen by Accept-Encoding, with Vary.
      preCompressed: hasBuild,
      setHeaders(res, path) {
        // Vite names built assets by content hash: they never change under the same name.
        const immutable = path.startsWith(join(root, 'assets'));
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must key on it.
        if (hasBuild) res.setHeader('vary', 'accept-encoding');
      },
    });
    app.setNotFoundHandler(async (request, reply) => {
      const path = pathOf(request.url);
      if (isApiPath(path) || isFilePath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ message: 'Not found' });
      }
      if (template === null) {
        return reply.status(404).send({ message: 'The client is not built: run npm run build' });
      }
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const query = request.url.slice(path.length + 1);
      const frame = pageFrame(app.tenant, { path, query, cookieHeader: request.headers.cookie ?? '', now: new Date() });
      const language = languageOf(request);
      // A frame that fails to render is logged, and the page goes without it: the app still draws it.
      const pages =
        frame && renderShell
          ? await framedPage({ tenant: app.texts.textsIn(language).tenant, language, frame }).catch((error: unknown) => {
              request.log.error({ err: error }, 'the page shell did not render');
              return framelessPage(language);
            })
          : framelessPage(language);
      const variant = pages[encoding ?? 'plain'];
      // The frame differs for a visitor and a logged-in applicant (the marker cookie), the language by Accept-Language.
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie').header('etag', variant.etag);
      if (request.headers['if-none-match'] === variant.etag) return reply.status(304).send();
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(variant.body);
    });
  },
  { name: 'client', dependencies: ['config', 'tenant', 'texts'] },
);
