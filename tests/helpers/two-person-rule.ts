// The two-person rule for the files that test it: the test environment runs with FOUR_EYES=0 (tests/helpers/env.ts),
// so those files turn it on for themselves, and approve proposals the way the back office does.
import { POST as approveRoute } from "@/app/api/admin/approvals/[id]/approve/route";
import { resetEnvCache } from "@/lib/env";
import { call } from "./http";

/** FOUR_EYES=1 for the whole file (and the mail outbox's console lines silenced), off again after it. */
export function withTwoPersonRule() {
  beforeAll(() => {
    jest.spyOn(console, "log").mockImplementation(() => {});
    process.env.FOUR_EYES = "1";
    resetEnvCache();
  });
  afterAll(() => {
    process.env.FOUR_EYES = "0";
    resetEnvCache();
    jest.restoreAllMocks();
  });
}

/** POST /api/admin/approvals/{id}/approve as the administrator holding `token`. */
export const approveProposal = (token: string, id: number) =>
  call(approveRoute, `/api/admin/approvals/${id}/approve`, { token, params: { id: String(id) }, body: {} });
