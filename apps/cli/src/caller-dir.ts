import path from 'node:path';

/**
 * The directory the user ran the command from. `pnpm docent …` runs the script from the repository root and says
 * where the user stood in INIT_CWD; anything else (`pnpm exec docent`, node) runs where the user stands.
 */
export function callerDir(): string {
  return process.env.npm_lifecycle_event === 'docent' && process.env.INIT_CWD ? process.env.INIT_CWD : process.cwd();
}

/** A path argument as the user meant it: relative to where they stood. */
export const callerPath = (p: string): string => path.resolve(callerDir(), p);
