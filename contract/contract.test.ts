// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { compileErrors, validate } from '@readme/openapi-parser';
import { bundleContract } from './bundle';

const specUrl = new URL('./openapi.yaml', import.meta.url);
const generatedUrl = new URL('./types.gen.ts', import.meta.url);

describe('contract/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(fileURLToPath(specUrl));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('declares OpenAPI 3.1', async () => {
    const text = await readFile(specUrl, 'utf8');
    expect(text).toMatch(/^openapi: 3\.1\.\d+$/m);
  });

  it('is the bundle of contract/src (run `npm run contract:generate` after editing a fragment)', async () => {
    const committed = await readFile(specUrl, 'utf8');
    expect(committed === (await bundleContract()), 'contract/openapi.yaml is stale: run `npm run contract:generate`').toBe(true);
  });

  it('matches the committed types.gen.ts (run `npm run contract:generate` after editing the contract)', async () => {
    const fresh = COMMENT_HEADER + astToString(await openapiTS(specUrl, { silent: true }));
    const committed = await readFile(generatedUrl, 'utf8');
    expect(committed === fresh, 'contract/types.gen.ts is stale: run `npm run contract:generate`').toBe(true);
  }, 30_000);
});
