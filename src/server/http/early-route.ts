import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';

/**
 * A route answered before the web framework when it can be (docs/decisions/0015): true when it
 * answered, false (possibly after looking) when the framework must. It must not read the body.
 */
export type EarlyRoute = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/**
 * node:http's createServer for @hono/node-server's serve(): each request is offered to the early
 * route (looked up per request, so a test app can bind it after listening), then to Hono.
 */
export function createServerWithEarlyRoute(
  earlyRoute: () => EarlyRoute | undefined,
): typeof createServer {
  const create = (options: ServerOptions, framework: RequestListener) =>
    createServer(options, (req, res) => {
      const route = earlyRoute();
      const answered = route ? route(req, res) : false;
      if (answered === false) return void framework(req, res);
      if (answered === true) return;
      answered.then(
        (done) => done || framework(req, res),
        () => framework(req, res),
      );
    });
  return create as typeof createServer;
}
