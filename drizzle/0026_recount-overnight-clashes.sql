-- A week's DJ clashes on the dashboard now count the shows carried in from the week before's
-- Saturday night (decision 0059, update of 2026-11-27, the items left), as the grid's banner does.
-- Figures kept while overnight shows continued were counted without them: counted again at the
-- next dashboard read. Figures kept under the spec's rule (no " overnight" basis) are unchanged.
UPDATE "week_figures" SET "time_zone" = NULL WHERE "time_zone" LIKE '% overnight';
