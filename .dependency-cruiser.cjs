// The shape of the code, checked by `npm run lint` (docs/decisions/0063). Every rule is about the
// module graph as TypeScript resolves it, type-only imports included: a type cycle ties modules
// together as firmly for a reader, and breaking one costs a small file of shared types.

// Test-only code: test files, their fixtures and support, the API test harness and the hardening
// suites' helpers.
const TEST_CODE =
  '(\\.test\\.tsx?$|[.-]fixture\\.tsx?$|-test-support\\.tsx?$|^src/server/(test|hardening)/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'Modules that import each other, directly or round a loop, must be read and moved as one. ' +
        'Put the piece both need (a type, a constant) in a file of its own that both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-is-pure',
      comment:
        'shared is pure domain code run by both server and browser (DESIGN.md §2): it imports ' +
        'nothing of server or web, nor Node built-ins, React or the database driver.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: {
        path: '^src/(server|web)/|^node_modules/(react|react-dom|pg)/',
      },
    },
    {
      name: 'shared-no-node-builtins',
      comment: 'shared runs in the browser too: no Node built-ins.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-takes-only-types-from-server',
      comment:
        'The browser bundle must never pull server code in; web may name server types ' +
        '(`import type`) such as the API shapes.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-not-web',
      comment: 'The server never imports the browser app.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'feature-internals',
      comment:
        "Another feature's files are public down to one folder below its root (features/Y/x.ts, " +
        'features/Y/hooks/x.ts, features/Y/components/x.tsx, features/Y/weeks/x.ts); deeper ' +
        "folders (features/Y/components/form/…) are a part's internals. Import the part's public " +
        'file instead, or make it one (docs/decisions/0063).',
      severity: 'error',
      from: { path: '^src/(server|web)/features/([^/]+)/' },
      to: {
        path: '^src/$1/features/[^/]+/[^/]+/[^/]+/',
        pathNot: '^src/$1/features/$2/',
      },
    },
    {
      name: 'no-test-code-in-product',
      comment:
        'Test files, fixtures and src/server/test are for tests: product code never imports them.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are edges too (see the top of this file).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
