/**
 * Every request schema refuses unknown properties (issue 12, Input): the OpenAPI document the
 * server publishes is walked, and so is every route's query string (which OpenAPI spreads into
 * single parameters, hiding `additionalProperties`) by sending an unknown key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../test/test-server';
import type { Api } from './server';

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

let app: Api;
let token: string;
let doc: {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};
beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  token = await server.tokenFor({ id: 'u-a' });
  doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(async () => {
  await app.close();
});

/** The paths (JSON pointers) of the object schemas under `schema` that allow extra properties. */
export function openObjects(
  schema: unknown,
  at: string,
  resolve: (ref: string) => unknown,
  seen = new Set<unknown>(),
): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const s = schema as Schema;
  if (typeof s.$ref === 'string') return openObjects(resolve(s.$ref), at, resolve, seen);
  const found: string[] = [];
  const isObject = s.type === 'object' || (s.type === undefined && 'properties' in s);
  // A binary (file) part or a free-form value is not an object schema.
  if (isObject && s.additionalProperties !== false) found.push(at || '/');
  for (const [key, value] of Object.entries(s.properties ?? {}))
    found.push(...openObjects(value, `${at}/${key}`, resolve, seen));
  if (s.items) found.push(...openObjects(s.items, `${at}/items`, resolve, seen));
  for (const combiner of ['anyOf', 'oneOf', 'allOf'] as const)
    ((s[combiner] as unknown[] | undefined) ?? []).forEach((sub, i) =>
      found.push(...openObjects(sub, `${at}/${combiner}/${i}`, resolve, seen)),
    );
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    found.push(...openObjects(s.additionalProperties, `${at}/additionalProperties`, resolve, seen));
  return found;
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ path, method, op })),
  );

const resolve = (ref: string) =>
  doc.components?.schemas?.[ref.replace('#/components/schemas/', '')];

/** A path of the document with its parameters filled in with a plausible value. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x1');

describe('the OpenAPI document of the API', () => {
  it('lists the routes of every area', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(60);
    for (const area of ['/api/cart/', '/api/users/account/customerCase', '/api/documents'])
      expect(paths.some((p) => p.startsWith(area))).toBe(true);
  });

  it('has no request object schema that allows additional properties', () => {
    const open = operations().flatMap(({ path, method, op }) => [
      ...Object.entries(op.requestBody?.content ?? {}).flatMap(([type, media]) =>
        openObjects(media.schema, '', resolve).map(
          (p) => `${method.toUpperCase()} ${path} body(${type})${p}`,
        ),
      ),
      ...(op.parameters ?? []).flatMap((param) =>
        openObjects(param.schema, '', resolve).map(
          (p) => `${method.toUpperCase()} ${path} ${param.in}.${param.name}${p}`,
        ),
      ),
    ]);
    expect(open).toEqual([]);
  });

  it('refuses an unknown query parameter on every route (400 VALIDATION)', async () => {
    const accepted: string[] = [];
    for (const { path, method } of operations()) {
      const res = await app.inject({
        method: method.toUpperCase() as 'GET',
        url: `${concrete(path)}?unknownParameter=1`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 400 || res.json<{ code: string }>().code !== 'VALIDATION')
        accepted.push(`${method.toUpperCase()} ${path} -> ${res.statusCode}`);
    }
    expect(accepted).toEqual([]);
  });
});
