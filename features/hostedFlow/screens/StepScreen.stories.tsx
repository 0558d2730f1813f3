import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { hostedLogoTheme } from '~/fixtures';
import { HostedFlow } from './HostedFlow';
import { expectHeading, phoneFrame, photo, quicklinkOptions, savedProgress, storyProps, withFixture } from './__tests__/hostedStory';

const meta = {
  title: 'Hosted flow/Steps',
  component: HostedFlow,
  decorators: [phoneFrame],
  args: { options: quicklinkOptions(), ...storyProps() },
  beforeEach: () => {
    sessionStorage.clear();
    return () => sessionStorage.clear();
  },
} satisfies Meta<typeof HostedFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step as the end user opens the link. */
export const Details: Story = {
  parameters: withFixture().parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Your details');
    await expect(canvas.getByLabelText('Date of Birth')).toHaveAttribute('type', 'date');
    await expect(canvas.getByLabelText('Date of Birth')).toHaveAttribute('max', '2026-11-26');
  },
};

/** The organisation's logo heads the page (its name is the logo's text alternative). */
export const WithLogo: Story = {
  parameters: withFixture({ session: { theme: hostedLogoTheme } }).parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Your details');
    await expect(canvas.getByRole('img', { name: 'Acme Bank' })).toBeVisible();
  },
};

/** Dates of birth in the future are refused with a message under the field. */
export const DateOfBirthInTheFuture: Story = {
  parameters: withFixture().parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Your details');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), 'Asha Rao');
    await userEvent.type(canvas.getByLabelText('Date of Birth'), '2030-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Date of birth cannot be in the future')).toBeVisible();
    await expect(canvas.getByLabelText('Date of Birth')).toHaveAccessibleDescription('Date of birth cannot be in the future');
  },
};

/** Phone with a country: the code is a select beside the number. */
export const PhoneWithCountry: Story = {
  parameters: withFixture().parameters,
  beforeEach: () => savedProgress({ stepIndex: 1, values: { fullName: 'Asha Rao', dob: '1990-05-17' } }),
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Contact details');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code for Phone Number' }), 'GB');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Enter a valid phone number')).toBeVisible();
  },
};

/** The document step with a photo taken and uploaded: previewed, with Retake. */
export const DocumentPreview: Story = {
  parameters: withFixture().parameters,
  beforeEach: () => savedProgress({ stepIndex: 2, values: { fullName: 'Asha Rao', dob: '1990-05-17', phoneNumber: '+91 98765 43210' } }),
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Identity document');
    await expect(canvas.getByText('Step 3 of 4')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('Document Image'), photo('id-front.png'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Uploaded'));
    await expect(canvas.getByRole('img', { name: 'Preview of document image' })).toBeVisible();
    await expect(canvas.getByText('Retake photo')).toBeVisible();
  },
};

/** An upload the server refuses says why, under the field. */
export const UploadRefused: Story = {
  parameters: withFixture({ uploadRefusal: { status: 400, message: 'Bad request', description: 'The file is not a PNG, JPEG or PDF.' } }).parameters,
  beforeEach: () => savedProgress({ stepIndex: 3, values: { fullName: 'Asha Rao', dob: '1990-05-17', phoneNumber: '+91 98765 43210', documentImage: '/api/sandbox/documents/doc_hosted_1/content' } }),
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Take a selfie');
    await userEvent.upload(canvas.getByLabelText('Selfie Image'), photo('selfie.png'));
    await expect(await canvas.findByText('The upload failed: The file is not a PNG, JPEG or PDF.')).toBeVisible();
  },
};
