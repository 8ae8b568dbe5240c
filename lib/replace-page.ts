// Leaving a page at a session boundary: sign-in, sign-out, and a dashboard that finds no session.
/**
 * A full page load of `path` that replaces the current history entry, so Back never returns to the page
 * the session just left (the sign-in form once signed in, a dashboard once signed out). Not router.replace:
 * the App Router's client cache keeps what the old session was shown (a prefetched /login that redirected to
 * /dashboard), and router.replace("/login") after sign-out would land on the dashboard again. A new document
 * asks the server, whose guarded pages and redirects are never cached (lib/auth/page-guard.ts).
 */
export function replacePage(path: string): void {
  window.location.replace(path);
}
