type Probe = Record<string, number>;

/**
 * Counts renders by name when a test or a person asks for it (window.__renderProbe = {}), so a
 * scripted drag can prove that blocks which are not dragged do not re-render (DESIGN.md D7).
 * Without the probe it costs one property read.
 */
export function countRender(name: string): void {
  const probe = (globalThis as { __renderProbe?: Probe }).__renderProbe;
  if (probe) probe[name] = (probe[name] ?? 0) + 1;
}
