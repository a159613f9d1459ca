import { atLeast, atMost, type Figure } from './lib/figure';
import { load } from './lib/load';
import { round } from './lib/stats';

const CLIENTS = 50;
const SECONDS = 5;
const WARM_UP_SECONDS = 1;
/** Browsers and players ask for compressed answers. */
const ENCODINGS = 'gzip, deflate, br';

/**
 * The listeners' pace against the staff's fastest read (docs/decisions/0055), ratios in one run:
 * /now, /on-air and the embeds answered from kept answers at least half as many requests a second
 * as the kept week read (DESIGN.md §6, turn 3), and the generic stack's cost: a signed-in small
 * JSON read (/api/profile) at most twice /api/health's cost per request (requests a second).
 */
export async function publicPace(url: string, cookie: string, weekId: string): Promise<Figure[]> {
  const rate = async (path: string, headers: Record<string, string> = {}, clients = CLIENTS) => {
    const options = { connections: clients, headers: { 'accept-encoding': ENCODINGS, ...headers } };
    await load(`${url}${path}`, WARM_UP_SECONDS, options);
    const result = await load(`${url}${path}`, SECONDS, options);
    if (result.errors > 0) throw new Error(`${path}: ${result.errors} errors or non-2xx answers`);
    return result.rps;
  };
  const staff = { cookie, origin: url };
  const week = await rate(`/api/weeks/${weekId}`, staff);
  const s = `Public pace, ${CLIENTS} clients, against the kept week read`;
  const figures: Figure[] = [
    {
      section: s,
      name: `kept week read /api/weeks/${weekId}`,
      value: Math.round(week),
      unit: 'req/s',
    },
  ];
  for (const path of ['/api/public/v1/now', '/on-air', '/embed/now-next', '/embed/week']) {
    const rps = await rate(path);
    const ratio = rps / week;
    figures.push(
      { section: s, name: path, value: Math.round(rps), unit: 'req/s' },
      {
        section: s,
        name: `${path} / week read`,
        value: round(ratio, 2),
        unit: 'x',
        ...atLeast(ratio, 0.5),
      },
    );
  }

  // The generic stack: /api/health makes one query; so does /api/profile, behind the session
  // check and the revisions read every signed-in request pays. /api/access (three queries) is
  // shown for context.
  const c = 'Generic stack, 10 clients';
  const health = await rate('/api/health', {}, 10);
  const profile = await rate('/api/profile', staff, 10);
  const access = await rate('/api/access', staff, 10);
  const cost = health / profile;
  figures.push(
    { section: c, name: '/api/health', value: Math.round(health), unit: 'req/s' },
    { section: c, name: 'signed-in /api/profile', value: Math.round(profile), unit: 'req/s' },
    { section: c, name: 'signed-in /api/access', value: Math.round(access), unit: 'req/s' },
    {
      section: c,
      name: 'signed-in small read (/api/profile) cost / health cost',
      value: round(cost, 2),
      unit: 'x',
      ...atMost(cost, 2),
    },
  );
  return figures;
}
