import path from 'node:path';
import { PAGE_MODULES } from '../src/web/app/page-modules';

type ModuleGraph = {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
};

/** Below this many bytes of code, a set of pages gets no chunk of its own (see pageSetChunk). */
const MIN_SET_BYTES = 6_000;

/**
 * Names the chunk of a module by the addresses whose pages import it statically, that is, need
 * it before they can paint (src/web/app/page-modules.ts): "pages~library~djs" holds what the
 * Show and DJ Libraries both import and no other page does. An address then preloads only the
 * code its page imports (scripts/route-preloads.ts), not every module that two pages share.
 * `shared` picks the modules of two pages or more, else of one page (what its page shares with
 * the dialogs it opens). Modules no page imports statically (dialogs, editors and tools loaded
 * on demand) are left to the bundler's own chunks, downloaded when they are opened; so are the
 * modules loaded with import(), which keep a chunk of their own.
 *
 * A set of pages whose shared code is small (a badge, a page header, a field) joins the chunk of
 * the smallest larger set that holds all its pages, whose pages download a few KB they do not use
 * instead of every page of the set fetching one more tiny file: on a phone's link each file is a
 * round trip, and a page preloaded 35 files, 21 of them under 1.5 KB (decision 0058, updated).
 */
export function pageSetChunk(root: string, shared: boolean) {
  let chunkOf: Map<string, string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    chunkOf ??= setChunks(staticUsers(root, graph), graph);
    const name = chunkOf.get(id);
    if (!name || name.includes('~', 'pages~'.length) !== shared) return null;
    return name;
  };
}

/** For each module a page needs, its chunk's name: its pages' set, or the larger set it joins. */
function setChunks(usersOf: Map<string, string[]>, graph: ModuleGraph): Map<string, string> {
  const bytesOf = new Map<string, number>();
  const pagesOf = new Map<string, string[]>();
  // What the modules of a set import: a set may join a wider one only if the wider set's pages
  // all need those imports too, or its chunk would make them download the imports' chunks.
  const importsOf = new Map<string, string[]>();
  const own = (id: string) => !graph.getModuleInfo(id)?.dynamicImporters.length;
  for (const [id, users] of usersOf) {
    if (!own(id)) continue;
    const key = users.join('~');
    const info = graph.getModuleInfo(id);
    pagesOf.set(key, users);
    bytesOf.set(key, (bytesOf.get(key) ?? 0) + (info?.code?.length ?? 0));
    importsOf.set(key, [...(importsOf.get(key) ?? []), ...(info?.importedIds ?? [])]);
  }
  const small = (key: string) => pagesOf.get(key)!.length > 1 && bytesOf.get(key)! < MIN_SET_BYTES;
  const homeOf = new Map<string, string | undefined>();
  for (const [key, pages] of pagesOf) {
    if (!small(key)) {
      homeOf.set(key, key);
      continue;
    }
    const fits = (wider: string[]) =>
      wider.length > pages.length &&
      pages.every((page) => wider.includes(page)) &&
      importsOf.get(key)!.every((id) => {
        const users = usersOf.get(id);
        return !users || wider.every((page) => users.includes(page));
      });
    const wider = [...pagesOf]
      .filter(([other, p]) => !small(other) && fits(p))
      .sort(([, a], [, b]) => a.length - b.length);
    homeOf.set(key, wider[0]?.[0]);
  }
  const chunkOf = new Map<string, string>();
  for (const [id, users] of usersOf) {
    const home = own(id) ? homeOf.get(users.join('~')) : undefined;
    if (home) chunkOf.set(id, `pages~${home}`);
  }
  return chunkOf;
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
