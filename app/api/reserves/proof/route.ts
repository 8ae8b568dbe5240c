// GET /api/reserves/proof (investor) -> the caller's apex-por-v1 proof in the latest snapshot; 404 when not in it
import { investorRoute } from "@/lib/api/route";
import { investorProof } from "@/lib/reserves/published-reserves";

export const GET = investorRoute(async ({ user }) => investorProof(user.id));
