/**
 * Where a V8 CPU profile's time goes: self time by package (node_modules/<name>, our workspace folders, node
 * internals) and the top functions. `node --import tsx bench/http/profile-summary.ts FILE.cpuprofile [--top 25]`
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const file = process.argv[2];
const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 25;
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const packageOf = (url: string, name: string) => {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const ws = /\/(apps|packages|bench)\/([^/]+)\//.exec(url);
  if (ws) return `${ws[1]}/${ws[2]}`;
  if (url.startsWith('node:')) return url;
  return url;
};
const packages = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, t] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const pkg = packageOf(url, functionName);
  packages.set(pkg, (packages.get(pkg) ?? 0) + t);
  const fn = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  functions.set(fn, (functions.get(fn) ?? 0) + t);
}
// Inclusive time per function: a sample counts once for every distinct function on its stack.
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map<string, number>();
const labelOf = (n: Node) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
for (const [id, t] of self) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const label = labelOf(byId.get(at)!);
    if (seen.has(label)) continue;
    seen.add(label);
    inclusive.set(label, (inclusive.get(label) ?? 0) + t);
  }
}
const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
console.log('\nself time by package:');
for (const [k, v] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(v)}  ${k}`);
console.log('\ntop functions (self time):');
for (const [k, v] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(v)}  ${k}`);
console.log('\ntop functions (inclusive time, our code and the frameworks):');
const interesting = /apps\/|packages\/|express|router|ts-rest|kysely|pino|pg|prom-client|zod|body-parser/;
for (const [k, v] of [...inclusive]
  .filter(([k]) => interesting.test(k))
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  console.log(`  ${pct(v)}  ${k}`);
