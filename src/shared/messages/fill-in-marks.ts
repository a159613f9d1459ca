/**
 * The English mark of an airing handed over by a fill-in (issue 33 item 6, decision 0068), as
 * `ENGLISH_CALENDAR_WORDS` writes it by default. Every output says it in its reader's language
 * through a catalog (`public:hosts.fillIn` on the public pages and embeds, `exchange:calendar.fillIn`
 * in calendars, the schedule's words on the grid, decision 0074); this is their English.
 */
export const FILL_IN_MARK = '(fill-in)';
