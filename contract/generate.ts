import { writeFile } from 'node:fs/promises';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { bundleContract } from './bundle';

/** `npm run contract:generate`: writes contract/openapi.yaml from the fragments, then its TypeScript types. */
const specUrl = new URL('./openapi.yaml', import.meta.url);
await writeFile(specUrl, await bundleContract());
const types = COMMENT_HEADER + astToString(await openapiTS(specUrl, { silent: true }));
await writeFile(new URL('./types.gen.ts', import.meta.url), types);
process.stdout.write('contract/openapi.yaml and contract/types.gen.ts written\n');
