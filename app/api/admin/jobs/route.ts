// GET /api/admin/jobs?status&limit&offset -> jobs[], counts, pagination (the durable queue, lib/jobs)
import { listJobs } from "@/lib/admin/jobs";
import { adminRoute, parseQuery } from "@/lib/api/route";
import { jobListQuerySchema } from "@/lib/validation/jobs";

export const GET = adminRoute(async ({ req }) => listJobs(parseQuery(req, jobListQuerySchema)));
