// POST /api/auth/signup {name, email, password, confirmPassword, phone, referralCode?} -> status, createdUser
import { parseBody, publicRoute } from "@/lib/api/route";
import { signUp } from "@/lib/auth/sign-up";
import { clientIp } from "@/lib/rate-limit";
import { signupSchema } from "@/lib/validation/auth";

export const POST = publicRoute(async ({ req }) => signUp(await parseBody(req, signupSchema), clientIp(req)));
