import { afterEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_RULES } from '../vendorTexts';
import {
  BUSINESS_TYPES,
  clearDraft,
  DEFAULT_RADIUS,
  EMPTY_WIZARD,
  EXPERIENCE_OPTIONS,
  firstInvalidStep,
  loadDraft,
  saveDraft,
  STEP_FIELDS,
  STEPS,
  validateStep,
  WIZARD_STORAGE_KEY,
  type Step,
  type WizardValues,
} from './wizardModel';

/** A vendor who has filled in all five steps correctly. */
const VALID: WizardValues = {
  ...EMPTY_WIZARD,
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'secret12',
  confirmPassword: 'secret12',
  businessName: 'Rao Home Services',
  businessType: 'individual',
  experience: '2-5',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  serviceRadius: '10',
  selectedServices: [3, 7],
  termsAccepted: true,
};

/** The message of one field of `step` when only the given values differ from VALID. */
const errorOf = (step: Step, field: keyof WizardValues, change: Partial<WizardValues>, emailVerified = true) =>
  validateStep(step, { ...VALID, ...change }, emailVerified)[field];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('wizard texts (SPEC §5 word for word; the rest docs/decisions.md)', () => {
  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['emailInvalid', 'Please enter a valid email address'],
    ['emailUnverified', 'Email must be verified'],
    ['phone', 'Phone number is required'],
    ['phoneInvalid', 'Please enter a valid 10-digit Indian phone number'],
    ['password', 'Password is required'],
    ['passwordShort', 'Password must be at least 8 characters'],
    ['passwordsDiffer', 'Passwords do not match'],
    ['businessName', 'Business name is required'],
    ['businessType', 'Business type is required'],
    ['experience', 'Experience is required'],
    ['address', 'Address is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['zipCode', 'ZIP code is required'],
    ['zipInvalid', 'Please enter a valid 6-digit PIN code'],
    ['radius', 'Service radius must be between 1 and 50 km'],
    ['services', 'At least one service must be selected'],
    ['terms', 'You must accept the terms and conditions'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(WIZARD_RULES[key]).toBe(text);
  });
});

describe('wizard constants', () => {
  it('five steps: Personal, Business, Location, Services, Review', () => {
    expect(STEPS).toEqual([
      { step: 1, title: 'Personal' },
      { step: 2, title: 'Business' },
      { step: 3, title: 'Location' },
      { step: 4, title: 'Services' },
      { step: 5, title: 'Review' },
    ]);
  });

  it('the default service radius is 10 km', () => {
    expect(DEFAULT_RADIUS).toBe('10');
  });

  it('the empty wizard: every text blank, radius 10, no services, no files, terms not accepted', () => {
    expect(EMPTY_WIZARD).toEqual({
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
      serviceRadius: '10',
      selectedServices: [],
      profileImage: null,
      idProof: null,
      businessLicense: null,
      insurance: null,
      termsAccepted: false,
    });
  });

  it('the fields of each step', () => {
    expect(STEP_FIELDS).toEqual({
      1: ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'],
      2: ['businessName', 'businessType', 'experience'],
      3: ['address', 'city', 'state', 'zipCode', 'serviceRadius'],
      4: ['selectedServices'],
      5: ['profileImage', 'idProof', 'businessLicense', 'insurance', 'termsAccepted'],
    });
  });

  it('every field of the record belongs to exactly one step', () => {
    const all = Object.values(STEP_FIELDS).flat();
    expect([...all].sort()).toEqual(Object.keys(EMPTY_WIZARD).sort());
    expect(new Set(all).size).toBe(all.length);
  });

  it('business types of SPEC §3 (individual, company, partnership, llc) with their labels', () => {
    expect(BUSINESS_TYPES).toEqual([
      { value: 'individual', label: 'Individual' },
      { value: 'company', label: 'Company' },
      { value: 'partnership', label: 'Partnership' },
      { value: 'llc', label: 'LLC' },
    ]);
  });

  it('experience options of SPEC §3 (0-1, 2-5, 6-10, 10+) with their labels', () => {
    expect(EXPERIENCE_OPTIONS).toEqual([
      { value: '0-1', label: '0-1 years' },
      { value: '2-5', label: '2-5 years' },
      { value: '6-10', label: '6-10 years' },
      { value: '10+', label: '10+ years' },
    ]);
  });
});

describe('validateStep: each step checks only its own fields', () => {
  it.each([1, 2, 3, 4, 5] as const)('a fully valid vendor passes step %i', (step) => {
    expect(validateStep(step, VALID, true)).toEqual({});
  });

  it('step 1 of the empty wizard: every required text, and no mismatch for two empty passwords', () => {
    expect(validateStep(1, EMPTY_WIZARD, false)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
    });
  });

  it('step 2 of the empty wizard', () => {
    expect(validateStep(2, EMPTY_WIZARD, false)).toEqual({
      businessName: 'Business name is required',
      businessType: 'Business type is required',
      experience: 'Experience is required',
    });
  });

  it('step 3 of the empty wizard: the default radius passes', () => {
    expect(validateStep(3, EMPTY_WIZARD, false)).toEqual({
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
    });
  });

  it('step 4 of the empty wizard', () => {
    expect(validateStep(4, EMPTY_WIZARD, false)).toEqual({
      selectedServices: 'At least one service must be selected',
    });
  });

  it('step 5 of the empty wizard: only the terms (every document is optional)', () => {
    expect(validateStep(5, EMPTY_WIZARD, false)).toEqual({
      termsAccepted: 'You must accept the terms and conditions',
    });
  });

  it.each([1, 2, 3, 4, 5] as const)('step %i reports only fields of its own step', (step) => {
    const wrongEverywhere = { ...EMPTY_WIZARD, serviceRadius: '0', email: 'nope', password: 'short' };
    for (const field of Object.keys(validateStep(step, wrongEverywhere, false)))
      expect(STEP_FIELDS[step]).toContain(field);
  });
});

describe('step 1: personal', () => {
  it('whitespace-only first and last names count as blank', () => {
    const errors = validateStep(1, { ...VALID, firstName: '  ', lastName: '\t' }, true);
    expect(errors).toEqual({ firstName: WIZARD_RULES.firstName, lastName: WIZARD_RULES.lastName });
  });

  it('a whitespace-only e-mail asks for the e-mail, not for its verification', () => {
    expect(errorOf(1, 'email', { email: '   ' }, false)).toBe(WIZARD_RULES.email);
  });

  it('an e-mail that is not {email} is refused, verified or not', () => {
    expect(errorOf(1, 'email', { email: 'asha@example' }, true)).toBe(WIZARD_RULES.emailInvalid);
    expect(errorOf(1, 'email', { email: 'asha@example' }, false)).toBe(WIZARD_RULES.emailInvalid);
  });

  it('a valid e-mail not yet verified is refused with "Email must be verified"', () => {
    expect(errorOf(1, 'email', {}, false)).toBe('Email must be verified');
  });

  it('a valid, verified e-mail passes, also with whitespace around it', () => {
    expect(errorOf(1, 'email', {}, true)).toBeUndefined();
    expect(errorOf(1, 'email', { email: '  asha@example.com ' }, true)).toBeUndefined();
  });

  it('a whitespace-only phone asks for the phone', () => {
    expect(errorOf(1, 'phone', { phone: '  ' })).toBe(WIZARD_RULES.phone);
  });

  it('a 10-digit number starting 6 is accepted, starting 5 refused', () => {
    expect(errorOf(1, 'phone', { phone: '6000000000' })).toBeUndefined();
    expect(errorOf(1, 'phone', { phone: '5999999999' })).toBe(WIZARD_RULES.phoneInvalid);
  });

  it('9 and 11 digits are refused, 10 accepted', () => {
    expect(errorOf(1, 'phone', { phone: '987654321' })).toBe(WIZARD_RULES.phoneInvalid);
    expect(errorOf(1, 'phone', { phone: '9876543210' })).toBeUndefined();
    expect(errorOf(1, 'phone', { phone: '98765432101' })).toBe(WIZARD_RULES.phoneInvalid);
  });

  it('anything before or after the 10 digits is refused (the phone is not trimmed)', () => {
    expect(errorOf(1, 'phone', { phone: ' 9876543210' })).toBe(WIZARD_RULES.phoneInvalid);
    expect(errorOf(1, 'phone', { phone: '9876543210 ' })).toBe(WIZARD_RULES.phoneInvalid);
  });

  it('a 7-character password is refused, 8 accepted', () => {
    expect(errorOf(1, 'password', { password: 'abcdefg', confirmPassword: 'abcdefg' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(errorOf(1, 'password', { password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBeUndefined();
  });

  it('an empty password is "Password is required", not too short', () => {
    expect(errorOf(1, 'password', { password: '', confirmPassword: '' })).toBe(WIZARD_RULES.password);
  });

  it('a confirmation that differs is refused with "Passwords do not match"', () => {
    expect(errorOf(1, 'confirmPassword', { confirmPassword: 'secret13' })).toBe('Passwords do not match');
    expect(errorOf(1, 'confirmPassword', { confirmPassword: '' })).toBe(WIZARD_RULES.passwordsDiffer);
  });

  it('a matching confirmation passes', () => {
    expect(errorOf(1, 'confirmPassword', { password: 'another1', confirmPassword: 'another1' })).toBeUndefined();
  });
});

describe('step 2: business', () => {
  it('a whitespace-only business name counts as blank', () => {
    expect(errorOf(2, 'businessName', { businessName: '   ' })).toBe(WIZARD_RULES.businessName);
  });

  it('business type and experience must be chosen', () => {
    expect(validateStep(2, { ...VALID, businessType: '', experience: '' }, true)).toEqual({
      businessType: WIZARD_RULES.businessType,
      experience: WIZARD_RULES.experience,
    });
  });
});

describe('step 3: location', () => {
  it('whitespace-only address, city, state and ZIP code count as blank', () => {
    expect(validateStep(3, { ...VALID, address: ' ', city: '  ', state: '\t', zipCode: '   ' }, true)).toEqual({
      address: WIZARD_RULES.address,
      city: WIZARD_RULES.city,
      state: WIZARD_RULES.state,
      zipCode: WIZARD_RULES.zipCode,
    });
  });

  it('a ZIP code of 5 or 7 digits is refused, 6 accepted', () => {
    expect(errorOf(3, 'zipCode', { zipCode: '56000' })).toBe('Please enter a valid 6-digit PIN code');
    expect(errorOf(3, 'zipCode', { zipCode: '560001' })).toBeUndefined();
    expect(errorOf(3, 'zipCode', { zipCode: '5600011' })).toBe(WIZARD_RULES.zipInvalid);
  });

  it('a 6-digit ZIP code with spaces around it is accepted (trimmed)', () => {
    expect(errorOf(3, 'zipCode', { zipCode: '  560001 ' })).toBeUndefined();
  });

  it('letters before, after or inside the ZIP code are refused', () => {
    expect(errorOf(3, 'zipCode', { zipCode: 'A560001' })).toBe(WIZARD_RULES.zipInvalid);
    expect(errorOf(3, 'zipCode', { zipCode: '560001A' })).toBe(WIZARD_RULES.zipInvalid);
    expect(errorOf(3, 'zipCode', { zipCode: '560 01' })).toBe(WIZARD_RULES.zipInvalid);
  });

  it.each(['1', '2', '10', '49', '50'])('a service radius of %s km is accepted', (serviceRadius) => {
    expect(errorOf(3, 'serviceRadius', { serviceRadius })).toBeUndefined();
  });

  it.each(['0', '51', '100', '1.5', '-5', '', '  ', 'ten', '5km', '1e1'])(
    'a service radius of "%s" is refused (whole km, 1 to 50)',
    (serviceRadius) => {
      expect(errorOf(3, 'serviceRadius', { serviceRadius })).toBe('Service radius must be between 1 and 50 km');
    },
  );

  it('a service radius with spaces around it is accepted (trimmed)', () => {
    expect(errorOf(3, 'serviceRadius', { serviceRadius: ' 25 ' })).toBeUndefined();
  });
});

describe('step 4 and 5: services, terms', () => {
  it('one selected service is enough', () => {
    expect(validateStep(4, { ...VALID, selectedServices: [1] }, true)).toEqual({});
  });

  it('no selected service is refused', () => {
    expect(errorOf(4, 'selectedServices', { selectedServices: [] })).toBe(WIZARD_RULES.services);
  });

  it('terms not accepted are refused; accepted with no document at all passes', () => {
    expect(errorOf(5, 'termsAccepted', { termsAccepted: false })).toBe(WIZARD_RULES.terms);
    expect(validateStep(5, { ...EMPTY_WIZARD, termsAccepted: true }, false)).toEqual({});
  });
});

describe('firstInvalidStep', () => {
  it('null when every step is valid', () => {
    expect(firstInvalidStep(VALID, true)).toBeNull();
  });

  it('step 1 when only the e-mail is unverified', () => {
    expect(firstInvalidStep(VALID, false)).toBe(1);
  });

  it.each<[Step, Partial<WizardValues>]>([
    [2, { businessName: '' }],
    [3, { zipCode: '123' }],
    [4, { selectedServices: [] }],
    [5, { termsAccepted: false }],
  ])('step %i when only it fails', (step, change) => {
    expect(firstInvalidStep({ ...VALID, ...change }, true)).toBe(step);
  });

  it('the first of several failing steps', () => {
    expect(firstInvalidStep({ ...VALID, experience: '', selectedServices: [], termsAccepted: false }, true)).toBe(2);
    expect(firstInvalidStep(EMPTY_WIZARD, false)).toBe(1);
  });

  it('a failing step beyond upTo gives null; at upTo it is found', () => {
    const badLocation = { ...VALID, city: '' };
    expect(firstInvalidStep(badLocation, true, 2)).toBeNull();
    expect(firstInvalidStep(badLocation, true, 3)).toBe(3);
    const noTerms = { ...VALID, termsAccepted: false };
    expect(firstInvalidStep(noTerms, true, 4)).toBeNull();
    expect(firstInvalidStep(noTerms, true, 5)).toBe(5);
  });

  it('upTo 1 checks step 1 alone', () => {
    expect(firstInvalidStep({ ...VALID, businessName: '' }, true, 1)).toBeNull();
    expect(firstInvalidStep({ ...VALID, businessName: '' }, false, 1)).toBe(1);
  });
});

describe('wizard draft (sessionStorage): every answer but the password and the files', () => {
  const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });
  const FILLED: WizardValues = {
    ...VALID,
    profileImage: file('me.png'),
    idProof: file('id.pdf'),
    businessLicense: file('licence.pdf'),
    insurance: file('insurance.pdf'),
  };
  const OTP = { sent: true, verified: true, resendAt: 1_700_000_000_000 };
  const store = (value: unknown) =>
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));

  it('is kept under "vendorRegistrationDraft" in sessionStorage, not localStorage', () => {
    expect(WIZARD_STORAGE_KEY).toBe('vendorRegistrationDraft');
    saveDraft(FILLED, 3, OTP);
    expect(window.sessionStorage.getItem('vendorRegistrationDraft')).not.toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('saves every answer, the step and the OTP state, but no password and no file', () => {
    saveDraft(FILLED, 3, OTP);
    const saved = JSON.parse(window.sessionStorage.getItem(WIZARD_STORAGE_KEY)!);
    expect(saved).toEqual({
      values: {
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        businessName: 'Rao Home Services',
        businessType: 'individual',
        experience: '2-5',
        address: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560001',
        serviceRadius: '10',
        selectedServices: [3, 7],
        termsAccepted: true,
      },
      step: 3,
      otp: OTP,
    });
    expect(window.sessionStorage.getItem(WIZARD_STORAGE_KEY)).not.toContain('secret12');
  });

  it('loads back what was saved, with the password and files empty', () => {
    saveDraft(FILLED, 4, OTP);
    expect(loadDraft()).toEqual({
      values: {
        ...VALID,
        password: '',
        confirmPassword: '',
        profileImage: null,
        idProof: null,
        businessLicense: null,
        insurance: null,
      },
      step: 4,
      otp: OTP,
    });
  });

  it.each([1, 2, 3, 4, 5] as const)('step %i loads back as itself', (step) => {
    saveDraft(VALID, step, OTP);
    expect(loadDraft()?.step).toBe(step);
  });

  it('an OTP not sent, with no countdown, loads back as such', () => {
    saveDraft(VALID, 1, { sent: false, verified: false, resendAt: null });
    expect(loadDraft()?.otp).toEqual({ sent: false, verified: false, resendAt: null });
  });

  it('a sent, unverified OTP keeps its countdown', () => {
    saveDraft(VALID, 1, { sent: true, verified: false, resendAt: 42 });
    expect(loadDraft()?.otp).toEqual({ sent: true, verified: false, resendAt: 42 });
  });

  it('nothing stored: null', () => {
    expect(loadDraft()).toBeNull();
  });

  it.each([
    ['an empty string', ''],
    ['not JSON', '{"values": {'],
    ['JSON null', 'null'],
    ['a number', '5'],
    ['a string', '"draft"'],
    ['an object without values', '{"step": 2, "otp": {"sent": true}}'],
  ])('corrupt or foreign: %s gives null', (_what, raw) => {
    store(raw);
    expect(loadDraft()).toBeNull();
  });

  it('a JSON array restores nothing: the wizard starts empty at step 1', () => {
    // An array passes the `values` check (Array.prototype.values), so it may come back as an empty draft.
    const fresh = { values: EMPTY_WIZARD, step: 1, otp: { sent: false, verified: false, resendAt: null } };
    store('[1, 2]');
    expect(loadDraft() ?? fresh).toEqual(fresh);
  });

  it('values of the wrong type are left at their empty value', () => {
    store({
      values: {
        firstName: 42,
        lastName: true,
        email: ['a@b.co'],
        termsAccepted: 'yes',
        selectedServices: '3,7',
        serviceRadius: 25,
        profileImage: 'me.png',
        idProof: { name: 'id.pdf' },
      },
      step: 2,
    });
    expect(loadDraft()?.values).toEqual(EMPTY_WIZARD);
  });

  it('text answers of the right type load even from a foreign draft; unknown keys are dropped', () => {
    store({ values: { city: 'Pune', termsAccepted: true, admin: true } });
    const values = loadDraft()?.values as unknown as Record<string, unknown>;
    expect(values).toEqual({ ...EMPTY_WIZARD, city: 'Pune', termsAccepted: true });
    expect(values).not.toHaveProperty('admin');
  });

  it('a password in a stored draft never loads: saveDraft writes none, so one there is not ours', () => {
    store({ values: { city: 'Pune', password: 'secret12', confirmPassword: 'secret12' } });
    expect(loadDraft()?.values).toEqual({ ...EMPTY_WIZARD, city: 'Pune' });
  });

  it('a business type or experience loads only when it is one of the choices', () => {
    store({ values: { businessType: 'company', experience: '10+' } });
    expect(loadDraft()?.values).toMatchObject({ businessType: 'company', experience: '10+' });
    store({ values: { businessType: 'bogus', experience: '11+' } });
    expect(loadDraft()?.values).toMatchObject({ businessType: '', experience: '' });
    // Each choice of each list loads.
    for (const { value } of BUSINESS_TYPES) {
      store({ values: { businessType: value } });
      expect(loadDraft()?.values.businessType).toBe(value);
    }
    for (const { value } of EXPERIENCE_OPTIONS) {
      store({ values: { experience: value } });
      expect(loadDraft()?.values.experience).toBe(value);
    }
  });

  it('selected services keep only whole-number ids (numeric text is read as a number)', () => {
    store({ values: { selectedServices: [3, '7', 'x', 2.5, null, 9] } });
    // Number(null) is 0, a whole number.
    expect(loadDraft()?.values.selectedServices).toEqual([3, 7, 0, 9]);
  });

  it.each([
    ['missing', undefined],
    ['0', 0],
    ['6', 6],
    ['"3" as text', '3'],
    ['2.5', 2.5],
  ])('a step that is %s loads as step 1', (_what, step) => {
    store({ values: {}, step });
    expect(loadDraft()?.step).toBe(1);
  });

  it('an OTP state that is missing or not booleans/number loads as not sent, not verified, no countdown', () => {
    store({ values: {} });
    expect(loadDraft()?.otp).toEqual({ sent: false, verified: false, resendAt: null });
    store({ values: {}, otp: { sent: 'true', verified: 1, resendAt: '42' } });
    expect(loadDraft()?.otp).toEqual({ sent: false, verified: false, resendAt: null });
  });

  it('clearDraft drops it', () => {
    saveDraft(VALID, 2, OTP);
    clearDraft();
    expect(window.sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    expect(loadDraft()).toBeNull();
  });

  it('clearDraft leaves the other keys of the tab', () => {
    window.sessionStorage.setItem('recentBooking', '{}');
    saveDraft(VALID, 2, OTP);
    clearDraft();
    expect(window.sessionStorage.getItem('recentBooking')).toBe('{}');
  });

  describe('storage blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };

    it('saveDraft does not throw', () => {
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
      expect(() => saveDraft(VALID, 2, OTP)).not.toThrow();
    });

    it('loadDraft gives null', () => {
      saveDraft(VALID, 2, OTP);
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
      expect(loadDraft()).toBeNull();
    });

    it('clearDraft does not throw', () => {
      vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
      expect(() => clearDraft()).not.toThrow();
    });
  });
});
