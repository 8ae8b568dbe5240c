// Proof of reserves (docs/proof-of-reserves.md): the public figures and history, the investor's own proof, and
// the back office's snapshots and reserve signatures.
import { z } from "zod";
import {
  adminSnapshotsAnswer,
  porProofAnswer,
  publishedReservesAnswer,
  reserveSignatureAnswer,
  reserveSignatureSchema,
  snapshotSummary,
  snapshotTakenAnswer,
} from "@/lib/reserves/reserve-schemas";
import { admin, route, type RouteEntry } from "./route-entry";

const NO_SNAPSHOT = "No snapshot has been taken yet";

export const reserveRoutes: RouteEntry[] = [
  route("GET /api/reserves", "public", "Proof of reserves", "The latest proof of reserves", {
    description:
      "The root of the latest liabilities tree (format apex-por-v1) with its sums and number of investors, the " +
      "reserve addresses' balances read at a recorded block (amount null: not read), whether each address " +
      "signed the snapshot's message, and coverage per asset.",
    response: publishedReservesAnswer,
    errors: { 404: NO_SNAPSHOT },
  }),
  route("GET /api/reserves/snapshots", "public", "Proof of reserves", "Every published root", {
    description: "Newest first, at most 240.",
    response: z.object({ snapshots: z.array(snapshotSummary) }),
  }),
  route(
    "GET /api/reserves/proof",
    "investor",
    "Proof of reserves",
    "The caller's proof in the latest snapshot",
    {
      description:
        "The apex-por-v1 proof, bare: check it with scripts/verify-reserves.mjs or any verifier written from the " +
        "format, and compare its root with GET /api/reserves.",
      response: porProofAnswer,
      errors: { 404: `${NO_SNAPSHOT}, or the caller is not in the latest one (joined after it)` },
    },
  ),
  route(
    "GET /api/admin/reserves/snapshots",
    admin("backoffice.read"),
    "Admin: reserves",
    "Proof-of-reserves snapshots",
    {
      description: "Newest first, at most 60, each with its reserves, coverage and signature uploads.",
      response: adminSnapshotsAnswer,
    },
  ),
  route(
    "POST /api/admin/reserves/snapshots",
    admin("reserves.manage"),
    "Admin: reserves",
    "Take a proof-of-reserves snapshot now",
    {
      description:
        "Reads what every investor is owed in one consistent read, builds and stores the tree, reads the " +
        "reserves. It publishes at once: the new snapshot is what GET /api/reserves answers.",
      response: snapshotTakenAnswer,
    },
  ),
  route(
    "POST /api/admin/reserves/signatures",
    admin("reserves.manage"),
    "Admin: reserves",
    "Upload a reserve address's signature",
    {
      description:
        "The signature of `Apex proof of reserves <snapshotId> <address>` (the address as GET /api/reserves " +
        "publishes it): EIP-191 on ETHEREUM and BSC, signMessageV2 on TRON, and on BITCOIN a BIP-137 signature " +
        "(base64, 65 bytes; P2PKH, P2SH-P2WPKH, P2WPKH) or a BIP-322 simple one (the base64 witness; P2WPKH, P2TR).",
      body: reserveSignatureSchema,
      response: reserveSignatureAnswer,
      errors: {
        400: "It does not verify, the address is not a reserve of the snapshot, or no such snapshot",
      },
    },
  ),
  route(
    "GET /api/cron/reserves",
    "cron",
    "Operations",
    "Queue this month's proof-of-reserves snapshot (scheduler)",
    {
      description:
        "`Authorization: Bearer <CRON_SECRET>`, on the 1st at 00:00 UTC. Queues one job per month whoever calls " +
        "how often (`queued` false: this month's was queued already); the job worker takes the snapshot.",
      response: z.object({ queued: z.boolean() }),
    },
  ),
];
