import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_CHUNKS_ELEMENT_ID } from '@store/shared';

/** A route of a page the app draws in the browser, and its route module's chunks (scripts/prerender.mjs). */
interface RoutePreload {
  route: string;
  files: string[];
  /**
   * The drawn shell its page arrives in (`<shell>.<language>.html`): `layout-shell`, the store's header and footer
   * around a loading page, or a page's own (the provider's checkout as it opens).
   */
  shell?: string;
}

/** `/projects/:id` as a pattern; React Router matches paths whatever their case, and so does this. */
function routePattern(route: string): RegExp {
  const parts = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}/?$`, 'i');
}

/**
 * The `<link rel="modulepreload">` tags the shell carries for an address the app draws, so its page's code
 * downloads beside the app's entry rather than after the entry has run (or, for a page in the layout shell, the
 * element naming that code to its loader); undefined for any other address.
 */
export function loadRoutePreloads(
  webRoot: string,
): (pathname: string) => { route: string; links: string; chunks: string; shell?: string } | undefined {
  const file = path.join(webRoot, 'prerendered', 'route-preloads.json');
  if (!existsSync(file)) return () => undefined;
  const routes = (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]).map(({ route, files, shell }) => ({
    route,
    shell,
    pattern: routePattern(route),
    links: files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join(''),
    // A page in a drawn shell fetches them after its first paint, with the app (PAGE_CHUNKS_ELEMENT_ID).
    chunks: `<script type="application/json" id="${PAGE_CHUNKS_ELEMENT_ID}">${JSON.stringify(files).replace(/</g, '\\u003c')}</script>`,
  }));
  return (pathname) => routes.find(({ pattern }) => pattern.test(pathname));
}
