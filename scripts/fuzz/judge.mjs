/**
 * What a fuzzed request may get back: never a 5xx; a 4xx whose status the document lists for
 * the operation, with a JSON `{ detail, code }` body; a 2xx only where the variation allows it,
 * with the documented status and a body that matches the documented schema.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Ajv2020 = require('ajv/dist/2020').default;

export function createJudge(openApi) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema(openApi.components.schemas.ErrorBody, '#/components/schemas/ErrorBody');
  const validators = new Map();
  const operations = [];
  for (const [template, methods] of Object.entries(openApi.paths))
    for (const [method, op] of Object.entries(methods)) {
      const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}/?$`);
      operations.push({ method: method.toUpperCase(), pattern, op });
    }

  const validatorFor = (op, status) => {
    const key = `${op.operationId} ${status}`;
    if (!validators.has(key)) {
      const schema = op.responses[status]?.content?.['application/json']?.schema;
      validators.set(key, schema ? ajv.compile(schema) : null);
    }
    return validators.get(key);
  };

  /** The operation a request went to, from its method and path. */
  function operationOf(method, path) {
    return operations.find((o) => o.method === method && o.pattern.test(path))?.op;
  }

  /** Problems with one answer (empty when it is fine). */
  function judge({ op, expect, status, contentType, body }) {
    const problems = [];
    if (status >= 500) return [`server error ${status}`];
    const documented = op ? Object.keys(op.responses) : [];
    if (op && !documented.includes(String(status)))
      problems.push(`status ${status} is not in the document (${documented.join(', ')})`);
    if (status >= 400) {
      let parsed;
      try {
        parsed = JSON.parse(body);
      } catch {
        return [...problems, `a ${status} whose body is not JSON: ${body.slice(0, 120)}`];
      }
      if (typeof parsed?.detail !== 'string' || parsed.detail === '')
        problems.push(`a ${status} without a detail`);
      if (op && !validatorFor(op, '400')?.(parsed))
        problems.push(`a ${status} whose body is not an ErrorBody`);
      return problems;
    }
    if (expect === '4xx') problems.push(`accepted (${status}) what must be refused`);
    if (op && status >= 200 && status < 300 && /json/.test(contentType ?? '')) {
      const validate = validatorFor(op, String(status));
      let parsed;
      try {
        parsed = JSON.parse(body);
      } catch {
        problems.push(`a ${status} whose body is not JSON`);
      }
      if (validate && parsed !== undefined && !validate(parsed))
        problems.push(
          `a ${status} that does not match the document: ${ajv.errorsText(validate.errors).slice(0, 200)}`,
        );
    }
    return problems;
  }

  return { operationOf, judge };
}
