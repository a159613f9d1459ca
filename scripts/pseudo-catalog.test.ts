import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileMessage } from './compile-catalog';
import { pseudoMessage, pseudoText } from './pseudo-catalog';

describe('the pseudo-locale', () => {
  it('accents every letter and doubles vowels, leaving digits and punctuation', () => {
    expect(pseudoText('Save show')).toBe('Šààṽéé šĥóóŵ');
    expect(pseudoText('18:00 - 19:00!')).toBe('18:00 - 19:00!');
  });

  it('keeps placeholders, plurals and selects, bracketed', () => {
    expect(pseudoMessage('Delete {name}?')).toBe('⟦Đééĺééţéé {name}?⟧');
    const plural = pseudoMessage('{count, plural, one {# show} other {# shows}}');
    expect(plural).toBe('⟦{count,plural,one{# šĥóóŵ} other{# šĥóóŵš}}⟧');
    // Still a message the compiler takes: the same values in, pseudo words out.
    expect(() => parse(plural)).not.toThrow();
    expect(compileMessage(plural)).toContain('p(');
  });

  it("keeps ICU's quoting: a literal brace stays a literal", () => {
    const quoted = pseudoMessage("Use '{'braces'}' and it's fine");
    expect(parse(quoted, { ignoreTag: true })).toHaveLength(1);
  });
});
