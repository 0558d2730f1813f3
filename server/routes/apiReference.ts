import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { testValuesMarkdown } from '../services/testValuesReference';

const require = createRequire(import.meta.url);
const REDOC_BUNDLE = require.resolve('redoc/bundles/redoc.standalone.js');
const CONTRACT = new URL('../../contract/openapi.yaml', import.meta.url);

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Veriflow API reference</title>
<style>body { margin: 0; }</style>
</head>
<body>
<redoc spec-url="/docs/api/openapi.json" hide-download-button="false" expand-responses="200,201"></redoc>
<script src="/docs/api/redoc.standalone.js"></script>
</body>
</html>`;

interface ContractDocument {
  tags?: { name: string; description?: string }[];
}

/** The contract with the sandbox test values of every service appended to the verifications tag's description. */
export function withTestValues(document: ContractDocument): ContractDocument {
  const tags = (document.tags ?? []).map((tag) => (tag.name === 'verifications' ? { ...tag, description: `${tag.description ?? ''}\n${testValuesMarkdown()}` } : tag));
  return { ...document, tags };
}

/** The readable API reference (Redoc) of contract/openapi.yaml, at /docs/api. */
export async function apiReferenceRoutes(app: FastifyInstance) {
  const contract = JSON.stringify(withTestValues(parse(readFileSync(CONTRACT, 'utf8')) as ContractDocument));
  app.get('/docs/api', async (_request, reply) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page));
  app.get('/docs/api/openapi.json', async (_request, reply) => reply.type('application/json').header('Cache-Control', 'no-cache').send(contract));
  app.get('/docs/api/openapi.yaml', async (_request, reply) => reply.type('application/yaml').send(createReadStream(CONTRACT)));
  app.get('/docs/api/redoc.standalone.js', async (_request, reply) =>
    reply.type('application/javascript').header('Cache-Control', 'public, max-age=86400').send(createReadStream(REDOC_BUNDLE)),
  );
}
