import http from 'node:http';

export type HttpResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  /** The body parsed as JSON (throws when it is not JSON). */
  json: <T = Record<string, unknown>>() => T;
  /** The Location header of a redirect, if any. */
  location: string | undefined;
};

export type RequestOptions = {
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (serialised the way fetch does it). */
  form?: FormData;
  /** A raw body with its own Content-Type header. */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Overrides the client's Origin header for this request; null sends none. */
  origin?: string | null;
};

/**
 * A small HTTP client for API tests: real sockets, a cookie jar, and the browser's Origin header on
 * every request. Each client can bind its own loopback address (127.0.0.N), so per-address rate
 * limits see distinct clients without trusting a forwarded header.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly options: { origin?: string | null; localAddress?: string } = {},
  ) {}

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }
  post(path: string, options?: RequestOptions) {
    return this.request('POST', path, options);
  }
  patch(path: string, options?: RequestOptions) {
    return this.request('PATCH', path, options);
  }

  /** The Cookie header this client sends now. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<HttpResponse> {
    const url = new URL(path, this.baseUrl);
    const headers: Record<string, string> = { ...options.headers };
    let body: Uint8Array | undefined;
    if (options.json !== undefined) {
      body = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] ??= 'application/json';
    } else if (options.form) {
      const encoded = new Request('http://form.invalid/', { method: 'POST', body: options.form });
      body = new Uint8Array(await encoded.arrayBuffer());
      headers['content-type'] ??= encoded.headers.get('content-type') ?? '';
    } else if (options.body !== undefined) {
      body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
    }
    if (body) headers['content-length'] = String(body.byteLength);
    const origin = options.origin === undefined ? this.options.origin : options.origin;
    if (origin) headers.origin ??= origin;
    const cookie = this.cookieHeader();
    if (cookie && !('cookie' in headers)) headers.cookie = cookie;

    const response = await send(url, method, headers, body, this.options.localAddress);
    this.storeCookies(response.headers['set-cookie']);
    return response;
  }

  private storeCookies(setCookie: string[] | undefined) {
    for (const line of setCookie ?? []) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = attributes.some((a) => {
        const [key, v] = a.trim().split('=');
        if (key?.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (key?.toLowerCase() === 'expires') return new Date(v ?? '').getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: Uint8Array | undefined,
  localAddress: string | undefined,
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers, localAddress, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const buffer = Buffer.concat(chunks);
          const text = buffer.toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: buffer,
            text,
            json: <T>() => JSON.parse(text) as T,
            location: response.headers.location,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
