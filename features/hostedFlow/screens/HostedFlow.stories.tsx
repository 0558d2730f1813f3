import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { hostedDarkTheme, hostedPostedTheme, hostedShortInputDetails } from '~/fixtures';
import { HostedFlow } from './HostedFlow';
import { expectHeading, fillContact, fillDetails, phoneFrame, photo, quicklinkOptions, savedProgress, storyProps, withFixture } from './__tests__/hostedStory';

const meta = {
  title: 'Hosted flow/Journey',
  component: HostedFlow,
  decorators: [phoneFrame],
  args: { options: quicklinkOptions(), ...storyProps() },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    sessionStorage.clear();
    return () => sessionStorage.clear();
  },
} satisfies Meta<typeof HostedFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const complete = withFixture({ run: ['AWAITING', 'PROCESSING', 'COMPLETED'], outcome: 'ACCEPTED' });

/**
 * The whole flow on a phone: details (with validation), contact, document and selfie (camera or
 * upload, previewed), submit, the awaited bank details, processing, and the decision.
 */
export const CompleteFlow: Story = {
  parameters: complete.parameters,
  play: async ({ canvas, args }) => {
    await expectHeading(canvas, 'Your details');
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Enter your full name')).toBeVisible();
    await expect(canvas.getByText('Enter your date of birth')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('aria-invalid', 'true');
    await fillDetails(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Gender (optional)' }), 'FEMALE');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await expectHeading(canvas, 'Contact details');
    await expect(canvas.getByText('Step 2 of 4')).toBeVisible();
    await fillContact(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address (optional)' }), 'asha@');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Enter an email address like name@example.com')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address (optional)' }), 'example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await expectHeading(canvas, 'Identity document');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Add a photo of your document to continue')).toBeVisible();
    const document = canvas.getByLabelText('Document Image');
    await expect(document).toHaveAttribute('accept', 'image/*');
    await expect(document).toHaveAttribute('capture', 'environment');
    await userEvent.upload(document, photo('id-front.png'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading…');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Uploaded'));
    await expect(canvas.getByRole('img', { name: 'Preview of document image' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await expectHeading(canvas, 'Take a selfie');
    await expect(canvas.getByText('Step 4 of 4')).toBeVisible();
    await expect(canvas.getByLabelText('Selfie Image')).toHaveAttribute('capture', 'user');
    await userEvent.upload(canvas.getByLabelText('Selfie Image'), photo('selfie.png'));
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));

    await expectHeading(canvas, 'One more step');
    await expect(complete.fixture.requests.starts).toEqual([
      { inputData: { fullName: 'Asha Rao', dob: 642902400, gender: 'FEMALE', phoneNumber: '+919876543210', email: 'asha@example.com', documentImage: '/api/sandbox/documents/doc_hosted_1/content', selfieImage: '/api/sandbox/documents/doc_hosted_2/content' } },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Enter your bank account number')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bank Account Number' }), '50100012345678');
    await userEvent.type(canvas.getByRole('textbox', { name: 'IFSC' }), 'HDFC0000123');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));

    await expectHeading(canvas, 'You are verified');
    await expect(complete.fixture.requests.resumes).toEqual([{ transactionId: 'txn_01JHOSTEDFLOW0000000000001', inputData: { accountNumber: '50100012345678', ifsc: 'HDFC0000123' } }]);
    await expect(complete.fixture.requests.polls).toBeGreaterThan(0);
    await expect(complete.fixture.requests.session[0]?.headers.get('Authorization')).toBe('Bearer vfql_story_token');
    await expect(canvas.getByText('Reference: txn_01JHOSTEDFLOW0000000000001')).toBeVisible();
    await expect(args.redirect).not.toHaveBeenCalled();
  },
};

const back = withFixture();

/** Back keeps what was typed; nothing is lost between steps. */
export const BackKeepsValues: Story = {
  parameters: back.parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Your details');
    await fillDetails(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectHeading(canvas, 'Contact details');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expectHeading(canvas, 'Your details');
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Asha Rao');
    await expect(canvas.getByLabelText('Date of Birth')).toHaveValue('1990-05-17');
  },
};

const reload = withFixture();

/** A reload mid-flow comes back to the step reached, with the values typed so far. */
export const ResumesTypedValuesAfterReload: Story = {
  parameters: reload.parameters,
  beforeEach: () => savedProgress({ stepIndex: 1, values: { fullName: 'Asha Rao', dob: '1990-05-17', phoneNumber: '+91 98765 43210' } }),
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Contact details');
    await expect(canvas.getByText('Step 2 of 4')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('98765 43210');
    await expect(canvas.getByRole('combobox', { name: 'Country code for Phone Number' })).toHaveValue('IN');
  },
};

const themed = withFixture({ session: { theme: hostedDarkTheme } });

/** The organisation's own dark theme: font, colours, square buttons. */
export const DarkOrganisationTheme: Story = {
  parameters: themed.parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Your details');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Enter your full name')).toBeVisible();
  },
};

const preview = withFixture({ session: { quicklinkId: null, transactionsRemaining: null } });

/**
 * Preview, framed by the console: waits for the organisation (`veriflow:auth`), then applies the
 * themes the console posts (`veriflow:theme`) at once, without saving.
 */
export const PreviewAppliesPostedTheme: Story = {
  args: {
    options: { ...quicklinkOptions(), quicklinkId: undefined, webt: undefined, mode: 'preview' },
    framed: true,
  },
  parameters: preview.parameters,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Loading your verification' })).toBeVisible();
    await expect(preview.fixture.requests.session).toHaveLength(0);
    window.postMessage({ type: 'veriflow:auth', orgId: 'org_from_console' }, window.location.origin);
    await expectHeading(canvas, 'Your details');
    await expect(preview.fixture.requests.session[0]?.headers.get('X-Veriflow-Auth-Org-ID')).toBe('org_from_console');
    await expect(preview.fixture.requests.session[0]?.headers.get('Authorization')).toBeNull();
    window.postMessage({ type: 'veriflow:theme', theme: hostedPostedTheme }, window.location.origin);
    await waitFor(() => expect(getComputedStyle(canvas.getByRole('button', { name: 'Continue' })).backgroundColor).toBe('rgb(185, 28, 28)'));
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Continue' })).borderTopLeftRadius).toBe('1px');
  },
};

const tryout = withFixture({ session: { quicklinkId: null, transactionsRemaining: null, inputDetails: hostedShortInputDetails }, run: ['PROCESSING', 'COMPLETED'], outcome: 'REJECTED' });

/** Tryout, framed: says it is ready, and reports each state of the transaction to the console. */
export const TryoutReportsTransactions: Story = {
  args: {
    options: { ...quicklinkOptions(), quicklinkId: undefined, webt: undefined, mode: 'tryout' },
    framed: true,
  },
  parameters: tryout.parameters,
  beforeEach: () => {
    const post = spyOn(window.parent, 'postMessage');
    return () => post.mockRestore();
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(window.parent.postMessage).toHaveBeenCalledWith({ type: 'veriflow:ready' }, window.location.origin));
    window.postMessage({ type: 'veriflow:auth', orgId: 'org_acme' }, window.location.origin);
    await expectHeading(canvas, 'Your details');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), 'Asha Rao{Enter}');
    await fillContact(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectHeading(canvas, 'We could not verify you');
    await expect(tryout.fixture.requests.starts).toEqual([{ workflowId: 'wf_hosted_onboarding', inputData: { fullName: 'Asha Rao', phoneNumber: '+919876543210' } }]);
    await expect(window.parent.postMessage).toHaveBeenCalledWith({ type: 'veriflow:transaction', transactionId: 'txn_01JHOSTEDFLOW0000000000001', outcome: 'PROCESSING' }, window.location.origin);
    await expect(window.parent.postMessage).toHaveBeenCalledWith({ type: 'veriflow:transaction', transactionId: 'txn_01JHOSTEDFLOW0000000000001', outcome: 'REJECTED' }, window.location.origin);
    await expect(canvas.getByRole('button', { name: 'Start again' })).toBeVisible();
  },
};
