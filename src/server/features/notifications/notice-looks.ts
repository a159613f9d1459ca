import type { Jobs } from '../../jobs/jobs';

/**
 * A look of notices on the jobs, every `everyMs` (the first as long after the start): `look`
 * answers how many it told, and the job's log says so in `told`'s words (nothing when none).
 */
export function defineNoticeLook(
  jobs: Jobs,
  name: string,
  everyMs: number,
  look: () => Promise<number>,
  told: (count: number) => string,
) {
  jobs.every(name, { everyMs, firstAfterMs: everyMs, logAs: 'notifications' }, async () => {
    const count = await look();
    return count ? told(count) : null;
  });
}
