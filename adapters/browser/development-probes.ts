/**
 * What the development build's hints ask of the browser (composition/development-hints.ts): the
 * page's site as the browser's own cookie rules draw it, and whether an origin answers at all.
 * Neither runs in a production build.
 */

/** A host that has no registrable domain: an IP address, or one label (`localhost`). */
const HOST_ONLY = /^(?:\[.*\]|\d{1,3}(?:\.\d{1,3}){3}|[^.]+)$/;

/**
 * The page's registrable domain (its site, without the scheme), as the browser draws it: the
 * shortest parent of `hostname` on which the browser lets the page set a cookie, which is the
 * domain just below a public suffix (`example.co.uk` for `www.example.co.uk`, `user.github.io`
 * for `app.user.github.io`). An IP address, `localhost` or a page whose cookies cannot be written
 * is its own site. The test cookie is removed at once.
 */
export function registrableDomain(document: Pick<Document, 'cookie'>, hostname: string): string {
  if (HOST_ONLY.test(hostname)) return hostname;
  const labels = hostname.split('.');
  const name = `__campaign_kit_site_${Math.random().toString(36).slice(2)}`;
  try {
    for (let start = labels.length - 2; start > 0; start--) {
      const candidate = labels.slice(start).join('.');
      document.cookie = `${name}=1; domain=${candidate}; path=/; SameSite=Lax`;
      if (document.cookie.split(/;\s*/).includes(`${name}=1`)) {
        document.cookie = `${name}=; domain=${candidate}; path=/; max-age=0; SameSite=Lax`;
        return candidate;
      }
    }
  } catch {
    // A sandboxed frame or an opaque origin: no cookies to probe with.
  }
  return hostname;
}

/**
 * True when `origin` answers a request at all (an opaque `no-cors` answer counts): told apart from
 * a refused connection, a call that got no readable answer was refused by CORS.
 */
export function originAnswers(fetch: typeof globalThis.fetch, origin: string): Promise<boolean> {
  return fetch(`${origin}/`, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' }).then(
    () => true,
    () => false,
  );
}
