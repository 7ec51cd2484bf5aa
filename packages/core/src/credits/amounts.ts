import { invalid } from '../common/errors';

/** Ledger and balance columns are numeric(16,4): every amount is a whole number of 1/10,000 credit. */
const SCALE = 10_000;
// Floating point turns exact values like 0.0007 × 10,000 into 7.000000000000001; ignore such noise when rounding up.
const NOISE = 1e-7;

/** Rounds a credit amount up to the ledger's 4 decimals (a charge never rounds in the caller's favour). */
export function roundUpCredits(credits: number): number {
  return (Math.ceil(credits * SCALE - NOISE) || 0) / SCALE; // `|| 0` turns -0 into 0
}

/** Rounds to the ledger's 4 decimals, to the nearest unit (for grants). */
export function roundCredits(credits: number): number {
  return Math.round(credits * SCALE) / SCALE;
}

/** The exact decimal text Postgres receives, so no float artefact reaches a numeric column. */
export const creditsText = (credits: number) => credits.toFixed(4);

export function requireAmount(name: string, value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw invalid(`${name} must be a finite number of credits, 0 or more (got ${String(value)})`);
  }
  if (value >= 1e12) throw invalid(`${name} is too large (at most 999,999,999,999 credits)`);
  return value;
}

export interface TokenPricing {
  /** Credits per million input tokens. */
  inputPerMTok: number;
  /** Credits per million output tokens. */
  outputPerMTok: number;
}

/** Credits for a number of tokens: tokens × price / 1,000,000, rounded up to 4 decimals. Pure. */
export function estimateCredits(options: { inputTokens: number; outputTokens: number; pricing: TokenPricing }): number {
  const { inputTokens, outputTokens, pricing } = options;
  requireAmount('inputTokens', inputTokens);
  requireAmount('outputTokens', outputTokens);
  requireAmount('pricing.inputPerMTok', pricing.inputPerMTok);
  requireAmount('pricing.outputPerMTok', pricing.outputPerMTok);
  const raw = (inputTokens * pricing.inputPerMTok + outputTokens * pricing.outputPerMTok) / 1_000_000;
  return roundUpCredits(raw);
}
