// Who is signing in from where: handed down to the token minting (which will record it with the session)
// and to the per-client limits of the code step.
import { clientIp } from "@/lib/rate-limit";

export type SignInContext = { ip: string; userAgent: string };

const USER_AGENT_MAX = 512;

export function signInContext(req: Request): SignInContext {
  return {
    ip: clientIp(req),
    userAgent: (req.headers.get("user-agent") ?? "").slice(0, USER_AGENT_MAX),
  };
}
