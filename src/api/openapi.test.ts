/**
 * docs/openapi.yaml is generated from the endpoint table and the schemas; this fails when it is out of date or
 * when a standard validator refuses it.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints, type EndpointDef, type EndpointName } from './endpoints';
import { openApiDocument, openApiYaml } from './openapi';

const FILE = resolve(process.cwd(), 'docs/openapi.yaml');

describe('docs/openapi.yaml', () => {
  it('documents all 30 calls', () => {
    const doc = JSON.stringify(openApiDocument());
    for (const name of endpointNames) expect(doc).toContain(`"operationId":"${name}"`);
    expect(endpointNames).toHaveLength(30);
  });

  it('gives every request body typed properties and the fields the client always sends', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, { requestBody?: unknown }>>;
    const body = (path: string, method = 'post') =>
      (paths[path][method].requestBody as { content: Record<string, { schema: Record<string, unknown> }> }).content;
    expect(body('/vendor/login.php')['application/json'].schema).toEqual({
      type: 'object',
      properties: { email: { type: 'string' }, password: { type: 'string' }, rememberMe: { type: 'boolean' } },
      required: ['email', 'password', 'rememberMe'],
    });
    const service = body('/api/admin/services/add.php')['multipart/form-data'].schema;
    expect(service.properties).toMatchObject({
      image: { type: 'string', format: 'binary' },
      is_featured: { enum: ['1', '0'] },
      includes: { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'array' } },
    });
    expect(service.patternProperties).toEqual({ '^gallery\\[[0-9]+\\]$': { type: 'string', format: 'binary' } });
    expect(service.required).not.toContain('image');
    const registerUser = (paths['/api/user/register.php'].post as { 'x-calls'?: { operationId: string }[] })['x-calls'];
    expect(registerUser?.map((call) => call.operationId)).toContain('registerUser');
  });

  it('is valid OpenAPI 3.1 for a standard validator, every operation saying which token it sends, if any', async () => {
    // The file is this document written as YAML (the last test); the validator resolves its $refs in place.
    await expect(SwaggerParser.validate(openApiDocument() as never)).resolves.toMatchObject({ openapi: '3.1.0' });
    type Operation = { operationId: string; security?: unknown; 'x-calls'?: Operation[] };
    const doc = openApiDocument() as { servers: unknown[]; paths: Record<string, Record<string, Operation>> };
    expect(doc.servers).not.toHaveLength(0);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    // Each call of the endpoint table says the token its table entry sends (none: an empty list).
    const securityOf = (name: string) => {
      const { bearer }: EndpointDef = endpoints[name as EndpointName];
      return bearer ? [{ [`${bearer}Bearer`]: [] }] : [];
    };
    const calls = operations.flatMap((op) => op['x-calls'] ?? [op]);
    expect(calls.map((op) => op.operationId).sort()).toEqual(
      endpointNames.filter((n) => n !== 'reverseGeocode').sort(),
    );
    for (const call of calls) expect(call.security, call.operationId).toEqual(securityOf(call.operationId));
    // A URL several calls share stands for all of them: they send the same token, or none.
    for (const shared of operations.filter((op) => op['x-calls']))
      for (const call of shared['x-calls']!) expect(shared.security, call.operationId).toEqual(call.security);
    expect(doc.paths['/api/user/bookings/create.php'].post.security).toEqual([{ customerBearer: [] }]);
    expect(doc.paths['/vendor/login.php'].post.security).toEqual([]);
  });

  it('tells a success answer from a failure by its status', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const answer = paths['/vendor/login.php'].post.responses['200'] as {
      content: { 'application/json': { schema: { oneOf: { properties: { status: unknown } }[] } } };
    };
    expect(answer.content['application/json'].schema.oneOf.map((branch) => branch.properties.status)).toEqual([
      { const: 'success' },
      { type: 'string', not: { const: 'success' } },
    ]);
  });

  it('is up to date (npm run docs:openapi rewrites it)', () => {
    const fresh = openApiYaml();
    if (process.env.OPENAPI_WRITE === '1') writeFileSync(FILE, fresh);
    expect(readFileSync(FILE, 'utf8'), 'docs/openapi.yaml is out of date: run npm run docs:openapi').toBe(fresh);
  });
});
