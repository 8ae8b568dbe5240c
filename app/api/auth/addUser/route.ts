// POST /api/auth/addUser {name, email, phone, password} -> message, createdUser
import { adminRoute, parseBody } from "@/lib/api/route";
import { addUser } from "@/lib/users/add-user";
import { addUserSchema } from "@/lib/validation/auth";

export const POST = adminRoute(async ({ req, user }) =>
  addUser(user.id, await parseBody(req, addUserSchema)),
);
