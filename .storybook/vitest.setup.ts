import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual regression: after each story has rendered and played, its root (or the whole page when
 * an overlay such as a dialog, menu or toast is open) is compared with the committed baseline.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  const scheme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
  const frame = document.querySelector<HTMLElement>('[data-vf-story-root]');
  if (!frame) throw new Error('The story did not render inside the StoryFrame decorator');
  const overlayOpen = document.querySelector('[data-vf-overlay]') !== null;
  const target = overlayOpen ? document.body : frame;
  const name = `${context.task.name}-${scheme}`.replace(/[^A-Za-z0-9_-]+/g, '-');
  await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
});
