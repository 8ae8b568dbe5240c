// POST /api/admin/jobs/{id}/retry -> message, job: a dead letter runs again (audited)
import { retryJob } from "@/lib/admin/jobs";
import { adminRoute, parseId } from "@/lib/api/route";

export const POST = adminRoute(async ({ params, user }) => retryJob(user.id, parseId(params.id)));
