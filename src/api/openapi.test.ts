/** docs/openapi.yaml is generated from the endpoint table and the schemas; this fails when it is out of date. */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointNames } from './endpoints';
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

  it('is up to date (npm run docs:openapi rewrites it)', () => {
    const fresh = openApiYaml();
    if (process.env.OPENAPI_WRITE === '1') writeFileSync(FILE, fresh);
    expect(readFileSync(FILE, 'utf8'), 'docs/openapi.yaml is out of date: run npm run docs:openapi').toBe(fresh);
  });
});
