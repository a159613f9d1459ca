import { loadSettings, SettingsError, type Settings } from '../env';

/**
 * The settings of a command-line start (`npm start`, `npm run backup`, `npm run restore`): an
 * invalid setting is printed as its own sentence, never a stack trace, and null tells the caller
 * to exit with code 2.
 */
export function cliSettings(): Settings | null {
  try {
    return loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}
