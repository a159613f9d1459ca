import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './page-modules';

const root = path.resolve(__dirname, '../../..');
const loaders = ['src/web/app/pages.ts', 'src/web/app/app-routes.tsx'].map((file) =>
  readFileSync(path.join(root, file), 'utf8'),
);

/** The address's preloads are only right if the app loads the same modules for it. */
describe('the modules the build preloads for each address', () => {
  for (const [address, modules] of Object.entries(PAGE_MODULES)) {
    it(`${address}: exist and are the ones the app loads on demand`, () => {
      for (const module of modules) {
        expect(existsSync(path.join(root, module)), module).toBe(true);
        const specifier = path.basename(module).replace(/\.tsx?$/, '');
        const imported = loaders.some((source) =>
          new RegExp(`import\\('[./]*(?:[\\w-]+/)*${specifier}'\\)`).test(source),
        );
        expect(imported, `${module} is loaded with import()`).toBe(true);
      }
    });
  }
});
