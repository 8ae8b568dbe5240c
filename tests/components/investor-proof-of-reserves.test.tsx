/** @jest-environment jsdom */
// The investor's Proof of Reserves panel: their amounts, the proof checked in the browser with Web Crypto
// ("Verified", or what failed), the JSON offered for download, and a plain message when they are not in it.
import { webcrypto } from "node:crypto";
import { TextEncoder as NodeTextEncoder } from "node:util";
import { screen } from "@testing-library/react";
import { ProofOfReservesPanel } from "@/components/investor/panels/proof-of-reserves/proof-of-reserves-panel";
import {
  buildMerkleSumTree,
  pathOf,
  proofJson,
  zeroSums,
  type PorProof,
} from "@/lib/reserves/merkle-sum-tree";
import { mockApi, renderWithClient } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

beforeAll(() => {
  // jsdom has neither TextEncoder nor Web Crypto: Node's stand in for the browser's (jsdom's typed arrays come
  // from another realm, so each is copied into one of Node's before it is digested).
  globalThis.TextEncoder = NodeTextEncoder as typeof TextEncoder;
  const subtle = {
    digest: (algorithm: string, data: Uint8Array) => webcrypto.subtle.digest(algorithm, Buffer.from(data)),
  };
  Object.defineProperty(globalThis, "crypto", { value: { subtle }, configurable: true, writable: true });
  URL.createObjectURL = () => "blob:proof";
  URL.revokeObjectURL = () => {};
});

function aProof(): PorProof {
  const tree = buildMerkleSumTree(
    Array.from({ length: 5 }, (_, i) => ({
      key: i,
      amounts: { ...zeroSums(), USD: BigInt(i + 1) * 125000000000n, BTC: BigInt(i) * 1000n },
    })),
  );
  const leaf = tree.leaves.find((l) => l.key === 0)!;
  return proofJson({
    snapshotId: "snap-1",
    takenAt: new Date("2026-12-01T00:00:00Z"),
    root: tree.root,
    leaf,
    path: pathOf(tree.levels, leaf.index),
  });
}

describe("Proof of Reserves panel", () => {
  test("shows the investor's amounts and says Verified once the browser checked the proof", async () => {
    const proof = aProof();
    mockApi({ "GET /api/reserves/proof": { status: 200, body: proof } });
    renderWithClient(<ProofOfReservesPanel />);
    expect(await screen.findByText(/^Verified:/)).toBeInTheDocument();
    expect(screen.getByText("1250.00000000")).toBeInTheDocument();
    expect(screen.getByText(proof.root.hash)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download your proof (JSON)" })).toHaveAttribute(
      "download",
      "apex-proof-snap-1.json",
    );
  });

  test("a proof whose amounts were changed is not verified, and says why", async () => {
    const proof = aProof();
    proof.leaf.amounts.USD = "9999.00000000";
    mockApi({ "GET /api/reserves/proof": { status: 200, body: proof } });
    renderWithClient(<ProofOfReservesPanel />);
    expect(
      await screen.findByText("Not verified: the path does not lead to the published root."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Verified:/)).not.toBeInTheDocument();
  });

  test("an investor who joined after the snapshot is told so", async () => {
    mockApi({ "GET /api/reserves/proof": { status: 404, body: { message: "not in it" } } });
    renderWithClient(<ProofOfReservesPanel />);
    expect(await screen.findByText(/You are not in the latest proof of reserves/)).toBeInTheDocument();
  });
});
