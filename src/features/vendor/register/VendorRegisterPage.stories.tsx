import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../../mocks/db';
import VendorRegisterPage from './VendorRegisterPage';
import { WIZARD_STORAGE_KEY, type Step, type WizardDraft } from './wizardModel';

const DRAFT_VALUES: WizardDraft['values'] = {
  firstName: 'Priya',
  lastName: 'Menon',
  email: 'priya.menon@example.in',
  phone: '9845012345',
  businessName: 'Menon Beauty Studio',
  businessType: 'individual',
  experience: '6-10',
  address: '14, 3rd Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560038',
  serviceRadius: '10',
  selectedServices: [1, 2],
  termsAccepted: false,
};

/** Opens the wizard at `step` (answers filled unless `empty`), as a reload of the tab would. */
function openDraft(step: Step, empty = false): () => void {
  window.sessionStorage.removeItem(WIZARD_STORAGE_KEY);
  if (step > 1 || !empty) {
    const draft: WizardDraft = {
      step,
      otp: { sent: true, verified: true, resendAt: null },
      values: empty ? { ...DRAFT_VALUES, ...blankStep(step) } : DRAFT_VALUES,
    };
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(draft));
  }
  return () => window.sessionStorage.removeItem(WIZARD_STORAGE_KEY);
}

function blankStep(step: Step): Partial<WizardDraft['values']> {
  if (step === 2) return { businessName: '', businessType: '', experience: '' };
  if (step === 3) return { address: '', city: '', state: '', zipCode: '' };
  if (step === 4) return { selectedServices: [] };
  return {};
}

const meta = {
  title: 'Vendor portal/Registration wizard',
  component: VendorRegisterPage,
  parameters: { route: { path: '/registervendor' } },
  beforeEach: () => openDraft(1, true),
} satisfies Meta<typeof VendorRegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const pressNext = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  return canvas;
};

export const Step1Personal: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  },
};
export const Step1Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pressNext(canvasElement);
    await expect(await canvas.findByText('First name is required')).toBeInTheDocument();
  },
};
/** A wrong code: its message under the code field, focus back in it. */
export const Step1WrongOtp: Story = {
  beforeEach: () => openDraft(1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    const field = await canvas.findByLabelText('Verification code');
    const sent = db().outbox.find((mail) => mail.to === 'priya.menon@example.in')!.code;
    await userEvent.type(field, sent === '000000' ? '111111' : '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription('Invalid OTP. Please check the code and try again.');
    await expect(field).toHaveFocus();
  },
};
export const Step2Business: Story = { beforeEach: () => openDraft(2) };
export const Step2Errors: Story = {
  beforeEach: () => openDraft(2, true),
  play: async ({ canvasElement }) => {
    const canvas = await pressNext(canvasElement);
    await expect(await canvas.findByText('Business type is required')).toBeInTheDocument();
  },
};
export const Step3Location: Story = { beforeEach: () => openDraft(3) };
export const Step3Errors: Story = {
  beforeEach: () => openDraft(3, true),
  play: async ({ canvasElement }) => {
    const canvas = await pressNext(canvasElement);
    await expect(await canvas.findByText('ZIP code is required')).toBeInTheDocument();
  },
};
export const Step4Services: Story = {
  beforeEach: () => openDraft(4),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Search services')).toBeInTheDocument();
  },
};
export const Step4Errors: Story = {
  beforeEach: () => openDraft(4, true),
  play: async ({ canvasElement }) => {
    const canvas = await pressNext(canvasElement);
    await expect(await canvas.findByText('At least one service must be selected')).toBeInTheDocument();
  },
};
export const Step5Review: Story = {
  beforeEach: () => openDraft(5),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Menon Beauty Studio')).toBeInTheDocument();
    for (const upload of ['Profile image', 'ID proof', 'Business license', 'Insurance'])
      await expect(canvas.getByLabelText(`${upload} (optional)`)).not.toBeRequired();
  },
};
export const Step5Errors: Story = {
  beforeEach: () => openDraft(5),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Registration' }));
    await expect(await canvas.findByText('You must accept the terms and conditions')).toBeInTheDocument();
  },
};
