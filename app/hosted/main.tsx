import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HostedFlowPage } from '~/features/hostedFlow';

/**
 * Entry of the hosted end-user flow (`/flow`, flow.html; docs/adr/0026): its own small bundle,
 * none of the console's router, design system or data layer.
 */
const root = document.getElementById('root');
if (!root) throw new Error('flow.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <HostedFlowPage search={window.location.search} />
  </StrictMode>,
);
