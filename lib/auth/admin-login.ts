import { unauthorized } from "@/lib/api/errors";
import type { SigninInput } from "@/lib/validation/auth";
import { checkCredentials, INVALID_CREDENTIALS } from "./credentials";
import { adminUserDataSchema } from "./public-user";
import { mintToken } from "./token";

/** Admin portal login. A non-admin gets the same 401 as a wrong password: the portal reveals nothing. */
export async function adminLogin(input: SigninInput, ip: string) {
  const user = await checkCredentials(input, ip);
  if (user.role !== "ADMIN") throw unauthorized(INVALID_CREDENTIALS);
  return {
    userData: adminUserDataSchema.parse({ id: user.id, name: user.name, email: user.email, role: user.role }),
    token: await mintToken(user),
  };
}
