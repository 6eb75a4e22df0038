/** Endpoint URLs as they may be shown to a user. */

/** A URL without user:password (which some deployments put there), for messages. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return '(invalid URL)';
  }
}
