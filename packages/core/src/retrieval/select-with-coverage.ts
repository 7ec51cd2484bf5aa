import type { ScoredChunk } from './ranked-chunks';

/** How much each covered part of the question still counts when another chunk covers it again. */
const COVERED_DECAY = 0.5;

/** Best score first, ties by id: the order in which the selection reads its candidates. */
export const bestFirst = (a: ScoredChunk, b: ScoredChunk) => b.score - a.score || a.id - b.id;

/**
 * Picks chunks best first, but with diminishing returns per part of the question (each chunk's `parts`: its clauses,
 * questionClauses): once a chunk covering "globstar" is taken, the next "globstar" chunk counts half, so "pipefail"
 * (the other clause of "What do globstar and pipefail do?") gets its room. A one-clause question is thus ranked by
 * its score alone. (Per question word, as before, a long one-clause question's best passages gave way to passages
 * that each held one other of its words: recall @ 4,000 in bench/quality 78 → 90 % per clause, tuned set; 66 → 75 %
 * held out.) `take` decides whether a chunk fits (and records it); selection stops when `take` has said no
 * `patience` times in a row or the candidates run out.
 *
 * Each step takes the first candidate (in score order) of the highest gain. Gains only fall as coverage grows (parts
 * are not negative), so a candidate whose full score is at most the best gain so far ends the search, and one whose
 * gain, when last computed, was at most the best so far is passed over without computing it again. Parts are read
 * from arrays (one slot per part of the question). Over a document's 1,000+ matching chunks this took 7 ms a chat when
 * every gain was recomputed from the Maps at each step (bench/quality/profile-chat.ts). A run of refusals (a full
 * budget) tries the best of the rest in gain order, found once, rather than searching again for each: compose p50
 * 9.5 → 8.8 ms over the quality set, the same picks (select-with-coverage.test.ts checks them against the rule written
 * plainly).
 */
export function selectWithCoverage(
  candidates: ScoredChunk[],
  take: (c: ScoredChunk) => boolean,
  patience = 64,
): ScoredChunk[] {
  // (Candidates given in this order are sorted at the cost of one comparison each.)
  const left = [...candidates].sort(bestFirst);
  const n = left.length;
  const slotOf = new Map<number, number>();
  const slot = (part: number) => {
    let s = slotOf.get(part);
    if (s === undefined) {
      s = slotOf.size;
      slotOf.set(part, s);
    }
    return s;
  };
  // Every candidate's parts in two flat arrays (candidate k's are at start[k] … start[k + 1] - 1): no array per
  // candidate to allocate.
  const start = new Int32Array(n + 1);
  for (let k = 0; k < n; k++) start[k + 1] = start[k] + left[k].parts.size;
  const slots = new Int32Array(start[n]);
  const values = new Float64Array(start[n]);
  for (let k = 0, j = 0; k < n; k++) {
    for (const [part, v] of left[k].parts) {
      slots[j] = slot(part);
      values[j++] = v;
    }
  }
  // Per slot: how often a chosen chunk covered it, and how much it still counts (COVERED_DECAY ** that).
  const covered = new Int32Array(slotOf.size);
  const factor = new Float64Array(slotOf.size).fill(1);
  const gain = (k: number) => {
    let g = 0;
    for (let j = start[k]; j < start[k + 1]; j++) g += values[j] * factor[slots[j]];
    return g;
  };
  const bound = new Float64Array(n).fill(Infinity);
  const gone = new Uint8Array(n);
  let first = 0;
  const chosen: ScoredChunk[] = [];
  let refusals = 0;
  // The largest factor of any part: no candidate gains more than its score times this (a one-part question's factor
  // halves with each pick, so its best remaining candidate is simply the next in score order).
  let maxFactor = 1;
  while (first < n && refusals < patience) {
    let best = first;
    let bestGain = -1;
    for (let k = first; k < n; k++) {
      if (gone[k]) continue;
      if (left[k].score * maxFactor * (1 + 1e-9) <= bestGain) break;
      if (bound[k] <= bestGain) continue;
      const g = gain(k);
      bound[k] = g;
      if (g > bestGain) [best, bestGain] = [k, g];
    }
    gone[best] = 1;
    let accepted = take(left[best]) ? best : -1;
    if (accepted < 0 && ++refusals < patience) {
      // Until a candidate is taken the gains stay as they are, so the next ones to try are simply the rest in order
      // of gain (ties: score order), as the search above would find them one by one: found once for the run of
      // refusals instead of once a refusal (a full budget refuses up to `patience` candidates in a row). Only as many
      // as may still be refused are tried, so only the best of those are kept, in order; the search stops where no
      // candidate's score can beat the last of them (over a label's thousands of matching units, gaining and sorting
      // every one was a third of the selection's time).
      const room = patience - refusals;
      const next: number[] = [];
      for (let k = first; k < n; k++) {
        if (gone[k]) continue;
        const worst = next.length < room ? -1 : bound[next[next.length - 1]];
        if (left[k].score * maxFactor * (1 + 1e-9) <= worst) break;
        if (bound[k] <= worst) continue;
        const g = gain(k);
        bound[k] = g;
        if (g <= worst) continue;
        // In order of gain, ties in score order (k only grows, so it follows every equal gain kept).
        let at = next.length;
        while (at > 0 && bound[next[at - 1]] < g) at--;
        next.splice(at, 0, k);
        if (next.length > room) next.pop();
      }
      for (const k of next) {
        gone[k] = 1;
        if (take(left[k])) {
          accepted = k;
          break;
        }
        if (++refusals >= patience) break;
      }
    }
    while (first < n && gone[first]) first++;
    if (accepted < 0) continue;
    refusals = 0;
    chosen.push(left[accepted]);
    for (let j = start[accepted]; j < start[accepted + 1]; j++) {
      const s = slots[j];
      factor[s] = COVERED_DECAY ** ++covered[s];
    }
    maxFactor = 0;
    for (const f of factor) maxFactor = Math.max(maxFactor, f);
  }
  return chosen;
}
