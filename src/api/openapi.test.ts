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

  it('is up to date (npm run docs:openapi rewrites it)', () => {
    const fresh = openApiYaml();
    if (process.env.OPENAPI_WRITE === '1') writeFileSync(FILE, fresh);
    expect(readFileSync(FILE, 'utf8'), 'docs/openapi.yaml is out of date: run npm run docs:openapi').toBe(fresh);
  });
});
