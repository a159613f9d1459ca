import type { Plugin } from 'vite';

type ChunkImports = { fileName: string; imports: readonly string[] };

/**
 * The first ring of chunks that import each other statically, as file names from the first back
 * to it; none when the chunks' static imports form no cycle. In a ring, one chunk runs before
 * what it imports has run: a top-level use of an imported value then reads it unset (a spread
 * of a phrase map adds nothing), with no error to show for it.
 */
export function chunkCycle(chunks: readonly ChunkImports[]): string[] | null {
  const importsOf = new Map(chunks.map((c) => [c.fileName, c.imports]));
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string): string[] | null => {
    if (onPath.has(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return null;
    path.push(file);
    onPath.add(file);
    for (const imported of importsOf.get(file) ?? []) {
      const ring = visit(imported);
      if (ring) return ring;
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
    return null;
  };
  for (const chunk of chunks) {
    const ring = visit(chunk.fileName);
    if (ring) return ring;
  }
  return null;
}

/** Fails the build when chunks import each other in a ring (decision 0069's chunk groups). */
export function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk' ? [{ fileName: c.fileName, imports: c.imports }] : [],
      );
      const ring = chunkCycle(chunks);
      if (ring) {
        this.error(
          `chunks import each other in a ring: ${ring.join(' → ')}. Group the modules that ` +
            'cross it into one chunk (vite.config.ts, codeSplitting.groups).',
        );
      }
    },
  };
}
