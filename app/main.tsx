import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyColorScheme } from '~/design-system';
import { App } from './App';

async function start() {
  if (import.meta.env.MODE === 'demo') {
    const { startDemoWorker } = await import('./demo/startDemoWorker');
    await startDemoWorker();
  }
  applyColorScheme(window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
