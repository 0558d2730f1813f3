/* eslint-disable no-restricted-syntax -- the hex values here are the theme under test (data the operator types), not styling */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, toast } from '~/design-system';
import { DEFAULT_HOSTED_CONFIG, DEMO_HOSTED_CONFIG } from '~/contract/reference';
import { ACME_ORG_ID, FIXTURE_WORKFLOW_IDS, LONG_VALUES_HOSTED_CONFIG, LOW_CONTRAST_HOSTED_CONFIG, PREVIEW_FLOW_STUB, hostedThemeHandlers, workflowsHandlers, type HostedThemeHandlerOptions } from '~/fixtures';
import type { HostedConfig } from '../../../model/themeFields';
import { findDialog, settled, withAcmeSession } from '../../../components/__tests__/storySupport';
import { LOAD_FAILED_DESCRIPTION, PreviewPanel, THEME_MESSAGES, type PreviewPanelProps } from './PreviewPanel';
import { PREVIEW_FRAME_TITLE } from './PreviewPanelFrame';
import { LOGO_HINT } from './PreviewPanelTheme';

/** The editor's Preview button and the panel it opens (open from the start). */
function PreviewHarness(props: Omit<PreviewPanelProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
        Preview
      </Button>
      <PreviewPanel {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const handlers = (options?: HostedThemeHandlerOptions) => [...hostedThemeHandlers(options), ...workflowsHandlers()];

const meta = {
  title: 'Workflows/PreviewPanel',
  component: PreviewPanel,
  decorators: [withAcmeSession],
  args: { isOpen: true, onOpenChange: fn(), workflowId: FIXTURE_WORKFLOW_IDS.onboarding, flowSrcDoc: PREVIEW_FLOW_STUB },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => <PreviewHarness {...args} />,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: handlers() },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof PreviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

type FlowMessage = { type: 'veriflow:auth'; orgId: string } | { type: 'veriflow:theme'; theme: HostedConfig };

function frameMessages(): FlowMessage[] {
  const frame = screen.getByTitle(PREVIEW_FRAME_TITLE) as HTMLIFrameElement;
  return ((frame.contentWindow as (Window & { veriflowMessages?: FlowMessage[] }) | null)?.veriflowMessages ?? []).slice();
}

/** The theme the framed flow received last. */
function lastPostedTheme(): HostedConfig | undefined {
  return frameMessages()
    .filter((m): m is Extract<FlowMessage, { type: 'veriflow:theme' }> => m.type === 'veriflow:theme')
    .at(-1)?.theme;
}

async function openPanel(): Promise<Canvas> {
  const panel = within(await findDialog('Preview'));
  await panel.findByRole('button', { name: /Save & Apply/ });
  // The stand-in says it is ready: the organisation and then the theme arrive.
  await waitFor(() => expect(frameMessages()[0]).toEqual({ type: 'veriflow:auth', orgId: ACME_ORG_ID }));
  await waitFor(() => expect(lastPostedTheme()).toBeDefined());
  return panel;
}

const button = (panel: Canvas, name: string) => panel.getByRole('button', { name });

/** Leaves the fields and scrolls them back to the top, so the screenshot does not depend on where typing left them. */
async function fieldsAtTop(panel: Canvas) {
  (document.activeElement as HTMLElement | null)?.blur();
  panel.getByRole('group', { name: 'Branding' }).parentElement?.scrollTo({ top: 0 });
  await waitFor(() => expect(panel.getByRole('group', { name: 'Branding' }).parentElement?.scrollTop).toBe(0));
}

async function typeColor(panel: Canvas, label: string, value: string) {
  const field = panel.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

/** The saved demo theme, framed: nothing to undo, redo, reset or save yet. */
export const Default: Story = {
  play: async () => {
    const panel = await openPanel();
    await expect(lastPostedTheme()).toEqual(DEMO_HOSTED_CONFIG);
    await expect(panel.getByText('Saved theme')).toBeInTheDocument();
    for (const name of ['Undo', 'Redo', 'Reset', 'Save & Apply']) await expect(button(panel, name)).toBeDisabled();
    await expect(panel.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#0F766E');
    await expect(panel.getByRole('textbox', { name: 'Title size' })).toHaveValue('24');
    await expect(panel.getByRole('radio', { name: /Rounded/ })).toBeChecked();
    await expect(panel.getByText(LOGO_HINT)).toBeInTheDocument();
    await expect(panel.queryByText(/hard to read/)).not.toBeInTheDocument();
  },
};

/** A colour typed in lower case is upper-cased, applies at once and goes to the frame unsaved. */
export const EditColour: Story = {
  play: async () => {
    const panel = await openPanel();
    await typeColor(panel, 'Primary colour', '#dc2626');
    await expect(panel.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#DC2626');
    await waitFor(() => expect(lastPostedTheme()?.branding.primaryColor).toBe('#DC2626'));
    await expect(panel.getByText('Unsaved changes')).toBeInTheDocument();
    await expect(button(panel, 'Undo')).toBeEnabled();
    await expect(button(panel, 'Save & Apply')).toBeEnabled();
    // Not a colour: an error, and nothing applied.
    await typeColor(panel, 'Secondary colour', 'nope');
    await userEvent.tab();
    await expect(panel.getByText('Enter a hex colour such as #4462EC')).toBeInTheDocument();
    await expect(lastPostedTheme()?.branding.secondaryColor).toBe('#F59E0B');
    await fieldsAtTop(panel);
  },
};

/** Undo steps back through each change, Redo forward again, Reset brings back the saved theme (and can be undone). */
export const UndoRedoReset: Story = {
  play: async () => {
    const panel = await openPanel();
    const size = panel.getByRole('textbox', { name: 'Title size' });
    await userEvent.clear(size);
    await userEvent.type(size, '32');
    await userEvent.tab();
    await userEvent.click(panel.getByRole('radio', { name: /Circular/ }));
    await waitFor(() => expect(lastPostedTheme()?.buttons).toEqual({ type: 'Circular', borderRadius: 32 }));
    await expect(lastPostedTheme()?.text.title.fontSize).toBe(32);

    await userEvent.click(button(panel, 'Undo'));
    await waitFor(() => expect(lastPostedTheme()?.buttons).toEqual({ type: 'Rounded', borderRadius: 8 }));
    await expect(panel.getByRole('radio', { name: /Rounded/ })).toBeChecked();
    await userEvent.click(button(panel, 'Undo'));
    await expect(panel.getByRole('textbox', { name: 'Title size' })).toHaveValue('24');
    await expect(button(panel, 'Undo')).toBeDisabled();
    await expect(button(panel, 'Save & Apply')).toBeDisabled();

    await userEvent.click(button(panel, 'Redo'));
    await userEvent.click(button(panel, 'Redo'));
    await expect(button(panel, 'Redo')).toBeDisabled();
    await expect(panel.getByRole('radio', { name: /Circular/ })).toBeChecked();

    await userEvent.click(button(panel, 'Reset'));
    await waitFor(() => expect(lastPostedTheme()).toEqual(DEMO_HOSTED_CONFIG));
    await expect(button(panel, 'Reset')).toBeDisabled();
    await expect(button(panel, 'Save & Apply')).toBeDisabled();
    await expect(button(panel, 'Undo')).toBeEnabled();
    await fieldsAtTop(panel);
  },
};

/** A saved theme is changed with PATCH: the update message, then nothing left to save. */
export const SaveAndApply: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async () => {
    const panel = await openPanel();
    await typeColor(panel, 'Background colour', '#fff7ed');
    await userEvent.click(button(panel, 'Save & Apply'));
    await expect(await screen.findByRole('alertdialog', { name: THEME_MESSAGES.updated, hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(button(panel, 'Save & Apply')).toBeDisabled());
    await expect(panel.getByText('Saved theme')).toBeInTheDocument();
    await expect(button(panel, 'Undo')).toBeEnabled();
    await fieldsAtTop(panel);
  },
};

/** No theme saved yet: the defaults are framed and the first Save & Apply creates it (POST). */
export const NoConfigYet: Story = {
  parameters: { msw: { handlers: handlers({ config: null }) } },
  play: async () => {
    const panel = await openPanel();
    await expect(lastPostedTheme()).toEqual(DEFAULT_HOSTED_CONFIG);
    await expect(panel.getByText('Default theme')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: /Font/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Georgia' }));
    await waitFor(() => expect(lastPostedTheme()?.branding.font).toBe('Georgia'));
    await userEvent.click(button(panel, 'Save & Apply'));
    await expect(await screen.findByRole('alertdialog', { name: THEME_MESSAGES.created, hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(panel.getByText('Saved theme')).toBeInTheDocument());
    await fieldsAtTop(panel);
  },
};

/** While the save is on its way, Save & Apply is busy and cannot be pressed again. */
export const Saving: Story = {
  parameters: { msw: { handlers: handlers({ delays: { update: 'infinite' } }) } },
  play: async () => {
    const panel = await openPanel();
    await typeColor(panel, 'Title colour', '#111827');
    await userEvent.click(button(panel, 'Save & Apply'));
    await waitFor(() => expect(panel.getByRole('button', { name: /Save & Apply/ })).toBeDisabled());
    await fieldsAtTop(panel);
  },
};

/** The update fails: section 8's message; the changes stay, ready to save again. */
export const SaveError: Story = {
  parameters: { msw: { handlers: handlers({ failures: { update: 500 } }) } },
  play: async () => {
    const panel = await openPanel();
    await typeColor(panel, 'Primary colour', '#1D4ED8');
    await userEvent.click(button(panel, 'Save & Apply'));
    await expect(await screen.findByRole('alertdialog', { name: THEME_MESSAGES.updateFailed, hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(button(panel, 'Save & Apply')).toBeEnabled());
    await expect(panel.getByText('Unsaved changes')).toBeInTheDocument();
    await fieldsAtTop(panel);
  },
};

/** The first save fails: section 8's other message. */
export const CreateError: Story = {
  parameters: { msw: { handlers: handlers({ config: null, failures: { create: 500 } }) } },
  play: async () => {
    const panel = await openPanel();
    await typeColor(panel, 'Primary colour', '#1D4ED8');
    await userEvent.click(button(panel, 'Save & Apply'));
    await expect(await screen.findByRole('alertdialog', { name: THEME_MESSAGES.createFailed, hidden: true })).toBeInTheDocument();
    await fieldsAtTop(panel);
  },
};

/** Pale subtitle and content on a light background: below 4.5:1, each says so (beyond the specification). */
export const ContrastWarning: Story = {
  parameters: {
    msw: { handlers: handlers({ config: LOW_CONTRAST_HOSTED_CONFIG }) },
    // The framed stand-in shows the pale colours on purpose.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]', 'iframe'] } },
  },
  play: async () => {
    const panel = await openPanel();
    await expect(panel.getByText(/2 text colours are hard to read on the background: Subtitle, Content\./)).toBeInTheDocument();
    await expect(panel.getByRole('textbox', { name: 'Subtitle colour' })).toHaveAccessibleDescription(/^Contrast 2\.\d+:1 on the background; needs 4\.5:1 \(WCAG AA\)\.$/);
    // A darker content colour clears its warning.
    await typeColor(panel, 'Content colour', '#334155');
    await expect(await panel.findByText(/1 text colour is hard to read on the background: Subtitle\./)).toBeInTheDocument();
    await fieldsAtTop(panel);
  },
};

/** The contract's edges: a logo, the widest font name, the largest sizes. */
export const LongValues: Story = {
  parameters: { msw: { handlers: handlers({ config: LONG_VALUES_HOSTED_CONFIG }) } },
  play: async () => {
    const panel = await openPanel();
    await expect(panel.getByRole('img', { name: 'Logo' })).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Remove logo' })).toBeInTheDocument();
    await expect(panel.getByRole('textbox', { name: 'Title size' })).toHaveValue('200');
    await userEvent.click(panel.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(lastPostedTheme()?.branding.logo).toBeNull());
    await expect(panel.getByText(LOGO_HINT)).toBeInTheDocument();
    await fieldsAtTop(panel);
  },
};

/** The theme cannot be read: section 8's technical-issue text with Retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: handlers({ failures: { get: 500 } }) } },
  play: async () => {
    const panel = within(await findDialog('Preview'));
    await expect(await panel.findByText(LOAD_FAILED_DESCRIPTION)).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await settled();
  },
};
