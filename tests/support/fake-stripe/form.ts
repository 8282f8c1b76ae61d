/**
 * Stripe's request encoding, for the fake Stripe: `application/x-www-form-urlencoded` with
 * brackets for nesting (`transfer_data[destination]=acct_1`, `expand[0]=payment_method`,
 * `expand[]=…`), and its answers to parameters that are missing, unknown or malformed.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

type Tree = { [key: string]: Tree | string };

export function parseForm(text: string): FormParams {
  const root: Tree = {};
  for (const [key, value] of new URLSearchParams(text)) {
    // 'a[b][0]' → ['a', 'b', '0']; 'expand[]' → ['expand', ''].
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, i) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) {
        node[name] = value;
        return;
      }
      const child = node[name];
      node = typeof child === 'object' ? child : (node[name] = {});
    });
  }
  return toParams(root);
}

/** Objects whose keys are 0, 1, 2… are arrays. */
function toParams(tree: Tree): FormParams {
  const params: FormParams = {};
  for (const [key, value] of Object.entries(tree)) params[key] = toValue(value);
  return params;
}

function toValue(value: Tree | string): FormValue {
  if (typeof value === 'string') return value;
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => toValue(value[key]!));
  }
  return toParams(value);
}

/** The same parameters in any order give the same text (for comparing idempotent requests). */
export function canonical(value: FormValue | undefined): string {
  if (value === undefined || typeof value === 'string') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
}

/** The body of a Stripe error response. */
export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'api_error' | 'idempotency_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: object;
  charge?: string;
}

/** An answer other than 200, thrown by an endpoint of the fake. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export function invalid(message: string, code?: string, param?: string): FakeStripeError {
  return new FakeStripeError(400, { type: 'invalid_request_error', message, code, param });
}

/** An id in a parameter is a 400; an id in the path is a 404. */
export function noSuch(what: string, id: string, param?: string): FakeStripeError {
  return new FakeStripeError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    param,
  });
}

/** Stripe refuses parameters it does not know, which catches a misspelt one in the gateway. */
export function allowOnly(params: FormParams, names: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (key !== 'expand' && !names.includes(key)) {
      throw invalid(`Received unknown parameter: ${key}`, 'parameter_unknown', key);
    }
  }
}

export function text(params: FormParams, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw invalid(`Invalid string: ${name}`, 'parameter_invalid_string_empty', name);
  return value;
}

export function required(params: FormParams, name: string): string {
  const value = text(params, name);
  if (value === undefined || value === '') {
    throw invalid(`Missing required param: ${name}.`, 'parameter_missing', name);
  }
  return value;
}

export function integer(params: FormParams, name: string): number | undefined {
  const value = text(params, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value))
    throw invalid(`Invalid integer: ${value}`, 'parameter_invalid_integer', name);
  return Number(value);
}

export function flag(params: FormParams, name: string): boolean {
  const value = text(params, name);
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw invalid(`Invalid boolean: ${value}`, 'parameter_invalid_boolean', name);
}

export function object(params: FormParams, name: string): FormParams | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalid(`Invalid object`, 'parameter_invalid', name);
  return value;
}

/** Metadata: a flat map of strings. */
export function metadata(params: FormParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(object(params, 'metadata') ?? {})) {
    if (typeof value !== 'string')
      throw invalid('Invalid metadata', 'parameter_invalid', `metadata[${key}]`);
    result[key] = value;
  }
  return result;
}

export function expands(params: FormParams, field: string): boolean {
  const value = params.expand;
  return Array.isArray(value) && value.includes(field);
}
