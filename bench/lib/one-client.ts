import http from 'node:http';

/** One connection, kept open between requests, as a browser's would be. */
export const oneClient = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One request on that connection, read to its end with node:http, refusing anything but 200.
 * `encoding` is what it asks for: "identity" reads what the endpoint sends as autocannon reads
 * the load's (unpacking gzip, or fetch's web streams, would spend the bench's own milliseconds on
 * a 140 KB answer, which is not the endpoint's work); "gzip" asks as the browser does.
 */
export function getOk(url: string, cookie: string, encoding: 'identity' | 'gzip'): Promise<void> {
  return new Promise((resolve, reject) => {
    const headers = { cookie, 'accept-encoding': encoding };
    http
      .get(url, { agent: oneClient, headers }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`${url}: ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}
