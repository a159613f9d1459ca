import { FILL_IN_LETTERS } from './fill-in-letters';
import { mailAbout, type MailDeps } from './fill-in-mail';
import { isManager, readPeople, type Person } from './fill-in-people';
import type { FillInRow } from './fill-in-rows';

/** What just happened to a request, as the people to tell see it. */
export type TakeOutcome =
  | { kind: 'taken' | 'pending'; row: FillInRow }
  | { kind: 'declined'; row: FillInRow; takerId: string | null };

/**
 * Tells the people a take concerns (issue 33 item 5), after its transaction: a take or an approval
 * goes to the asker and the station's active managers; a take waiting for approval to the
 * managers; a decline to the member whose take it was. Whoever acted is not written to about
 * their own act.
 */
export async function tellAboutTake(
  deps: MailDeps,
  outcome: TakeOutcome,
  actorId: string,
): Promise<void> {
  const { row } = outcome;
  const everyone = await readPeople(deps.db);
  const byId = (id: string | null) => everyone.find((p) => p.userId === id);
  const managers = everyone.filter((p) => isManager(p) && p.status === 'active');
  const to = (people: (Person | undefined)[]) => {
    const seen = new Set<string>([actorId]);
    return people.filter((p): p is Person => !!p && !seen.has(p.userId) && !!seen.add(p.userId));
  };
  const takerName = byId(row.takenBy)?.name ?? '';
  if (outcome.kind === 'declined') {
    await mailAbout(deps, row, to([byId(outcome.takerId)]), {
      event: 'declined',
      write: FILL_IN_LETTERS.declined,
    });
  } else if (outcome.kind === 'pending') {
    await mailAbout(deps, row, to(managers), {
      event: 'pending',
      write: (a, w) => FILL_IN_LETTERS.pending(a, w, takerName),
    });
  } else {
    const forName = byId(row.askedBy)?.name || row.hostNames.join(', ');
    await mailAbout(deps, row, to([byId(row.askedBy), ...managers, byId(row.takenBy)]), {
      event: 'taken',
      write: (a, w) => FILL_IN_LETTERS.taken(a, w, takerName, forName),
    });
  }
}
