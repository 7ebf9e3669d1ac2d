/** A variant spec in a URL fragment (`#variant=<base64url JSON>`), so a link opens the playground on it. */
export function shareUrl(spec: unknown, base: string): string {
  const bytes = new TextEncoder().encode(JSON.stringify(spec));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  const encoded = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${base.replace(/#.*$/, '')}#variant=${encoded}`;
}

/** The spec in a URL fragment written by {@link shareUrl}, or null when there is none. Throws for a damaged one. */
export function specFromHash(hash: string): unknown {
  const m = /(?:^#|&)variant=([A-Za-z0-9_-]+)/.exec(hash);
  if (!m) return null;
  const b64 = m[1]!.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}
