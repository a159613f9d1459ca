/**
 * Content categories (issue 36, decision 0072): a station's own labels for what it airs, each
 * with an optional weekly commitment that Reports checks week by week. Shows carry them (several
 * per show); Reports reads them live through each airing's Show Library entry.
 */

export const CATEGORY_NAME_MAX = 60;
/** A station keeps a handful; the bound keeps the settings list and the report's tables small. */
export const CATEGORIES_MAX = 50;

export {
  COMMITMENT_KINDS,
  COMMITMENT_MAX,
  commitmentBound,
  commitmentUnit,
  type Commitment,
  type CommitmentKind,
} from './commitments';
import type { Commitment } from './commitments';

/** A category as the API answers it; `showCount` is how many Show Library entries carry it. */
export type ContentCategory = {
  id: string;
  name: string;
  color: string;
  commitment: Commitment | null;
  position: number;
  showCount: number;
};
