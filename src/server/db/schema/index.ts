/**
 * The product's tables (SPEC.md §3). Constraints mirror the rules so that even a faulty query
 * cannot store a block outside the week, a bad status or a week id that is not a Sunday.
 */
export * from '../auth-schema';
export * from './library';
export * from './schedule';
export * from './station';
export * from './activity';
export * from './jobs';
export * from './fill-ins';
export * from './away';
export * from './notifications';
export * from './categories';
