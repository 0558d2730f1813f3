import type { Decorator } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { HOSTED_QUICKLINK_ID, HOSTED_TRANSACTION_ID, HOSTED_WORKFLOW_ID, hostedFlowFixture, type HostedFlowFixtureOptions } from '~/fixtures';
import type { HostedFlowOptions } from '~/contract/hostedFlow/options';
import { progressKey, saveProgress, type SavedProgress } from '../../model/persistence';
import type { HostedFlowProps } from '../HostedFlow';

/** A phone's width (375 px); screenshots are stills, so the spinners stand still. */
export const phoneFrame: Decorator = (Story) => (
  <div style={{ width: 375, height: 760, overflow: 'auto' }} data-phone-frame="">
    <style>{'[data-phone-frame] [data-hosted-flow] { min-height: 760px; } [data-phone-frame] * { animation: none !important; transition: none !important; }'}</style>
    <Story />
  </div>
);

export const quicklinkOptions = (): HostedFlowOptions => ({
  workflowId: HOSTED_WORKFLOW_ID,
  type: 'INIT_DATA',
  env: 'production',
  baseUrl: `${window.location.origin}/api/sandbox`,
  orgId: 'org_acme',
  quicklinkId: HOSTED_QUICKLINK_ID,
  webt: 'Token vfql_story_token',
  mode: 'quicklink',
});

/** The props every story passes: no frame, fast polls, a spied redirect and a fixed today. */
export const storyProps = (): Omit<HostedFlowProps, 'options'> => ({
  framed: false,
  pollIntervalMs: 100,
  redirect: fn().mockName('redirect'),
  redirectDelayMs: 300,
  today: new Date('2026-11-26T12:00:00Z'),
});

/** A fixture and the story parameters that serve it. */
export function withFixture(options: HostedFlowFixtureOptions = {}) {
  const fixture = hostedFlowFixture(options);
  return { fixture, parameters: { msw: { handlers: fixture.handlers } } };
}

/** Saves progress as a reload would find it. */
export function savedProgress(progress: SavedProgress, options: HostedFlowOptions = quicklinkOptions()) {
  saveProgress(progressKey({ quicklinkId: options.quicklinkId, workflowId: options.workflowId, mode: options.mode }), progress);
}

export const savedTransaction = (): SavedProgress => ({ transactionId: HOSTED_TRANSACTION_ID });

/** A small PNG, as a phone camera would hand over a photo. */
export function photo(name = 'photo.png'): File {
  const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

type Canvas = ReturnType<typeof within>;

export async function expectHeading(canvas: Canvas, name: string) {
  const heading = await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

export async function fillDetails(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), 'Asha Rao');
  await userEvent.type(canvas.getByLabelText('Date of Birth'), '1990-05-17');
}

export async function fillContact(canvas: Canvas) {
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code for Phone Number' }), 'IN');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '98765 43210');
}
