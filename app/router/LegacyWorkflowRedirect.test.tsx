import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '~/lib/routes';
import { LegacyWorkflowRedirect } from './LegacyWorkflowRedirect';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname}
    </p>
  );
}

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: paths.legacyWorkflowCreate, element: <LegacyWorkflowRedirect /> },
      { path: paths.workflowEdit, element: <Where name="Editor" /> },
      { path: paths.workflows, element: <Where name="Workflows" /> },
      { path: `${paths.workflows}/*`, element: <Where name="Tabs" /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('older-generation workflow routes', () => {
  it('opens /workflows/{id}/create on the current editor of that workflow, replacing the entry', async () => {
    const router = open('/workflows/wf_retail_onboarding_kyc/create');
    expect(await screen.findByText('Editor at /workflows/wf_retail_onboarding_kyc/edit')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps an id that needs encoding intact', async () => {
    open(`/workflows/${encodeURIComponent('wf a')}/create`);
    expect(await screen.findByText('Editor at /workflows/wf%20a/edit')).toBeInTheDocument();
  });

  it('sends the area’s own sub-routes to the workflows area, not to an editor', async () => {
    open('/workflows/templates/create');
    expect(await screen.findByText('Workflows at /workflows')).toBeInTheDocument();
  });
});
