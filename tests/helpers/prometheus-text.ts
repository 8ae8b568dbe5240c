// A strict reader of the Prometheus text exposition format (0.0.4), for tests: every line is a `# HELP`, a
// `# TYPE` or a sample `name{label="value",...} number`, a sample belongs to the family its TYPE named
// (histograms' _bucket, _sum and _count included), and anything else throws, so a malformed scrape fails.
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help: string; samples: Sample[] };

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)(\s+-?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(,|$)/y;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES: Record<string, string[]> = {
  histogram: ["_bucket", "_sum", "_count"],
  summary: ["_sum", "_count"],
};

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const m = LABEL.exec(text);
    if (!m) throw new Error(`Malformed labels: ${line}`);
    labels[m[1]] = m[2].replace(/\\n/g, "\n").replace(/\\"/g, '"').replace(/\\\\/g, "\\");
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  // Prometheus reads floats as Go does: Inf and NaN in any case (prom-client writes "Nan").
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const n = Number(text);
  if (text === "" || Number.isNaN(n)) throw new Error(`Malformed value: ${line}`);
  return n;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const family = (name: string) => {
    let f = families.get(name);
    if (!f) families.set(name, (f = { name, type: "untyped", help: "", samples: [] }));
    return f;
  };
  const owner = (sampleName: string): Family => {
    if (families.has(sampleName)) return families.get(sampleName)!;
    for (const f of families.values())
      if ((SUFFIXES[f.type] ?? []).some((s) => sampleName === f.name + s)) return f;
    throw new Error(`A sample of no declared family: ${sampleName}`);
  };
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    if (line.startsWith("#")) {
      const m = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
      if (!m) continue; // a plain comment
      if (!NAME.test(m[2])) throw new Error(`Malformed metric name: ${line}`);
      if (m[1] === "HELP") family(m[2]).help = m[3] ?? "";
      else {
        if (!TYPES.has(m[3] ?? "")) throw new Error(`Unknown type: ${line}`);
        family(m[2]).type = m[3]!;
      }
      continue;
    }
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`Malformed sample: ${line}`);
    owner(m[1]).samples.push({
      name: m[1],
      labels: m[3] ? parseLabels(m[3], line) : {},
      value: parseValue(m[4], line),
    });
  }
  return families;
}

/** The value of the sample named `name` with exactly these labels; undefined when there is none. */
export function sampleValue(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const f of families.values())
    for (const s of f.samples) {
      if (s.name !== name) continue;
      const keys = Object.keys(s.labels);
      if (keys.length === Object.keys(labels).length && keys.every((k) => s.labels[k] === labels[k]))
        return s.value;
    }
  return undefined;
}
