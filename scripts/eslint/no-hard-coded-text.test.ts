import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './no-hard-coded-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('no-hard-coded-text', rule, {
  valid: [
    "const a = <p>{t('shell:signOut')}</p>;",
    "const a = <input placeholder={t('profile:username.placeholder')} />;",
    'const a = <span>{count} · {total}</span>;',
    'const a = <div className="flex items-center" data-testid="bell" />;',
    { code: '<h1>Radio Station</h1>', options: [{ allow: ['^Radio Station$'] }] },
    {
      code: '<input placeholder="new.address@station.com" />',
      options: [{ allow: ['^[\\w.+-]+@[\\w.-]+$'] }],
    },
  ],
  invalid: [
    { code: 'const a = <p>Sign Out</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <nav aria-label="Main" />;', errors: [{ messageId: 'text' }] },
    { code: "const a = <input placeholder={'Search'} />;", errors: [{ messageId: 'text' }] },
    { code: 'const a = <img alt={`Avatar`} />;', errors: [{ messageId: 'text' }] },
    { code: "const a = <p>{busy ? 'Saving...' : 'Save'}</p>;", errors: [{ messageId: 'text' }] },
    { code: 'const a = <Field label="Username" />;', errors: [{ messageId: 'text' }] },
  ],
});
