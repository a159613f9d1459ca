import { describe, expect, it } from 'vitest';
import { browserLanguage, browserReadsPseudo, chooseLanguage } from './browser-language';

describe('the app’s language', () => {
  it('takes the first of ours the browser asks for', () => {
    expect(browserLanguage(['ja', 'fr-FR', 'de'])).toBe('fr');
    expect(browserLanguage(['pt-PT'])).toBe('pt-BR');
    expect(browserLanguage(['ja', 'zh'])).toBeNull();
  });

  it('is the member’s choice, else the browser’s, else the station’s, else English', () => {
    expect(chooseLanguage('de', 'fr', 'es')).toBe('de');
    expect(chooseLanguage(null, 'fr', 'es')).toBe('fr');
    expect(chooseLanguage(null, null, 'es')).toBe('es');
    expect(chooseLanguage(null, null, undefined)).toBe('en');
  });

  it('reads the pseudo-locale only when the browser asks for en-XA first, as English', () => {
    expect(browserReadsPseudo(['en-XA', 'en'])).toBe(true);
    expect(browserReadsPseudo(['en-xa'])).toBe(true);
    expect(browserReadsPseudo(['en-US', 'en-XA'])).toBe(false);
    expect(browserLanguage(['en-XA'])).toBe('en');
  });
});
