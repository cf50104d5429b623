import { isIP } from 'node:net';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * DNS rebinding: a page of another site whose name resolves to 127.0.0.1 could read the dev server. Browsers
 * send the name they used in `Host`, so only loopback names and the host the server was told to listen on are
 * answered; listening on every interface (`--host 0.0.0.0`), so is any IP address (a name is still refused: IP
 * addresses cannot be rebound). A request without `Host` (not from a browser) is let through.
 */
export function isAllowedHost(hostHeader: string | undefined, listenHost: string): boolean {
  if (hostHeader === undefined) return true;
  const name = hostName(hostHeader.trim().toLowerCase());
  if (LOOPBACK.has(name)) return true;
  const configured = listenHost.toLowerCase();
  if ((configured === '0.0.0.0' || configured === '::') && isIP(name.replace(/^\[|\]$/g, ''))) return true;
  return name === (configured.includes(':') ? `[${configured}]` : configured);
}

/** `name:port`, `[v6]:port` or a bare name, without the port. */
function hostName(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon < 0 ? host : host.slice(0, colon);
}
