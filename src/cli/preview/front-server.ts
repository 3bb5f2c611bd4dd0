import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { CheckProblem } from './checker.ts';
import { buildingPage, failurePage, problemsPage, reloadScript } from './problems-page.ts';

/** What the preview shows at a moment: the application, or one of its own pages instead. */
type PreviewState =
  | { kind: 'building'; what: string }
  | { kind: 'problems'; problems: CheckProblem[] }
  | { kind: 'failed'; what: string; detail: string }
  | { kind: 'app'; origin: string };

export interface FrontServer {
  server: Server;
  show(state: PreviewState): void;
  close(): Promise<void>;
}

const RELOAD_TAG = '<script src="/__preview/reload.js" defer></script>';

/** Every page of the application gets the preview's script; the response is read whole to add it. */
function injectInto(html: string): string {
  return html.includes('</body>') ? html.replace('</body>', `${RELOAD_TAG}</body>`) : html + RELOAD_TAG;
}

/**
 * The address staff open: it passes every request to the application built from their files, or shows the preview's
 * own page (the checker's problems, a build under way) in its place. Open pages reload when the version changes.
 */
export function createFrontServer(options: { fileOf: (file: string) => string; banner: () => string | null }): FrontServer {
  let state: PreviewState = { kind: 'building', what: 'Checking your files.' };
  let version = 0;
  const listeners = new Set<ServerResponse>();

  function ownPage(response: ServerResponse, html: string): void {
    response.writeHead(state.kind === 'problems' || state.kind === 'failed' ? 500 : 503, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(html);
  }

  function proxy(origin: string, incoming: IncomingMessage, response: ServerResponse): void {
    const isPage = incoming.method === 'GET' && (incoming.headers.accept ?? '').includes('text/html');
    const headers = { ...incoming.headers };
    if (isPage) headers['accept-encoding'] = 'identity';
    const outgoing = forward(`${origin}${incoming.url ?? '/'}`, { method: incoming.method, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!isPage || !type.startsWith('text/html')) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = injectInto(Buffer.concat(chunks).toString('utf8'));
        const { 'content-length': _length, ...rest } = answer.headers;
        response.writeHead(answer.statusCode ?? 200, rest);
        response.end(body);
      });
    });
    outgoing.on('error', () => {
      if (!response.headersSent) ownPage(response, buildingPage('The application is restarting.'));
      else response.destroy();
    });
    incoming.pipe(outgoing);
  }

  const server = createServer((incoming, response) => {
    const path = (incoming.url ?? '/').split('?')[0];
    if (path === '/__preview/reload.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(reloadScript(state.kind === 'app' ? options.banner() : null));
      return;
    }
    if (path === '/__preview/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      response.write(`data: ${version}\n\n`);
      listeners.add(response);
      incoming.on('close', () => listeners.delete(response));
      return;
    }
    if (state.kind === 'app') return proxy(state.origin, incoming, response);
    if (state.kind === 'problems') return ownPage(response, problemsPage(state.problems, options.fileOf));
    if (state.kind === 'failed') return ownPage(response, failurePage(state.what, state.detail));
    return ownPage(response, buildingPage(state.what));
  });

  return {
    server,
    show(next) {
      state = next;
      version += 1;
      for (const listener of listeners) listener.write(`data: ${version}\n\n`);
    },
    close() {
      for (const listener of listeners) listener.end();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
