import * as rruleModule from 'rrule';

/**
 * rrule ships an ES module for bundlers and a UMD build for Node, whose exports Node sees only
 * as the default. This picks whichever shape the runtime gave us, so the same expansion code runs
 * on the server and in the browser.
 */
type RRuleModule = typeof rruleModule;
const withDefault = rruleModule as RRuleModule & { default?: RRuleModule };
const resolved: RRuleModule = withDefault.default?.RRule ? withDefault.default : rruleModule;

export const { RRule, datetime } = resolved;
export type { Options as RRuleOptions, Weekday } from 'rrule';
