// The show form's fields that other features' forms reuse (the schedule's "edit this airing"):
// the shows feature's public entry for them, so form/ stays the show form's own (decision 0063).
export { ColorPicker } from './form/color-picker';
export { DjPicker } from './form/dj-picker';
export { GenrePicker } from './form/genre-picker';
