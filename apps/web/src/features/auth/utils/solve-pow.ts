import { solveChallengeWorkers } from 'altcha-lib';
import type { PowChallenge } from '@soundpost/contracts/captcha';
import { encodePowAnswer } from '@soundpost/contracts/pow';

/** More workers than this gains little on phones and heats them; each takes one core. */
const maxWorkers = 4;
const timeout = 60_000;

/**
 * Solves a proof-of-work challenge in Web Workers (the page stays responsive) and returns the
 * `answer` the API expects, or null when aborted or out of time.
 */
export async function solvePow(
  challenge: PowChallenge,
  controller: AbortController,
): Promise<string | null> {
  const solution = await solveChallengeWorkers({
    challenge,
    controller,
    concurrency: Math.min(maxWorkers, navigator.hardwareConcurrency || 1),
    createWorker: () => new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' }),
    timeout,
  });
  return solution ? encodePowAnswer({ challenge, solution }) : null;
}
