import { setupWorker } from 'msw/browser';

/** Starts the MSW worker for stories. A call to the API that no handler answers fails loudly. */
export async function startStoryWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}
