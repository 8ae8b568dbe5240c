// DELETE /api/users/{id} -> message
import { adminRoute, parseId } from "@/lib/api/route";
import { deleteUser } from "@/lib/users/delete-user";

export const DELETE = adminRoute(async ({ params, user }) => deleteUser(user.id, parseId(params.id)));
