/**
 * Long work in short turns: `turn()` gives the event loop a turn once a slice of time has passed
 * since the last one, so reading a large file never holds the server for more than about a
 * slice, while a small file costs no waiting at all.
 */
export const SLICE_MS = 15;

export type TimeSlices = { turn: () => Promise<void> };

export function timeSlices(sliceMs = SLICE_MS): TimeSlices {
  let sliceStart = performance.now();
  return {
    async turn() {
      if (performance.now() - sliceStart < sliceMs) return;
      await new Promise((resolve) => setTimeout(resolve, 0));
      sliceStart = performance.now();
    },
  };
}
