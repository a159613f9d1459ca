import type { Language } from '../../shared/i18n/languages';
import { browserLanguage } from '../i18n/browser-language';

/**
 * The loading screen's one sentence, shown before the session (and so the member's language) is
 * known and before any catalog has arrived (decision 0074): the browser's first language that is
 * ours, else English. Kept inline, not in a catalog, so the screen waits for no chunk; five short
 * strings (under 0.3 KB) cost less than the catalog loader they would otherwise wait on.
 */
const LOADING: Record<Language, string> = {
  en: 'Loading Radio Station...',
  es: 'Cargando Radio Station...',
  fr: 'Chargement de Radio Station...',
  de: 'Radio Station wird geladen...',
  'pt-BR': 'Carregando Radio Station...',
};

export function loadingText(asked?: readonly string[]): string {
  return LOADING[browserLanguage(asked) ?? 'en'];
}
