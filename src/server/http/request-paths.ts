import { PUBLIC_API_BASE } from '../features/public/public-api.routes';

// What a request's path alone tells: whose route it is, and what of it a log may keep.

/** The listeners' routes: the public API, `/on-air` and the embeds. */
export function isPublicPath(path: string): boolean {
  return (
    path === PUBLIC_API_BASE ||
    path.startsWith(`${PUBLIC_API_BASE}/`) ||
    path === '/on-air' ||
    path.startsWith('/on-air/') ||
    path.startsWith('/embed/')
  );
}

/** Paths such as /api/auth/reset-password/TOKEN carry secrets; logs get them masked. */
export function redactPath(path: string): string {
  return path
    .replace(/(reset-password\/)[^/?]+/, '$1[token]')
    .replace(/(\/api\/feed\/)[^/?]+/, '$1[token]')
    .replace(/(\/api\/invitations\/)[^/?]+/, '$1[token]');
}
