import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { StoryProviders } from './StoryProviders';
import { StoryFrame } from './StoryFrame';
import { startStoryWorker } from './mswWorker';
import { applyColorScheme } from '../design-system/theme';

const preview: Preview = {
  loaders: [mswLoader(startStoryWorker)],
  beforeEach: () => {
    localStorage.clear();
  },
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      applyColorScheme(context.globals.theme === 'dark' ? 'dark' : 'light');
      return (
        <StoryProviders route={context.parameters.route ?? '/'} ownRouter={context.parameters.router === 'own'}>
          <StoryFrame $layout={context.parameters.layout ?? 'padded'}>
            <Story />
          </StoryFrame>
        </StoryProviders>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: { storySort: { order: ['Introduction', 'Design system', 'Shell', 'Pages'] } },
  },
};

export default preview;
