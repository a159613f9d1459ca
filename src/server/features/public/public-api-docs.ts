import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Operation = {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
};
type Document = {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths?: object;
};

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'] as const;

const STYLE = `
body{font-family:system-ui,sans-serif;max-width:52rem;margin:0 auto;padding:1.5rem 1rem;line-height:1.5;color:#111827;background:#fff}
h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin:0}
code{font-family:ui-monospace,monospace;font-size:.92em;overflow-wrap:anywhere}
section{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0}
.method{display:inline-block;background:#1d4ed8;color:#fff;border-radius:.25rem;padding:0 .4rem;margin-right:.4rem;font-weight:600}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem .75rem;margin:.5rem 0 0}dt{font-weight:600}dd{margin:0}
a{color:#1d4ed8}`;

/**
 * The API's reference page, written on the server from the OpenAPI document itself: every
 * operation with its parameters and answers. Plain HTML, no script and nothing from elsewhere
 * (the app's content security policy allows neither).
 */
export function renderApiReference(document: Document, documentPath: string): HtmlEscapedString {
  const server = document.servers?.[0]?.url ?? '';
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => method in item).map((method) => ({
      path,
      method,
      op: (item as Record<string, Operation>)[method]!,
    })),
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${document.info.title}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <h1>${document.info.title}</h1>
          <p>Version ${document.info.version}. Base address: <code>${server}</code></p>
          <p>${document.info.description ?? ''}</p>
          <p>
            The machine-readable OpenAPI 3.1 document:
            <a href="${documentPath}"><code>${documentPath}</code></a>
          </p>
          ${operations.map(
            ({ path, method, op }) =>
              html`<section aria-labelledby="${idOf(method, path)}">
                <h2 id="${idOf(method, path)}">
                  <span class="method">${method.toUpperCase()}</span><code>${path}</code>
                </h2>
                <p>${op.summary ?? ''}${op.description ? html`. ${op.description}` : ''}</p>
                ${
                  op.parameters?.length
                    ? html`<h3>Parameters</h3>
                        <dl>
                          ${op.parameters.map(
                            (p) =>
                              html`<dt>
                                  <code>${p.name}</code> (${p.in}${p.required ? ', required' : ''})
                                </dt>
                                <dd>${p.description ?? ''}</dd>`,
                          )}
                        </dl>`
                    : ''
                }
                <h3>Answers</h3>
                <dl>
                  ${Object.entries(op.responses ?? {}).map(
                    ([status, r]) =>
                      html`<dt>${status}</dt>
                        <dd>
                          ${r.description ?? ''}
                          ${r.content ? html` (<code>${Object.keys(r.content).join(', ')}</code>)` : ''}
                        </dd>`,
                  )}
                </dl>
              </section>`,
          )}
        </main>
      </body>
    </html>` as HtmlEscapedString;
}

const idOf = (method: string, path: string) =>
  `${method}-${path.replace(/[^a-z0-9]+/gi, '-')}`.replace(/-+$/, '');
