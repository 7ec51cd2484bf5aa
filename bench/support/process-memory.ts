import { readdirSync, readFileSync } from 'node:fs';

/** pid → parent pid of every process we may read (/proc/<pid>/stat; the command name may hold spaces). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // exited meanwhile
    }
  }
  return map;
}

/** `pid` and all its descendants. */
export function processTree(pid: number): number[] {
  const byParent = new Map<number, number[]>();
  for (const [child, parent] of parents()) byParent.set(parent, [...(byParent.get(parent) ?? []), child]);
  const out: number[] = [];
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    out.push(p);
    stack.push(...(byParent.get(p) ?? []));
  }
  return out;
}

/** Resident set size of one process in MB (0 when it is gone). */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Sum of the RSS of a process and every descendant (shared pages counted in each: an upper bound). */
export function treeRssMb(pid: number): {
  totalMb: number;
  processes: Array<{ pid: number; name: string; rssMb: number }>;
} {
  const processes = processTree(pid).map((p) => {
    let name = '?';
    try {
      name = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 4).join(' ').slice(0, 100);
    } catch {
      // gone
    }
    return { pid: p, name, rssMb: rssMb(p) };
  });
  return { totalMb: processes.reduce((n, p) => n + p.rssMb, 0), processes };
}

/** Samples a process tree's RSS every `everyMs` until stopped; returns the peak. */
export function sampleTreePeak(pid: number, everyMs = 100): { stop: () => number } {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMb(pid).totalMb);
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeRssMb(pid).totalMb);
    },
  };
}

const TICKS_PER_S = 100; // USER_HZ on Linux

/** CPU time (user + system, seconds) used so far by a process and its live descendants. */
export function treeCpuS(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime are fields 14 and 15 of stat (11 and 12 after the command name); cutime/cstime: reaped children.
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone
    }
  }
  return ticks / TICKS_PER_S;
}
