// The show library's side panel, as the schedule board places it: the shows feature's public entry
// for it, so panel/ stays the panel's own parts (decision 0063).
export { ShowLibraryPanel } from './panel/show-library-panel';
