// The signed-in user for a dashboard page's server render: the same answer GET /api/user gives, read with the
// same session rules (lib/auth/authenticate.ts), so the shell and the first screen arrive as HTML instead of
// waiting in the browser for a second round trip. Null when the cookie names no live session: the page then
// renders as before and the browser's own GET /api/user (401) takes the visitor to the sign-in page, which
// also clears the dead cookie.
import { cookies } from "next/headers";
import type { User } from "@/db/schema";
import { logError } from "@/lib/log-error";
import { sessionForToken } from "./authenticate";
import { currentUser } from "./current-user";
import { SESSION_COOKIE, type Role } from "./token";

/** The page's signed-in user: `user` as GET /api/user answers it, `account` the whole row (for the first screen's
 *  data, lib/query/server-prefetch.ts). */
export type PageSession = {
  user: Awaited<ReturnType<typeof currentUser>>["user"];
  account: User;
};

export async function pageSession(role: Role): Promise<PageSession | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  try {
    const session = await sessionForToken(token, "cookie", "account");
    if (!session || session.user.role !== role) return null;
    return { user: (await currentUser(session.user)).user, account: session.user };
  } catch (err) {
    // The database unreachable for a moment: the page still renders, and the browser's own GET /api/user shows
    // "couldn't load your account" with a retry rather than an error page.
    logError("[page] session read failed", err);
    return null;
  }
}

export async function pageUser(role: Role) {
  return (await pageSession(role))?.user ?? null;
}
