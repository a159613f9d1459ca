import path from 'node:path';
import { PAGE_MODULES } from '../src/web/app/page-modules';

type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
};

/**
 * Names the chunk of a module by the addresses whose pages import it statically, that is, need
 * it before they can paint (src/web/app/page-modules.ts): "pages~library~djs" holds what the
 * Show and DJ Libraries both import and no other page does. An address then preloads only the
 * code its page imports (scripts/route-preloads.ts), not every module that two pages share.
 * `shared` picks the modules of two pages or more, else of one page (what its page shares with
 * the dialogs it opens). Modules no page imports statically (dialogs, editors and tools loaded
 * on demand) are left to the bundler's own chunks, downloaded when they are opened; so are the
 * modules loaded with import(), which keep a chunk of their own.
 */
export function pageSetChunk(root: string, shared: boolean) {
  let usersOf: Map<string, string[]> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    usersOf ??= staticUsers(root, graph);
    const users = usersOf.get(id);
    if (!users || users.length >= 2 !== shared) return null;
    if (graph.getModuleInfo(id)?.dynamicImporters.length) return null;
    return `pages~${users.join('~')}`;
  };
}

/** For each module, the addresses (by their last path segment) whose pages import it statically. */
function staticUsers(root: string, graph: ModuleGraph): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const [address, modules] of Object.entries(PAGE_MODULES)) {
    const name = address === '/' ? 'dashboard' : address.slice(1);
    const seen = new Set<string>();
    const queue = modules.map((m) => path.join(root, m));
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    for (const id of seen) users.set(id, [...(users.get(id) ?? []), name]);
  }
  return users;
}
