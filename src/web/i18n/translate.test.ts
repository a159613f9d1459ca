import { describe, expect, it } from 'vitest';
import { compileMessage } from '../../../scripts/compile-catalog';
import * as format from './format';
import { translator } from './translate';
import type { CompiledCatalog, MessageValues } from './catalog-store';

/** A message compiled as the build compiles it, in `language`. */
function compiled(message: string, language: string): string | ((v: MessageValues) => string) {
  const code = compileMessage(message);
  const { arg, num, date, plural, select } = format;
  return new Function('a', 'n', 'd', 'p', 's', 'L', `return ${code};`)(
    arg,
    num,
    date,
    plural,
    select,
    language,
  ) as string | ((v: MessageValues) => string);
}

function run(message: string, language: string, values: MessageValues = {}): string {
  const m = compiled(message, language);
  return typeof m === 'string' ? m : m(values);
}

describe('compiled messages', () => {
  it('keeps a message without placeholders a plain string', () => {
    expect(compiled('Skip to content', 'en')).toBe('Skip to content');
  });

  it('chooses plural forms by the language’s rules, exact values first', () => {
    const message = '{count, plural, =0 {none} one {# show} other {# shows}}';
    expect(run(message, 'en', { count: 0 })).toBe('none');
    expect(run(message, 'en', { count: 1 })).toBe('1 show');
    expect(run(message, 'en', { count: 1234 })).toBe('1,234 shows');
    // French counts 0 and 1 as "one"; German writes 1.234.
    const fr = '{count, plural, one {# émission} other {# émissions}}';
    expect(run(fr, 'fr', { count: 0 })).toBe('0 émission');
    expect(run('{count, plural, one {# Sendung} other {# Sendungen}}', 'de', { count: 1234 })).toBe(
      '1.234 Sendungen',
    );
  });

  it('selects by value, else other', () => {
    const message = '{role, select, manager {Manager {name}} other {Member {name}}}';
    expect(run(message, 'en', { role: 'manager', name: 'Ana' })).toBe('Manager Ana');
    expect(run(message, 'en', { role: 'dj', name: 'Ana' })).toBe('Member Ana');
  });

  it('formats numbers and percentages in the language', () => {
    expect(run('{share, number, percent} filled', 'en', { share: 0.25 })).toBe('25% filled');
    expect(run('{share, number, percent}', 'fr', { share: 0.25 })).toBe(
      new Intl.NumberFormat('fr', { style: 'percent' }).format(0.25),
    );
    expect(run('{n, number}', 'de', { n: 1234.5 })).toBe('1.234,5');
  });

  it('refuses a message it cannot parse, at build time', () => {
    expect(() => compileMessage('{count, plural, one {# show}')).toThrow();
  });
});

describe('t', () => {
  const english: Record<string, CompiledCatalog> = {
    shell: { signOut: 'Sign Out', 'userMenu.label': (v) => `User menu for ${String(v.name)}` },
  };

  it('reads the language’s catalog, filling values', () => {
    const spanish: Record<string, CompiledCatalog> = {
      shell: {
        signOut: 'Cerrar sesión',
        'userMenu.label': (v) => `Menú de usuario de ${String(v.name)}`,
      },
    };
    const t = translator<'shell'>(spanish, english);
    expect(t('shell:signOut')).toBe('Cerrar sesión');
    expect(t('shell:userMenu.label', { name: 'Ana' })).toBe('Menú de usuario de Ana');
  });

  it('falls back to English for a key the language lacks, and to the key past both', () => {
    const t = translator<'shell'>({ shell: {} }, english);
    expect(t('shell:signOut')).toBe('Sign Out');
    expect(t('shell:nav.main')).toBe('shell:nav.main');
  });

  it('reads the catalogs the build compiles (every language has the English keys)', async () => {
    const en = (await import('virtual:catalog/en/shell')).default;
    const es = (await import('virtual:catalog/es/shell')).default;
    const t = translator<'shell'>({ shell: es }, { shell: en });
    expect(t('shell:bell.unread', { count: 2 })).toBe('Notificaciones, 2 sin leer');
    expect(
      translator<'shell'>({ shell: en }, { shell: en })('shell:bell.unread', { count: 1 }),
    ).toBe('Notifications, 1 unread notification');
  });
});
