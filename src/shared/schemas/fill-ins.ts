import { z } from 'zod';
import type { IneligibleReason } from '../fill-ins/eligibility';
import { isCivilDate } from '../schedule/week';

/**
 * The fill-in API's shapes (issue 33, decision 0066), shared by the server's checks and the
 * Fill-ins page.
 */

export const FILL_IN_NOTE_MAX = 500;

/** What may be done with a request: Take this show, Withdraw, Give it back, Approve, Decline. */
export type FillInAction = 'take' | 'withdraw' | 'give-back' | 'approve' | 'decline';
export const FILL_IN_STATES = [
  'open',
  'pending-approval',
  'taken',
  'withdrawn',
  'not-filled',
  'airing-changed',
] as const;
export type FillInState = (typeof FILL_IN_STATES)[number];

const note = z
  .string()
  .trim()
  .max(FILL_IN_NOTE_MAX, `At most ${FILL_IN_NOTE_MAX} characters`)
  .optional()
  .transform((v) => (v ? v : null));

const uuid = z.uuid('Unknown airing');
const civilDate = z.string().refine(isCivilDate, 'Please enter a valid date');

/**
 * POST /api/fill-ins: one airing, named as the week read names it: a placed show or exception by
 * its id (`scheduledShowId`), a series date by `seriesId` and `date`.
 */
export const askFillInSchema = z.union([
  z.strictObject({ scheduledShowId: uuid, note }),
  z.strictObject({ seriesId: uuid, date: civilDate, note }),
]);
export type AskFillInInput = z.infer<typeof askFillInSchema>;

/** POST /api/fill-ins/away/:awayId: every airing of the asker inside an away period. */
export const askAwayFillInsSchema = z.strictObject({ note });

/** POST /api/fill-ins/:id/{take,withdraw,give-back,approve,decline}: the version seen. */
export const fillInActionSchema = z.strictObject({ version: z.number().int().min(1).optional() });

/** GET /api/fill-ins?view=…: what I can take, what I asked for, or (managers) all. */
export const fillInListQuerySchema = z.strictObject({
  view: z.enum(['can-take', 'mine', 'all']).default('can-take'),
  /** "You can take" from the request a page ended on (its `next`). */
  after: z.uuid('Unknown request').optional(),
});

/** One request as the API answers it. */
export type FillInRequestView = {
  id: string;
  state: FillInState;
  version: number;
  showName: string;
  /** The airing: the placed show or exception, or the series date. */
  airing: {
    weekId: string;
    date: string;
    dayIndex: number;
    timeIndex: number;
    duration: number;
    startsAt: string;
    endsAt: string;
    scheduledShowId: string | null;
    seriesId: string | null;
  };
  hosts: string[];
  note: string | null;
  askedBy: { id: string; name: string } | null;
  takenBy: { id: string; name: string } | null;
  escalated: boolean;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/fill-ins answers this. */
export type FillInListAnswer = {
  view: 'can-take' | 'mine' | 'all';
  requests: FillInRequestView[];
  /** "You can take" has more past this page: pass it as `after`. Null: no more. */
  next: string | null;
};

/** GET /api/fill-ins/:id: the request, what its reader may do now, and why they may not take it. */
export type FillInReadAnswer = {
  request: FillInRequestView;
  actions: FillInAction[];
  /** For an open request the reader may not take: the rule that keeps them from it. */
  cannotTake: IneligibleReason | null;
};

/** GET /api/fill-ins/away/:awayId: the DJ's airings inside an away period, and how many are asked for. */
export type AwayFillInsPreview = { airings: number; asked: number };

/** POST /api/fill-ins/away/:awayId answers this. */
export type AwayFillInsAnswer = { made: number; skipped: number; requests: FillInRequestView[] };
