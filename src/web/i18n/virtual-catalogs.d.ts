// The modules scripts/compiled-catalogs.ts makes from the catalogs' JSON at build time.
declare module 'virtual:catalog/*' {
  import type { CompiledCatalog } from './catalog-store';
  const catalog: CompiledCatalog;
  export default catalog;
}
declare module 'virtual:catalog-loaders' {
  import type { CompiledCatalog } from './catalog-store';
  const loaders: Record<string, () => Promise<{ default: CompiledCatalog }>>;
  export default loaders;
}
