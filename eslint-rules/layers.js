/**
 * Which top-level folder (layer) of the repo a file belongs to, and which layers it may import.
 * Kept free of ESLint so the rule and its tests share one source of truth (see docs/adr/0001).
 */
import path from 'node:path';

export const LAYERS = ['design-system', 'features', 'lib', 'app', 'fixtures', 'contract', 'server', 'e2e', 'scripts', 'bench', '.storybook', 'eslint-rules'];

/** Files that only exist to review or test code may also reach fixtures and story helpers. */
export function isStoryOrTest(file) {
  return /\.(stories|test|spec)\.[jt]sx?$/.test(file) || file.includes(`${path.sep}__tests__${path.sep}`);
}

/**
 * Inside the server (ADR 0017): stores, the services above them and the domain modules they use know
 * nothing of HTTP; they throw domain errors (server/errors.ts) that server/http maps to answers in
 * one place. Tests may reach across (they check a domain error's HTTP answer).
 */
const SERVER_BELOW_HTTP = ['store', 'db', 'runs', 'engine', 'workflows', 'lists', 'catalogue', 'services', 'net'];
const SERVER_HTTP = ['http', 'routes'];

function serverLayerViolation(fromArea, toArea) {
  if (SERVER_BELOW_HTTP.includes(fromArea ?? '') && SERVER_HTTP.includes(toArea ?? '')) {
    return `server/${fromArea} throws domain errors (server/errors.ts) and imports nothing of the HTTP layer (found server/${toArea}/)`;
  }
  return null;
}

/** A story or test helper: a file inside a __tests__ folder. */
function isTestHelper(file) {
  return file.split(/[\\/]/).includes('__tests__');
}

export function layerOf(relativePath) {
  const [top, second, third] = relativePath.split(/[\\/]/);
  if (!top || !LAYERS.includes(top)) return null;
  return { layer: top, area: second ?? null, sub: third ?? null };
}

/** A page's own module (`WorkflowsPage.tsx`): what the route table lazy-loads (conventions 11, ADR 0039). */
function isPageModule(file) {
  return /(^|[\\/])[A-Z][A-Za-z0-9]*Page(\.tsx)?$/.test(file);
}

/**
 * Returns a message when `from` (the importing file) may not import `to` (the resolved target),
 * both relative to the repo root; null when the import is allowed. `dynamic` is true for an
 * `import()` expression.
 */
export function violation(from, to, { dynamic = false } = {}) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (!a || !b) return null;
  const testish = isStoryOrTest(from);
  const targetIsIndex = (base) => {
    const rest = to.split(/[\\/]/).slice(base);
    return rest.length === 0 || (rest.length === 1 && /^index\.[jt]sx?$/.test(rest[0]));
  };

  switch (a.layer) {
    case 'design-system':
      if (b.layer === 'design-system') {
        if (a.sub === null || a.area === b.area || b.area === 'shared' || b.area === 'theme' || testish || targetIsIndex(2)) return null;
        return `design-system/${a.area} may use design-system/${b.area} only through its index.ts (styling shared between components lives in design-system/shared)`;
      }
      if (b.layer === 'fixtures' && testish) return null;
      return `design-system imports nothing of the rest of the repo (found an import of ${b.layer}/)`;
    case 'features':
      if (b.layer === 'contract') return null;
      if (b.layer === 'design-system') {
        return targetIsIndex(1) ? null : 'features import the design system through its public index only (design-system/index.ts)';
      }
      if (b.layer === 'features') {
        if (a.area === b.area) return null;
        // A feature's stories and tests may share another feature's story and test helpers (its
        // __tests__ folders): they review code, so they never enter the running console.
        if (testish && isTestHelper(to)) return null;
        // A feature's pure model (model/index.ts: no React, no styles) is public too, so that a
        // feature needing only the model does not load the other's pages with its route.
        if (to.split(/[\\/]/)[2] === 'model' && targetIsIndex(3)) return null;
        return targetIsIndex(2) ? null : `features/${a.area} may use features/${b.area} only through its index.ts or its model/index.ts`;
      }
      if (b.layer === 'lib') return null;
      if (b.layer === 'fixtures' && testish) return null;
      return `features may not import ${b.layer}/`;
    case 'lib':
      if (b.layer === 'lib' || b.layer === 'contract') return null;
      if (b.layer === 'design-system') return targetIsIndex(1) ? null : 'lib/ imports the design system through its public index only';
      if (b.layer === 'fixtures' && testish) return null;
      return `lib/ (the kernel: API client, session, routes) is below the features and may not import ${b.layer}/`;
    case 'app':
      if (b.layer === 'app' || b.layer === 'lib' || b.layer === 'contract') return null;
      if (b.layer === 'design-system') return targetIsIndex(1) ? null : 'app imports the design system through its public index only';
      if (b.layer === 'features') {
        if (targetIsIndex(2)) return null;
        // A route loads its page by the page's own module (ADR 0039), so that a list route does
        // not load the editor that shares the area's index.
        if (dynamic && isPageModule(to)) return null;
        return `app uses features/${b.area} only through its index.ts (or \`import()\` of a page's own module, *Page.tsx)`;
      }
      if (b.layer === 'fixtures' && (testish || a.area === 'demo')) return null;
      return `app may not import ${b.layer}/`;
    case 'fixtures':
      return b.layer === 'fixtures' || b.layer === 'contract' ? null : `fixtures may import only fixtures/ and contract/ (found ${b.layer}/)`;
    case 'contract':
      return b.layer === 'contract' ? null : 'contract/ imports nothing of the repo';
    case 'server':
      if (b.layer !== 'server' && b.layer !== 'contract') return `server may import only server/ and contract/ (found ${b.layer}/)`;
      return b.layer === 'server' && !testish ? serverLayerViolation(a.area, b.area) : null;
    default:
      return null;
  }
}
