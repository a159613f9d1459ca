import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, afterBundleHook, compileHints, withCompileHint } from './compile-hints';

describe('withCompileHint', () => {
  it.each([
    ['a chunk', 'const a=1;', `${COMPILE_HINT}\nconst a=1;`],
    [
      'a chunk Vite gave a dependency map',
      'const __vite__mapDeps=1;\nf()',
      `${COMPILE_HINT}\nconst __vite__mapDeps=1;\nf()`,
    ],
    ['a chunk already hinted', `${COMPILE_HINT}\nf()`, `${COMPILE_HINT}\nf()`],
    ['an empty chunk', '', `${COMPILE_HINT}\n`],
  ])('%s', (_name, code, hinted) => {
    expect(withCompileHint(code)).toBe(hinted);
  });
});

describe('afterBundleHook', () => {
  type Bundle = Record<string, { type: string; code: string }>;
  const prependsMap = (_options: unknown, bundle: Bundle) => {
    bundle['a.js']!.code = `map;\n${bundle['a.js']!.code}`;
  };

  it.each([
    ['a hook that is a function', { name: 'x', generateBundle: prependsMap }],
    [
      'a hook with a handler and an order',
      { name: 'x', generateBundle: { order: 'post', handler: prependsMap } },
    ],
  ])('runs after %s, on the bundle it changed', async (_name, plugin) => {
    const holder = { ...plugin } as unknown as Parameters<typeof afterBundleHook>[0];
    const bundle: Bundle = { 'a.js': { type: 'chunk', code: 'f()' } };
    const seen: string[] = [];
    afterBundleHook(holder, (b) => seen.push((b as Bundle)['a.js']!.code));
    const hook = holder.generateBundle!;
    const run = typeof hook === 'object' ? hook.handler : hook;
    await (run as (...args: unknown[]) => Promise<void>).call({}, {}, bundle);
    expect(seen).toEqual(['map;\nf()']);
    if (typeof hook === 'object') expect(hook).toMatchObject({ order: 'post' });
  });

  it('runs on a plugin that had no such hook', async () => {
    const plugin: Parameters<typeof afterBundleHook>[0] = { name: 'x' };
    let ran = false;
    afterBundleHook(plugin, () => (ran = true));
    await (plugin.generateBundle as (...args: unknown[]) => Promise<void>)({}, {});
    expect(ran).toBe(true);
  });
});

describe('compileHints', () => {
  it("fails the build when Vite's import analysis is not there to follow", () => {
    const plugin = compileHints('/root');
    const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
    expect(() =>
      configResolved({ plugins: [{ name: 'other' }] } as unknown as ResolvedConfig),
    ).toThrow(/no vite:build-import-analysis plugin/);
  });
});
