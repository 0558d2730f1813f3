// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'veriflow/boundaries').map((m) => m.message);
}

describe('the lint config enforces the architecture boundaries', { timeout: 60_000 }, () => {
  it('fails a design-system component that imports a feature', async () => {
    const errors = await boundaryErrors('design-system/Button/Button.tsx', "import { Shell } from '../../features/shell';\nexport const x = Shell;\n");
    expect(errors).toEqual(['design-system imports nothing of the rest of the repo (found an import of features/)']);
  });

  it("fails a design-system component that reaches into a sibling's internals, but allows its index and shared/", async () => {
    expect(await boundaryErrors('design-system/ComboBox/ComboBox.tsx', "import { SelectOption } from '../Select/Select.styles';\nexport const x = SelectOption;\n")).toEqual([
      'design-system/ComboBox may use design-system/Select only through its index.ts (styling shared between components lives in design-system/shared)',
    ]);
    expect(await boundaryErrors('design-system/ComboBox/ComboBox.tsx', "import { Select } from '../Select';\nexport const x = Select;\n")).toEqual([]);
    expect(await boundaryErrors('design-system/ComboBox/ComboBox.tsx', "import { SelectOption } from '../shared/select.styles';\nexport const x = SelectOption;\n")).toEqual([]);
  });

  it('fails a design-system component that imports the app through the ~ alias', async () => {
    const errors = await boundaryErrors('design-system/Menu/Menu.tsx', "import { api } from '~/lib/api';\nexport const x = api;\n");
    expect(errors).toHaveLength(1);
  });

  it("fails a feature that reaches into another feature's internals", async () => {
    const errors = await boundaryErrors('features/workflows/pages/List.tsx', "import { Sidebar } from '../../shell/components/Sidebar';\nexport const x = Sidebar;\n");
    expect(errors).toEqual(['features/workflows may use features/shell only through its index.ts or its model/index.ts']);
  });

  it("allows a feature to use another feature's index", async () => {
    const errors = await boundaryErrors('features/workflows/pages/List.tsx', "import { Shell } from '../../shell';\nexport const x = Shell;\n");
    expect(errors).toEqual([]);
  });

  it("allows a feature to use another feature's pure model through its model/index.ts, and nothing deeper", async () => {
    expect(await boundaryErrors('features/reports/model/trace.ts', "import { gridPosition } from '../../workflows/model';\nexport const x = gridPosition;\n")).toEqual([]);
    expect(await boundaryErrors('features/reports/model/trace.ts', "import { layout } from '../../workflows/model/layout';\nexport const x = layout;\n")).toEqual([
      'features/reports may use features/workflows only through its index.ts or its model/index.ts',
    ]);
  });

  it("allows a feature's stories and tests, and only them, to share another feature's __tests__ helpers", async () => {
    const helper = "import { loaded } from '../../workflows/editor/__tests__/editorStorySupport';\nexport const x = loaded;\n";
    expect(await boundaryErrors('features/capabilities/pages/Builder.stories.tsx', helper)).toEqual([]);
    expect(await boundaryErrors('features/capabilities/pages/Builder.tsx', helper)).toEqual(['features/capabilities may use features/workflows only through its index.ts or its model/index.ts']);
    const internal = "import { EditorWorkspace } from '../../workflows/editor/EditorWorkspace';\nexport const x = EditorWorkspace;\n";
    expect(await boundaryErrors('features/capabilities/pages/Builder.stories.tsx', internal)).toEqual(['features/capabilities may use features/workflows only through its index.ts or its model/index.ts']);
  });

  it('fails a feature that imports a design-system internal instead of its index', async () => {
    const errors = await boundaryErrors('features/shell/Header.tsx', "import { Button } from '~/design-system/Button/Button';\nexport const x = Button;\n");
    expect(errors).toEqual(['features import the design system through its public index only (design-system/index.ts)']);
  });

  it('fails the server importing UI code', async () => {
    const errors = await boundaryErrors('server/main.ts', "import { theme } from '../design-system';\nexport const x = theme;\n");
    expect(errors).toEqual(['server may import only server/ and contract/ (found design-system/)']);
  });

  it('fails a server store importing the HTTP layer, but lets it throw domain errors', async () => {
    const errors = await boundaryErrors('server/store/things.ts', "import { notFound } from '../http/errors';\nexport const x = notFound;\n");
    expect(errors).toEqual(['server/store throws domain errors (server/errors.ts) and imports nothing of the HTTP layer (found server/http/)']);
    expect(await boundaryErrors('server/store/things.ts', "import { NotFoundError } from '../errors';\nexport const x = NotFoundError;\n")).toEqual([]);
    expect(await boundaryErrors('server/runs/start.ts', "import { route } from '../routes/workflows';\nexport const x = route;\n")).toHaveLength(1);
  });

  it('fails a feature importing anything of app/, but allows the kernel in lib/', async () => {
    expect(await boundaryErrors('features/home/Home.tsx', "import { Router } from '~/app/router';\nexport const x = Router;\n")).toEqual(['features may not import app/']);
    expect(await boundaryErrors('features/home/Home.tsx', "import { useSession } from '~/lib/session';\nexport const x = useSession;\n")).toEqual([]);
  });

  it('lets stories use fixtures, but not production feature code', async () => {
    expect(await boundaryErrors('features/home/Home.stories.tsx', "import { handlers } from '~/fixtures';\nexport const x = handlers;\n")).toEqual([]);
    expect(await boundaryErrors('features/home/Home.tsx', "import { handlers } from '~/fixtures';\nexport const x = handlers;\n")).toHaveLength(1);
    expect(await boundaryErrors('design-system/Table/Table.stories.tsx', "import { rows } from '~/fixtures/tables';\nexport const x = rows;\n")).toEqual([]);
    expect(await boundaryErrors('design-system/Table/Table.tsx', "import { rows } from '~/fixtures/tables';\nexport const x = rows;\n")).toHaveLength(1);
  });

  it('keeps the kernel below the features and the app', async () => {
    expect(await boundaryErrors('lib/session/session.ts', "import { Shell } from '~/features/shell';\nexport const x = Shell;\n")).toEqual([
      'lib/ (the kernel: API client, session, routes) is below the features and may not import features/',
    ]);
    expect(await boundaryErrors('lib/routes/x.ts', "import { routes } from '~/app/router/routes';\nexport const x = routes;\n")).toHaveLength(1);
  });

  it("lets the app lazy-load a feature's page by the page's own module, and nothing else of its internals (ADR 0039)", async () => {
    expect(await boundaryErrors('app/router/pages.tsx', "export const load = () => import('~/features/workflows/list/WorkflowsPage');\n")).toEqual([]);
    expect(await boundaryErrors('app/router/pages.tsx', "import { WorkflowsPage } from '~/features/workflows/list/WorkflowsPage';\nexport const x = WorkflowsPage;\n")).toEqual([
      "app uses features/workflows only through its index.ts (or `import()` of a page's own module, *Page.tsx)",
    ]);
    expect(await boundaryErrors('app/router/pages.tsx', "export const load = () => import('~/features/workflows/editor/EditorWorkspace');\n")).toHaveLength(1);
  });
});
