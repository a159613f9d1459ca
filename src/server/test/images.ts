/** A real 1x1 PNG (red pixel). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A real 1x1 GIF. */
export const GIF_1X1 = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
);

/** The start of a JPEG (SOI + APP0 JFIF), enough for the signature check. */
export const JPEG_HEAD = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(64, 0),
  Buffer.from([0xff, 0xd9]),
]);

/** A form with one "file" field, as the web app sends an upload. */
export function imageForm(bytes: Uint8Array, type: string, name = 'picture.png'): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}
