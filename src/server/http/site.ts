import type { Config } from '../config.ts';
import { memoize } from './memo.ts';

/**
 * Which origin is ours: the one place that answers it. Mail links and the CSRF Origin check use the configured
 * site (PUBLIC_URL), never a request header; without PUBLIC_URL the site is the address the embedded start listens
 * on (http://localhost:PORT for a loopback or wildcard HOST, else http://HOST:PORT).
 */
export interface Site {
  /** The origin links in mail point to (no trailing slash). */
  origin(): string;
  /** The site is served over https: cookies are Secure and the session cookie takes the `__Host-` prefix. */
  secure: boolean;
  /** An Origin (or Referer's origin) a state-changing request may come from. */
  isOwnOrigin(origin: string): boolean;
  /** A Host (as the request names it, with or without port) this server answers for. */
  isOwnHost(host: string): boolean;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const LOCAL_BINDS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);

function hostOf(protocol: string, host: string): string | null {
  try {
    const url = new URL(`${protocol}//${host}`);
    return url.pathname === '/' && !url.username && !url.password ? url.host : null;
  } catch {
    return null;
  }
}

/** Host headers whose parse is remembered: ours and a few others are all a server sees, asked on every request. */
const HOSTS_KEPT = 64;

/**
 * `listeningPort` gives the port actually bound (PORT=0 picks one at listen time); null before listening.
 * Loopback names and the bound address on the listening port are always accepted as Host: a proxy may name its upstream.
 */
export function createSite(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, listeningPort: () => number | null): Site {
  const configured = config.publicUrl ? new URL(config.publicUrl) : null;
  const boundName = config.host.includes(':') ? `[${config.host}]` : config.host;
  const protocol = configured?.protocol ?? 'http:';
  // Worked out per port and kept once the server listens: every request asks (isOwnHost), the port never changes.
  let kept: { embeddedOrigin: string; ownOrigins: string[]; ownHosts: Set<string> } | null = null;
  const origins = () => {
    if (kept) return kept;
    const bound = listeningPort();
    const port = bound ?? config.port;
    // Loopback names and the bound address itself: what a proxy or our own PDF printer names on this machine.
    const loopbackOrigins = [...LOOPBACK_NAMES, ...(LOCAL_BINDS.has(config.host) ? [] : [boundName])].map((name) => `http://${name}:${port}`);
    const embeddedOrigin = new URL(`http://${LOCAL_BINDS.has(config.host) ? 'localhost' : boundName}:${port}`).origin;
    const ownOrigins = configured ? [configured.origin] : [embeddedOrigin, ...loopbackOrigins];
    const ownHosts = new Set([...ownOrigins, ...loopbackOrigins].map((own) => new URL(own).host));
    const worked = { embeddedOrigin, ownOrigins, ownHosts };
    if (bound !== null) kept = worked;
    return worked;
  };
  const hostNamed = memoize((host) => hostOf(protocol, host), HOSTS_KEPT);
  return {
    origin: () => configured?.origin ?? origins().embeddedOrigin,
    secure: protocol === 'https:',
    isOwnOrigin: (candidate) => origins().ownOrigins.includes(candidate),
    isOwnHost(host) {
      const named = hostNamed(host);
      return named !== null && origins().ownHosts.has(named);
    },
  };
}
