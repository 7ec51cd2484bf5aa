import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface WrkResult {
  rps: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses other than 2xx/3xx, and socket errors (connect, read, write, timeout). */
  non2xx: number;
  socketErrors: number;
}

const toMs = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? Number.NaN);

/** wrk's --latency summary into numbers. */
export function parseWrk(text: string): Omit<WrkResult, 'seconds'> {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1]);
  const pct = (p: string) => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(text);
    return m ? toMs(m[1], m[2]) : Number.NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0);
  const se = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const socketErrors = se ? se.slice(1).reduce((n, v) => n + Number(v), 0) : 0;
  if (!Number.isFinite(rps)) throw new Error(`could not read wrk's output:\n${text}`);
  return { rps, p50Ms: pct('50'), p99Ms: pct('99'), non2xx, socketErrors };
}

/** A POST with a JSON body needs a wrk script. */
export function postScript(body: unknown): string {
  const file = path.join(os.tmpdir(), `docent-bench-wrk-${process.pid}-${Math.random().toString(36).slice(2)}.lua`);
  const json = JSON.stringify(body).replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  writeFileSync(file, `wrk.method = "POST"\nwrk.body = "${json}"\nwrk.headers["Content-Type"] = "application/json"\n`);
  return file;
}

/** Runs wrk (one thread: on 2 cores the load generator must stay small) and parses its summary. */
export function wrk(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; script?: string },
): Promise<WrkResult> {
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '--timeout', '10s'];
  for (const [k, v] of Object.entries(options.headers ?? {})) args.push('-H', `${k}: ${v}`);
  if (options.script) args.push('-s', options.script);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (e) => reject(new Error(`wrk could not start (apt-get install wrk): ${e.message}`)));
    child.on('exit', (code) =>
      code === 0
        ? resolve({ ...parseWrk(out), seconds: options.seconds })
        : reject(new Error(`wrk exited ${code}:\n${out}`)),
    );
  });
}
