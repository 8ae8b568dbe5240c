// PUT /api/users/profile {name, email, phone} -> message, user
import { accountRoute, parseBody } from "@/lib/api/route";
import { updateProfile } from "@/lib/accounts/update-profile";
import { profileSchema } from "@/lib/validation/account";

export const PUT = accountRoute(async ({ req, user }) =>
  updateProfile(user, await parseBody(req, profileSchema)),
);
