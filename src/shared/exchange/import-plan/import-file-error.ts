/*
 * Kept apart from import-file.ts, which reads a file and hands it to the planners: the planners
 * refuse with this error too, and importing it from the reader would make them import each other.
 */

/** A file the import refuses, with the HTTP status and code the API answers with. */
export class ImportFileError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
