import { describe, expect, it } from 'vitest';
import { loadingText } from './loading-text';

describe('loadingText', () => {
  it('keeps the spec English when the browser asks for English or none of ours', () => {
    expect(loadingText(['en-US'])).toBe('Loading Radio Station...');
    expect(loadingText(['ja'])).toBe('Loading Radio Station...');
    expect(loadingText([])).toBe('Loading Radio Station...');
  });

  it("says it in the browser's first language that is ours", () => {
    expect(loadingText(['de-DE', 'en'])).toBe('Radio Station wird geladen...');
    expect(loadingText(['ja', 'es-MX'])).toBe('Cargando Radio Station...');
    expect(loadingText(['fr'])).toBe('Chargement de Radio Station...');
    expect(loadingText(['pt-PT'])).toBe('Carregando Radio Station...');
  });
});
