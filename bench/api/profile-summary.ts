// Where a CPU profile's time went, by self time: per package (or build chunk) and per function.
import fs from "node:fs";

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; endTime: number };

function place(url: string): string {
  if (!url) return "(native, GC, idle)";
  const pkg = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return "node internals";
  const built = url.match(/\/\.next\/(.*)$/);
  return built ? `.next/${built[1]}` : url.replace(/^file:\/\//, "");
}

function top(map: Map<string, number>, n: number, total: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, t]) => `${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`);
}

/** Only the samples of `window` (µs, counted back from the profile's end): the measurement, not the start-up
 *  and warm-up before it. `requests`: how many the window served, for the CPU cost of one. */
export function summariseProfile(
  file: string,
  window: { fromEndUs: number; lengthUs: number; requests: number },
): string {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const windowEnd = profile.endTime - window.fromEndUs;
  const windowStart = windowEnd - window.lengthUs;
  // timeDeltas run forward from startTime; walk back from endTime to find each sample's time.
  const times: number[] = new Array(profile.samples.length);
  let t = profile.endTime;
  for (let i = profile.samples.length - 1; i >= 0; i--) {
    times[i] = t;
    t -= profile.timeDeltas[i] ?? 0;
  }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    if (times[i] < windowStart || times[i] > windowEnd) return;
    const dt = profile.timeDeltas[i] ?? 0;
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === "(idle)") return; // time the process waited, not worked
    total += dt;
    const where = place(url);
    byPlace.set(where, (byPlace.get(where) ?? 0) + dt);
    const fn = `${functionName || "(anonymous)"}  ${where}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
  });
  return [
    `busy (non-idle) CPU in the ${(window.lengthUs / 1e6).toFixed(0)} s measured: ${(total / 1e6).toFixed(2)} s, ` +
      `${(total / window.requests).toFixed(0)} µs per request (${window.requests} requests)`,
    "self time by package or file:",
    ...top(byPlace, 15, total),
    "self time by function:",
    ...top(byFunction, 25, total),
  ].join("\n");
}
