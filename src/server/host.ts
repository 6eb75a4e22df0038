/**
 * The Host header check against DNS rebinding: a page on another site whose name is made to
 * resolve to 127.0.0.1 reaches the server with its own name in Host. Only loopback names, IP
 * literals (no page can be served under the server's own address but the server's) and the
 * configured --host are accepted.
 */
import { isIP } from 'node:net';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

/** The host name of a Host header value, lower-cased, without port or IPv6 brackets; null when malformed. */
export function hostName(header: string): string | null {
  const h = header.trim().toLowerCase();
  const m = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/.exec(h) ?? /^([^:[\]\s/@]+)(?::(\d{1,5}))?$/.exec(h);
  return m ? m[1]! : null;
}

/** Whether a Host header names this server: loopback, an IP literal, or the configured host name. */
export function hostAllowed(header: string | undefined, configuredHost: string): boolean {
  if (header === undefined) return false;
  const name = hostName(header);
  if (name === null) return false;
  if (LOOPBACK_NAMES.has(name) || isIP(name) !== 0) return true;
  return name === configuredHost.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
}
