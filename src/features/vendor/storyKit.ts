/** Story helpers for the vendor portal: a signed-in vendor in storage, and a saved wizard draft. */
import { WIZARD_STORAGE_KEY, type Step, type WizardDraft } from './register/wizardModel';

/** A signed-in vendor lives with the other seeded sessions' states, where the mock data may be imported. */
export { vendorStorage } from '../../test/demoSessions';

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
export function openDraft(step: Step, empty = false): () => void {
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
