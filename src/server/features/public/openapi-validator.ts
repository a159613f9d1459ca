import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components?: { schemas?: Record<string, unknown> };
};
type ResponseObject = { content?: Record<string, { schema?: unknown }> };

/**
 * Checks answers against an OpenAPI 3.1 document with a JSON Schema 2020-12 validator (3.1's
 * schema dialect): the document the API publishes is what its answers are held to, not the
 * zod schemas it was written from.
 */
export function openApiValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components ?? {} });

  /** Errors of an answer to `method path` (the document's path, "/shows/{id}"), or []. */
  return (method: string, path: string, status: number, body: unknown): string[] => {
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return [`the document has no ${method} ${path}`];
    const response = operation.responses[String(status)];
    if (!response) return [`the document names no ${status} answer for ${method} ${path}`];
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return [`the ${status} answer of ${method} ${path} is not JSON`];
    const validate = ajv.compile(rebase(schema));
    return validate(body)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  };
}

/** "#/components/schemas/X" inside an operation points into the document added as "openapi". */
function rebase(schema: unknown): object {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'),
  ) as object;
}
