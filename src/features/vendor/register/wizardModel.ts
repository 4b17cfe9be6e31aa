/** The vendor registration record of SPEC §3, its five steps and their rules (§5), and what survives a reload. */
import type { BusinessType, Experience } from '../../../api/types';
import { isEmail } from '../../../lib/email';
import { WIZARD_RULES as R } from '../vendorTexts';
import { STORAGE_KEYS } from '../../../lib/storage';

export interface WizardValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  businessName: string;
  businessType: BusinessType | '';
  experience: Experience | '';
  address: string;
  city: string;
  state: string;
  zipCode: string;
  serviceRadius: string;
  selectedServices: number[];
  profileImage: File | null;
  idProof: File | null;
  businessLicense: File | null;
  insurance: File | null;
  termsAccepted: boolean;
}

export type Step = 1 | 2 | 3 | 4 | 5;
export const STEPS: { step: Step; title: string }[] = [
  { step: 1, title: 'Personal' },
  { step: 2, title: 'Business' },
  { step: 3, title: 'Location' },
  { step: 4, title: 'Services' },
  { step: 5, title: 'Review' },
];

/** Default service radius: the spec gives none for the wizard; 10 km as the customer-side vendor form. */
export const DEFAULT_RADIUS = '10';

export const EMPTY_WIZARD: WizardValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  businessName: '',
  businessType: '',
  experience: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  serviceRadius: DEFAULT_RADIUS,
  selectedServices: [],
  profileImage: null,
  idProof: null,
  businessLicense: null,
  insurance: null,
  termsAccepted: false,
};

export const BUSINESS_TYPES: { value: BusinessType; label: string }[] = [
  { value: 'individual', label: 'Individual' },
  { value: 'company', label: 'Company' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'llc', label: 'LLC' },
];
export const EXPERIENCE_OPTIONS: { value: Experience; label: string }[] = [
  { value: '0-1', label: '0-1 years' },
  { value: '2-5', label: '2-5 years' },
  { value: '6-10', label: '6-10 years' },
  { value: '10+', label: '10+ years' },
];

export const STEP_FIELDS: Record<Step, (keyof WizardValues)[]> = {
  1: ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'],
  2: ['businessName', 'businessType', 'experience'],
  3: ['address', 'city', 'state', 'zipCode', 'serviceRadius'],
  4: ['selectedServices'],
  5: ['profileImage', 'idProof', 'businessLicense', 'insurance', 'termsAccepted'],
};

export type WizardErrors = Partial<Record<keyof WizardValues, string>>;

const blank = (value: string) => value.trim() === '';

export function validateStep(step: Step, v: WizardValues, emailVerified: boolean): WizardErrors {
  const e: WizardErrors = {};
  if (step === 1) {
    if (blank(v.firstName)) e.firstName = R.firstName;
    if (blank(v.lastName)) e.lastName = R.lastName;
    if (blank(v.email)) e.email = R.email;
    else if (!isEmail(v.email.trim())) e.email = R.emailInvalid;
    else if (!emailVerified) e.email = R.emailUnverified;
    if (blank(v.phone)) e.phone = R.phone;
    else if (!/^[6-9]\d{9}$/.test(v.phone)) e.phone = R.phoneInvalid;
    if (!v.password) e.password = R.password;
    else if (v.password.length < 8) e.password = R.passwordShort;
    if (v.confirmPassword !== v.password) e.confirmPassword = R.passwordsDiffer;
  }
  if (step === 2) {
    if (blank(v.businessName)) e.businessName = R.businessName;
    if (!v.businessType) e.businessType = R.businessType;
    if (!v.experience) e.experience = R.experience;
  }
  if (step === 3) {
    if (blank(v.address)) e.address = R.address;
    if (blank(v.city)) e.city = R.city;
    if (blank(v.state)) e.state = R.state;
    if (blank(v.zipCode)) e.zipCode = R.zipCode;
    else if (!/^\d{6}$/.test(v.zipCode.trim())) e.zipCode = R.zipInvalid;
    const radius = Number(v.serviceRadius);
    if (!/^\d+$/.test(v.serviceRadius.trim()) || radius < 1 || radius > 50) e.serviceRadius = R.radius;
  }
  if (step === 4 && v.selectedServices.length === 0) e.selectedServices = R.services;
  // The uploads' types and sizes are checked as each file is chosen (FileField, UPLOADS in src/lib/fileTypes.ts):
  // a refused file never becomes a value.
  if (step === 5 && !v.termsAccepted) e.termsAccepted = R.terms;
  return e;
}

/** The first step (up to `upTo`) whose rules fail, or null. */
export function firstInvalidStep(v: WizardValues, emailVerified: boolean, upTo: Step = 5): Step | null {
  for (const { step } of STEPS) {
    if (step > upTo) break;
    if (Object.keys(validateStep(step, v, emailVerified)).length > 0) return step;
  }
  return null;
}

// ---- What survives a reload of the tab (sessionStorage): every answer but the password and the files. ----------
// A vendor login or logout in this tab drops it (`forgetUser('vendor')`): it is one person's name, phone and address.
export const WIZARD_STORAGE_KEY = STORAGE_KEYS.vendorRegistrationDraft;

export interface WizardDraft {
  values: Omit<
    WizardValues,
    'password' | 'confirmPassword' | 'profileImage' | 'idProof' | 'businessLicense' | 'insurance'
  >;
  step: Step;
  otp: { sent: boolean; verified: boolean; resendAt: number | null };
}

export function saveDraft(values: WizardValues, step: Step, otp: WizardDraft['otp']): void {
  const {
    password: _password,
    confirmPassword: _confirm,
    profileImage: _image,
    idProof: _id,
    businessLicense: _licence,
    insurance: _insurance,
    ...kept
  } = values;
  try {
    window.sessionStorage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ values: kept, step, otp } satisfies WizardDraft),
    );
  } catch {
    // Storage blocked: the wizard still works, it just does not survive a reload.
  }
}

/** The fields whose value must be one of a list. */
const CHOICES = {
  businessType: BUSINESS_TYPES.map((t) => t.value),
  experience: EXPERIENCE_OPTIONS.map((e) => e.value),
};

export function loadDraft(): { values: WizardValues; step: Step; otp: WizardDraft['otp'] } | null {
  try {
    const raw = window.sessionStorage.getItem(WIZARD_STORAGE_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<WizardDraft>;
    if (!draft || typeof draft !== 'object' || !draft.values) return null;
    const values: WizardValues = { ...EMPTY_WIZARD };
    for (const key of Object.keys(EMPTY_WIZARD) as (keyof WizardValues)[]) {
      // Only what saveDraft writes comes back, and a choice only when it is one of the choices (another tab's
      // or an older build's draft could hold anything).
      if (key === 'password' || key === 'confirmPassword') continue;
      const stored = (draft.values as Record<string, unknown>)[key];
      if (key in CHOICES && !CHOICES[key as keyof typeof CHOICES].includes(stored as never)) continue;
      const empty = EMPTY_WIZARD[key];
      if (typeof empty === 'string' && typeof stored === 'string')
        (values as unknown as Record<string, unknown>)[key] = stored;
      if (typeof empty === 'boolean' && typeof stored === 'boolean')
        (values as unknown as Record<string, unknown>)[key] = stored;
      if (Array.isArray(empty) && Array.isArray(stored))
        (values as unknown as Record<string, unknown>)[key] = stored.map(Number).filter(Number.isInteger);
    }
    const step = ([1, 2, 3, 4, 5] as const).find((s) => s === draft.step) ?? 1;
    const otp = {
      sent: draft.otp?.sent === true,
      verified: draft.otp?.verified === true,
      resendAt: typeof draft.otp?.resendAt === 'number' ? draft.otp.resendAt : null,
    };
    return { values, step, otp };
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
