import { afterEach, beforeEach, expect, type TestContext } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { afterEach as checkAccessibility } from '@storybook/addon-a11y/preview';
import { holdTransientFeedback, releaseTransientFeedback } from '../design-system/shared/transientFeedback';
import { applyColorScheme } from '../design-system/theme';
import { toast } from '../design-system/Toast';

// A loaded two-core machine can take longer than Testing Library's 1 s default to answer a mocked
// call and render: a CI run saw a drawer's first findBy miss at 1 s, and another saw the usage logs'
// second page miss twice in a row at 5 s while the other page ran a heavy story. Waits give up after
// 15 s (ADR 0012); a wait that holds costs nothing more.
configure({ asyncUtilTimeout: 15_000 });

/** The axe rules whose outcome depends on colours; every other rule reads the DOM, which the switch leaves as it is. */
const SCHEME_DEPENDENT_RULES = ['color-contrast', 'link-in-text-block'];

interface A11yParameter {
  disable?: boolean;
  test?: string;
  options?: Record<string, unknown>;
  config?: Record<string, unknown>;
  context?: unknown;
}

/** The story's own a11y parameters, run on the rules that the dark scheme can change. */
function darkSchemeA11y(a11y: A11yParameter | undefined): A11yParameter {
  return { ...a11y, options: { ...a11y?.options, runOnly: { type: 'rule', values: SCHEME_DEPENDENT_RULES } } };
}

type StoryTestContext = TestContext & {
  story?: { id: string; parameters: Record<string, unknown>; globals: Record<string, unknown>; reporting: unknown };
};

/** The story's root, or the whole page when an overlay such as a dialog, menu or toast is open. */
function screenshotTarget(): HTMLElement {
  const frame = document.querySelector<HTMLElement>('[data-vf-story-root]');
  if (!frame) throw new Error('The story did not render inside the StoryFrame decorator');
  return document.querySelector('[data-vf-overlay]') !== null ? document.body : frame;
}

/** Switches the scheme at once: without this, axe would read colours halfway through their transitions. */
function switchSchemeInstantly(scheme: 'light' | 'dark') {
  const freeze = document.createElement('style');
  freeze.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(freeze);
  applyColorScheme(scheme);
  void getComputedStyle(document.body).color;
  return () => freeze.remove();
}

async function matchBaseline(context: TestContext, scheme: 'light' | 'dark') {
  await document.fonts.ready;
  const name = `${context.task.name}-${scheme}`.replace(/[^A-Za-z0-9_-]+/g, '-');
  await expect.element(page.elementLocator(screenshotTarget())).toMatchScreenshot(name);
}

/** The application's toasts stay until the screenshots are taken (a loaded machine can spend their 2 s inside the play function). */
beforeEach(() => {
  toast.hold();
});

/**
 * ADR 0013: each story renders and plays once, in the light scheme, where the a11y addon runs axe.
 * Then it is compared with its light baseline, switched to the dark scheme (the tokens are CSS
 * variables under `data-theme`, so nothing re-renders), compared with its dark baseline and checked
 * again by the axe rules that read colours. The application's toasts (held since the story began)
 * and 'Copied' states are held meanwhile, so both pictures show the moment the play function ended
 * however slow the machine is.
 */
afterEach(async (context: StoryTestContext) => {
  if (context.task.result?.state === 'fail') {
    toast.release();
    return;
  }
  holdTransientFeedback();
  let unfreeze = () => {};
  try {
    await matchBaseline(context, 'light');
    unfreeze = switchSchemeInstantly('dark');
    await matchBaseline(context, 'dark');
    const story = context.story;
    if (!story) throw new Error('The story test context carries no story');
    const parameters = { ...story.parameters, a11y: darkSchemeA11y(story.parameters.a11y as A11yParameter | undefined) };
    await checkAccessibility({ ...story, parameters, viewMode: 'story' } as unknown as Parameters<typeof checkAccessibility>[0]).catch((error: unknown) => {
      if (error instanceof Error) error.message = `In the dark scheme: ${error.message}`;
      throw error;
    });
  } finally {
    applyColorScheme('light');
    unfreeze();
    toast.release();
    releaseTransientFeedback();
  }
});
