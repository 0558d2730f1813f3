import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { contractDocument } from '../http/contractDocument';
import { CONTRACT_FILE } from '../projectRoot';
import { FAVICON_LINK, FONT_FACE_CSS, FONT_STACK, PRIMARY } from '../pages/brand';
import { testValuesMarkdown } from '../services/testValuesReference';

const require = createRequire(import.meta.url);
const REDOC_BUNDLE = require.resolve('redoc/bundles/redoc.standalone.js');

/** Redoc themes in the console's font and primary colour; the dark one follows the console's dark tokens. */
const font = { fontFamily: FONT_STACK };
const redocThemes = {
  light: {
    colors: { primary: { main: PRIMARY.light.solid } },
    typography: { ...font, headings: font, links: { color: PRIMARY.light.link } },
    sidebar: { activeTextColor: PRIMARY.light.link },
  },
  dark: {
    colors: {
      primary: { main: PRIMARY.dark.link },
      text: { primary: '#e8eaef', secondary: '#a3abba' },
      border: { dark: '#2a303c', light: '#2a303c' },
    },
    typography: { ...font, headings: font, links: { color: PRIMARY.dark.link, visited: PRIMARY.dark.link, hover: '#c3caff' }, code: { backgroundColor: '#0f1219', color: '#e8eaef' } },
    sidebar: { backgroundColor: '#171b24', textColor: '#e8eaef', activeTextColor: PRIMARY.dark.link, groupItems: { activeTextColor: PRIMARY.dark.link }, level1Items: { activeTextColor: PRIMARY.dark.link } },
    rightPanel: { backgroundColor: '#0b0e14', textColor: '#e8eaef' },
    schema: { nestedBackground: '#171b24', typeNameColor: '#a3abba', typeTitleColor: '#a3abba', linesColor: '#3a4150' },
    fab: { backgroundColor: '#171b24', color: '#e8eaef' },
  },
};

/**
 * The reference page: the console's favicon and font, light or dark as the system prefers (and
 * again when it changes). Redoc is rendered from the local bundle, which fetches nothing elsewhere.
 */
const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Veriflow API reference</title>
${FAVICON_LINK}
<style>
${FONT_FACE_CSS}
body { margin: 0; background: #fff; color: #1c2230; font-family: ${FONT_STACK}; }
@media (prefers-color-scheme: dark) { body { background: #0f1219; color: #e8eaef; } }
</style>
</head>
<body>
<div id="reference"></div>
<script src="/docs/api/redoc.standalone.js"></script>
<script src="/docs/api/reference.js"></script>
</body>
</html>`;

/** Renders Redoc light or dark, as the system prefers; a file of its own, since the page allows no inline script (ADR 0035). */
const script = `const themes = ${JSON.stringify(redocThemes)};
const dark = window.matchMedia('(prefers-color-scheme: dark)');
const render = () => Redoc.init('/docs/api/openapi.json', { theme: dark.matches ? themes.dark : themes.light, expandResponses: '200,201' }, document.getElementById('reference'));
render();
dark.addEventListener('change', render);
`;

/** Redocly's logo, which the bundle loads from its own host: the local page shows none. */
const OUTSIDE_LOGO = /[a-zA-Z_$][\w$]*\.createElement\("img",\{alt:"redocly logo",onError:\(\)=>[a-zA-Z_$][\w$]*\(!1\),src:"https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini\.svg"\}\)/;

/** The Redoc bundle without the outside logo; fails loudly if an upgraded bundle loads it another way. */
export function localRedocBundle(bundle: string): string {
  const local = bundle.replace(OUTSIDE_LOGO, 'null');
  if (/https:\/\/cdn\.redoc\.ly/.test(local)) throw new Error('The Redoc bundle loads something from cdn.redoc.ly: update localRedocBundle');
  return local;
}

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
  const contract = JSON.stringify(withTestValues(contractDocument() as ContractDocument));
  app.get('/docs/api', async (_request, reply) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page));
  app.get('/docs/api/openapi.json', async (_request, reply) => reply.type('application/json').header('Cache-Control', 'no-cache').send(contract));
  app.get('/docs/api/openapi.yaml', async (_request, reply) => reply.type('application/yaml').send(createReadStream(CONTRACT_FILE)));
  app.get('/docs/api/reference.js', async (_request, reply) => reply.type('application/javascript').header('Cache-Control', 'no-cache').send(script));
  const redoc = localRedocBundle(readFileSync(REDOC_BUNDLE, 'utf8'));
  app.get('/docs/api/redoc.standalone.js', async (_request, reply) =>
    reply.type('application/javascript').header('Cache-Control', 'public, max-age=86400').send(redoc),
  );
}
