// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { CATALOGUE_PATH, catalogueEntries, renderCatalogue } from './design-system-catalogue.mjs';

describe('design-system/Catalogue.mdx', () => {
  it('lists every component with stories (run `node scripts/design-system-catalogue.mjs` after adding one)', () => {
    expect(readFileSync(CATALOGUE_PATH, 'utf8') === renderCatalogue(), 'design-system/Catalogue.mdx is stale').toBe(true);
  });

  it('covers the components the pages are built from', () => {
    const names = (catalogueEntries() as { name: string }[]).map((e) => e.name);
    for (const name of ['Table', 'DateRangePicker', 'FileUpload', 'StatusBadge', 'NodeCard', 'ConditionRow', 'Drawer']) {
      expect(names).toContain(name);
    }
  });
});
