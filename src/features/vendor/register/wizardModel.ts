/** The vendor registration record, its five steps and their rules, and what survives a reload. */
import type { BusinessType, Experience } from '../../../api/types';
import * as Yup from 'yup';
import { yupErrors } from '../../../components/form/schemaErrors';
import { isEmail } from '../../../lib/email';
import { WIZARD_RULES as R } from '../vendorTexts';
import { STORAGE_KEYS } from '../../../lib/storage';

export type Step = 1 | 2 | 3 | 4 | 5;
export const STEPS = (['Personal', 'Business', 'Location', 'Services', 'Review'] as const).map((title, index) => ({
  step: (index + 1) as Step,
  title,
}));

/** No radius is given for the wizard: 10 km, as the customer-side vendor form. */
export const DEFAULT_RADIUS = '10';

export const EMPTY_WIZARD = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  businessName: '',
  businessType: '' as BusinessType | '',
  experience: '' as Experience | '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  serviceRadius: DEFAULT_RADIUS,
  selectedServices: [] as number[],
  profileImage: null as File | null,
  idProof: null as File | null,
  businessLicense: null as File | null,
  insurance: null as File | null,
  termsAccepted: false,
};
export type WizardValues = typeof EMPTY_WIZARD;

export const BUSINESS_TYPES: { value: BusinessType; label: string }[] = [
  { value: 'individual', label: 'Individual' },
  { value: 'company', label: 'Company' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'llc', label: 'LLC' },
];
export const EXPERIENCE_OPTIONS = (['0-1', '2-5', '6-10', '10+'] satisfies Experience[]).map((value) => ({
  value,
  label: `${value} years`,
}));

export const STEP_FIELDS: Record<Step, (keyof WizardValues)[]> = {
  1: ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'],
  2: ['businessName', 'businessType', 'experience'],
  3: ['address', 'city', 'state', 'zipCode', 'serviceRadius'],
  4: ['selectedServices'],
  5: ['profileImage', 'idProof', 'businessLicense', 'insurance', 'termsAccepted'],
};

const filled = (message: string) => Yup.string().trim().required(message);
const chosen = (message: string) => Yup.string().required(message);

const stepSchema = (step: Step, emailVerified: boolean) =>
  [
    Yup.object({
      firstName: filled(R.firstName),
      lastName: filled(R.lastName),
      email: filled(R.email)
        .test('email', R.emailInvalid, (email) => !email || isEmail(email))
        .test('verified', R.emailUnverified, () => emailVerified),
      // Not trimmed: anything around the 10 digits is refused.
      phone: Yup.string()
        .test('filled', R.phone, (phone) => Boolean(phone?.trim()))
        .matches(/^[6-9]\d{9}$/, R.phoneInvalid),
      password: chosen(R.password).min(8, R.passwordShort),
      confirmPassword: Yup.string().test(
        'same',
        R.passwordsDiffer,
        (confirm, { parent }: { parent: Partial<WizardValues> }) => confirm === parent.password,
      ),
    }),
    Yup.object({
      businessName: filled(R.businessName),
      businessType: chosen(R.businessType),
      experience: chosen(R.experience),
    }),
    Yup.object({
      address: filled(R.address),
      city: filled(R.city),
      state: filled(R.state),
      zipCode: filled(R.zipCode).matches(/^\d{6}$/, R.zipInvalid),
      serviceRadius: Yup.string()
        .trim()
        .test('radius', R.radius, (radius = '') => /^\d+$/.test(radius) && Number(radius) >= 1 && Number(radius) <= 50),
    }),
    Yup.object({ selectedServices: Yup.array().min(1, R.services) }),
    // The uploads' types and sizes are checked as each file is chosen (FileField, UPLOADS in src/lib/fileTypes.ts):
    // a refused file never becomes a value.
    Yup.object({ termsAccepted: Yup.boolean().isTrue(R.terms) }),
  ][step - 1]!;

export const validateStep = (step: Step, values: WizardValues, emailVerified: boolean) =>
  yupErrors(stepSchema(step, emailVerified), values);

export const firstInvalidStep = (v: WizardValues, emailVerified: boolean, upTo: Step = 5) =>
  STEPS.find(({ step }) => step <= upTo && Object.keys(validateStep(step, v, emailVerified)).length > 0)?.step ?? null;

// What survives a reload of the tab (sessionStorage): every answer but the password and the files. A vendor login
// or logout in this tab drops it (`forgetUser('vendor')`): it is one person's name, phone and address.
export const WIZARD_STORAGE_KEY = STORAGE_KEYS.vendorRegistrationDraft;

const UNSAVED = ['password', 'confirmPassword', 'profileImage', 'idProof', 'businessLicense', 'insurance'] as const;

export interface WizardDraft {
  values: Omit<WizardValues, (typeof UNSAVED)[number]>;
  step: Step;
  otp: { sent: boolean; verified: boolean; resendAt: number | null };
}

export function saveDraft(values: WizardValues, step: Step, otp: WizardDraft['otp']): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !UNSAVED.includes(key as never)));
  try {
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ values: kept, step, otp }));
  } catch {
    // Storage blocked: the wizard still works, it just does not survive a reload.
  }
}

const CHOICES: Record<string, readonly string[]> = {
  businessType: BUSINESS_TYPES.map((t) => t.value),
  experience: EXPERIENCE_OPTIONS.map((e) => e.value),
};

export function loadDraft(): { values: WizardValues; step: Step; otp: WizardDraft['otp'] } | null {
  try {
    const draft = JSON.parse(window.sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? 'null') as Partial<WizardDraft>;
    if (!draft?.values) return null;
    const stored = draft.values as Record<string, unknown>;
    const values: Record<string, unknown> = { ...EMPTY_WIZARD };
    // Only what saveDraft writes comes back, each of its own type, a choice only when it is one of the choices
    // (another tab's or an older build's draft could hold anything).
    for (const [key, empty] of Object.entries(EMPTY_WIZARD)) {
      const value = stored[key];
      if (UNSAVED.includes(key as never) || (CHOICES[key] && !CHOICES[key].includes(value as string))) continue;
      if (Array.isArray(empty)) {
        if (Array.isArray(value)) values[key] = value.map(Number).filter(Number.isInteger);
      } else if (typeof value === typeof empty) values[key] = value;
    }
    return {
      values: values as unknown as WizardValues,
      step: ([1, 2, 3, 4, 5] as const).find((s) => s === draft.step) ?? 1,
      otp: {
        sent: draft.otp?.sent === true,
        verified: draft.otp?.verified === true,
        resendAt: typeof draft.otp?.resendAt === 'number' ? draft.otp.resendAt : null,
      },
    };
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
