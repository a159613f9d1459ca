import { isLocalText, type LocalText } from '../../i18n/local-text';

/*
 * Kept apart from import-file.ts, which reads a file and hands it to the planners: the planners
 * refuse with this error too, and importing it from the reader would make them import each other.
 */

/** A refusal's words: a catalog key and values (said in the request's language), or text. */
export type ImportRefusal = LocalText | string;

/**
 * A file the import refuses, with the HTTP status and code the API answers with. Its message is
 * a key where the server says it in the request's language; `Error.message` is then the key.
 */
export class ImportFileError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    readonly code: string,
    readonly refusal: ImportRefusal,
    readonly fields?: Record<string, ImportRefusal>,
  ) {
    super(isLocalText(refusal) ? refusal.key : refusal);
  }
}
