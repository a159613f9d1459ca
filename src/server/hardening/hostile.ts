import fc from 'fast-check';

/** Text meant to break something: markup, SQL, control characters, odd unicode, very long. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '<img src=x onerror=alert(1)>',
    "'; drop table shows; --",
    '../../etc/passwd',
    '%00',
    '\u202Eevil',
    '\uD83D',
    '😀'.repeat(300),
    'x'.repeat(100_000),
    '__proto__',
    'NaN',
    '1e400',
  ),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 300 }).map((s) => s.repeat(20)),
);

/** Numbers a careless handler mis-stores: negative, fractional, huge, out of every range. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 7, 95, 96, 97, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of a hostile kind: wrong types, nested junk, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.array(fc.oneof(hostileText, hostileNumber), { maxLength: 5 }),
  fc.constant(Array.from({ length: 5_000 }, (_, i) => `item-${i}`)),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(hostileText, hostileNumber), {
    maxKeys: 4,
  }),
  fc.constant({ __proto__: { admin: true } }),
);

/**
 * A valid payload with some of its fields (and maybe unknown ones, such as `role` or
 * `__proto__`) replaced by hostile values, so the refusals reach past the first check.
 */
export function mutated(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(base), 'role', 'id', '__proto__', 'constructor', 'extra'];
  return fc
    .dictionary(fc.constantFrom(...keys), hostileValue, { minKeys: 1, maxKeys: 4 })
    .chain((changes) =>
      fc.subarray(Object.keys(base), { maxLength: 1 }).map((dropped) => {
        const out: Record<string, unknown> = { ...base };
        for (const key of dropped) delete out[key];
        for (const [key, value] of Object.entries(changes)) {
          Object.defineProperty(out, key, { value, enumerable: true, writable: true });
        }
        return out;
      }),
    );
}

/** A raw body and the content type it is sent with. */
export type RawBody = { body: string | Uint8Array; contentType: string };

/** Bodies that are not the JSON they claim to be, or not JSON at all. */
export const malformedBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc
    .constantFrom('{', '{"name":', '[1,2', 'undefined', "{'a':1}", '\uFEFF{}', '{"a":1}}', '')
    .map((body) => ({ body, contentType: 'application/json' })),
  fc.string({ maxLength: 80 }).map((body) => ({ body, contentType: 'application/json' })),
  fc.jsonValue().map((v) => ({ body: JSON.stringify(v), contentType: 'application/json' })),
  fc.jsonValue().map((v) => ({ body: JSON.stringify(v), contentType: 'text/plain' })),
  fc
    .uint8Array({ maxLength: 200 })
    .map((body) => ({ body, contentType: 'application/octet-stream' })),
  fc.constant({ body: 'name=x&duration=1', contentType: 'application/x-www-form-urlencoded' }),
  fc.constant({ body: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' }),
);

/** Path segments that name nothing: junk, traversal, bad encodings, unknown UUIDs, huge. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '..%2F..%2Fetc',
    '%00',
    '%E0%A4%A',
    '%',
    'null',
    '2026-02-30',
    '2026-13-01',
    '99999-01-01',
    '2026-1-1',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-4fff-bfff-ffffffffffff',
    'x'.repeat(5_000),
    '%F0%9F%98%80',
  ),
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);
