// spec 1 §7: POST /api/auth/signup {name, email, password, confirmPassword, phone} -> status, createdUser
import { parseBody, publicRoute } from "@/lib/api/route";
import { publicUser } from "@/lib/auth/public-user";
import { signUp } from "@/lib/auth/sign-up";
import { clientIp, consume, LIMITS } from "@/lib/rate-limit";
import { signupSchema } from "@/lib/validation/auth";

export const POST = publicRoute(async ({ req }) => {
  const input = await parseBody(req, signupSchema);
  await consume(`signup:ip:${clientIp(req)}`, LIMITS.signupPerIp);
  const user = await signUp(input);
  return {
    status: 200,
    message: "Account created. We sent a 6-digit verification code to your email.",
    createdUser: publicUser(user),
  };
});
