import { useFormik, type FormikTouched } from 'formik';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { registerUser, sendOtp, verifyOtp } from '../../api/customer';
import { AutoDismissAlert, type Notice } from '../../components/AutoDismissAlert';
import { OtpInput } from '../../components/OtpInput';
import { PasswordInput } from '../../components/PasswordInput';
import { usePageTitle } from '../../lib/usePageTitle';
import { REGISTER_TEXTS, registerFailureText } from './authErrors';
import { normalEmail } from './validation';
import {
  isValidOtp,
  PASSWORD_RULES,
  REGISTER_MESSAGES,
  STEP_ONE_FIELDS,
  validateRegisterStepOne,
  validateRegisterStepTwo,
  type RegisterValues,
} from './registerValidation';
import './auth.css';
import { ACCEPT_IMAGES } from '../../lib/fileTypes';

/** SPEC §9 timings of the customer registration. */
export const RESEND_SECONDS = 30;
export const STEP_TWO_DELAY_MS = 1000;
export const LOGIN_REDIRECT_AFTER_REGISTER_MS = 2000;

const STEPS = ['Basic Info', 'Location'] as const;

const EMPTY: RegisterValues = {
  fullName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  profileImage: null,
  address: '',
  city: '',
  state: '',
  pincode: '',
  landmark: '',
};

/**
 * SPEC §3 OTP state: the code, sent, verifying, verified (plus sending, for the button). The resend countdown is
 * kept as the moment resending opens, so a throttled background tab still counts true.
 */
interface OtpState {
  otp: string;
  sent: boolean;
  sending: boolean;
  verifying: boolean;
  verified: boolean;
  resendAt: number | null;
}
const NO_OTP: OtpState = { otp: '', sent: false, sending: false, verifying: false, verified: false, resendAt: null };

const touchAll = (fields: readonly (keyof RegisterValues)[]): FormikTouched<RegisterValues> =>
  Object.fromEntries(fields.map((field) => [field, true]));

/** Customer registration (SPEC §2.5, §4, §5, §8): Basic Info with e-mail OTP, then Location. */
export default function RegisterPage() {
  usePageTitle('Create your account');
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [otp, setOtp] = useState<OtpState>(NO_OTP);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [registered, setRegistered] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const stepHeading = useRef<HTMLLegendElement>(null);
  const firstRender = useRef(true);

  const later = (run: () => void, ms: number) => timers.current.push(setTimeout(run, ms));
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  // The resend countdown: the clock is read once a second until resending opens.
  const [clock, setClock] = useState(0);
  const { resendAt } = otp;
  useEffect(() => {
    if (resendAt === null) return;
    const tick = setInterval(() => {
      const now = Date.now();
      setClock(now);
      if (now >= resendAt) clearInterval(tick);
    }, 1000);
    return () => clearInterval(tick);
  }, [resendAt]);
  const countdown = resendAt === null ? 0 : Math.max(0, Math.ceil((resendAt - clock) / 1000));

  // A new step is announced by moving focus to its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const formik = useFormik<RegisterValues>({
    initialValues: EMPTY,
    validate: (values) => (step === 1 ? validateRegisterStepOne(values) : validateRegisterStepTwo(values)),
    onSubmit: async (values) => {
      if (step === 1) {
        // Enter on step 1 does the next thing the step needs.
        if (otp.verified) setStep(2);
        else if (!otp.sent) await requestOtp(false);
        else await confirmOtp();
        return;
      }
      await register(values);
    },
  });
  const { values } = formik;
  const email = normalEmail(values.email);

  /** Checks the step-1 fields, showing every message at once; true when all pass. */
  const stepOneValid = async () => {
    const errors = await formik.validateForm();
    void formik.setTouched({ ...formik.touched, ...touchAll(STEP_ONE_FIELDS) }, false);
    return STEP_ONE_FIELDS.every((field) => !errors[field]);
  };

  async function requestOtp(resend: boolean) {
    if (!(await stepOneValid())) return;
    setNotice(null);
    setOtp((now) => ({ ...now, sending: true }));
    try {
      const answer = await sendOtp(email);
      if (answer.status === 'success') {
        const sentAt = Date.now();
        setClock(sentAt);
        setOtp((now) => ({
          ...now,
          sending: false,
          sent: true,
          resendAt: sentAt + RESEND_SECONDS * 1000,
          otp: resend ? '' : now.otp,
        }));
        setOtpError(null);
        setNotice({ variant: 'success', text: resend ? REGISTER_TEXTS.resent : REGISTER_TEXTS.sent });
        return;
      }
      setNotice({ variant: 'danger', text: answer.message || REGISTER_TEXTS.sendFailed });
    } catch (failure) {
      console.error('[register] sending the OTP failed', failure);
      setNotice({ variant: 'danger', text: registerFailureText(failure, REGISTER_TEXTS.sendFailed) });
    }
    setOtp((now) => ({ ...now, sending: false }));
  }

  async function confirmOtp() {
    if (!isValidOtp(otp.otp)) {
      setOtpError(REGISTER_MESSAGES.otpInvalid);
      return;
    }
    setOtpError(null);
    setNotice(null);
    setOtp((now) => ({ ...now, verifying: true }));
    try {
      const answer = await verifyOtp(email, otp.otp);
      if (answer.status === 'success') {
        setOtp((now) => ({ ...now, verifying: false, verified: true, resendAt: null }));
        setNotice({ variant: 'success', text: REGISTER_TEXTS.verified });
        later(() => {
          void stepOneValid().then((valid) => valid && setStep(2));
        }, STEP_TWO_DELAY_MS);
        return;
      }
      setNotice({ variant: 'danger', text: answer.message || REGISTER_TEXTS.verifyFailed });
    } catch (failure) {
      console.error('[register] verifying the OTP failed', failure);
      setNotice({ variant: 'danger', text: registerFailureText(failure, REGISTER_TEXTS.network) });
    }
    setOtp((now) => ({ ...now, verifying: false }));
  }

  async function register(form: RegisterValues) {
    setNotice(null);
    try {
      const answer = await registerUser({
        name: form.fullName.trim(),
        email,
        phone: form.phone,
        password: form.password,
        address: form.address.trim(),
        city: form.city.trim(),
        state: form.state.trim(),
        pincode: form.pincode.trim(),
        landmark: form.landmark.trim(),
        profile_image: form.profileImage,
      });
      if (answer.status === 'success') {
        setRegistered(true);
        setNotice({ variant: 'success', text: REGISTER_TEXTS.registered });
        later(() => navigate('/login', { state: { email } }), LOGIN_REDIRECT_AFTER_REGISTER_MS);
        return;
      }
      console.warn('[register] the server refused the registration:', answer.message);
      setNotice({ variant: 'danger', text: REGISTER_TEXTS.registerFailed });
    } catch (failure) {
      console.error('[register] the registration call failed', failure);
      setNotice({ variant: 'danger', text: registerFailureText(failure, REGISTER_TEXTS.registerFailed) });
    }
  }

  const changeEmail = () => {
    setOtp(NO_OTP);
    setOtpError(null);
    setNotice(null);
  };

  const error = (name: keyof RegisterValues) => (formik.touched[name] && formik.errors[name]) || null;
  const field = (name: Exclude<keyof RegisterValues, 'profileImage'>) => ({
    id: `register-${name}`,
    className: `form-control ${error(name) ? 'is-invalid' : ''}`,
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': error(name) ? `register-${name}-error` : undefined,
    ...formik.getFieldProps(name),
  });
  const feedback = (name: keyof RegisterValues) =>
    error(name) && (
      <div id={`register-${name}-error`} className="invalid-feedback">
        {error(name)}
      </div>
    );
  const digitsOnly = (name: 'phone' | 'pincode') => (event: ChangeEvent<HTMLInputElement>) =>
    void formik.setFieldValue(name, event.target.value.replace(/\D/g, ''));

  const progress = step === 1 ? 50 : 100;
  const busy = formik.isSubmitting || otp.sending || otp.verifying;

  return (
    <section className="auth-page container py-4 py-md-5" aria-labelledby="register-title">
      <div className="auth-card auth-card-wide card shadow-sm border-0 mx-auto">
        <div className="card-body p-4 p-sm-5">
          <h1 id="register-title" className="h3 mb-1">
            Create your account
          </h1>
          <p className="text-body-secondary mb-4">Book trusted professionals in a few taps.</p>

          <ol className="step-indicator">
            {STEPS.map((label, i) => (
              <li key={label} aria-current={step === i + 1 ? 'step' : undefined} className={step > i + 1 ? 'done' : ''}>
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                {label}
              </li>
            ))}
          </ol>
          <div
            className="progress mb-4"
            role="progressbar"
            aria-label="Registration progress"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuetext={`Step ${step} of 2: ${STEPS[step - 1]}`}
          >
            <div className="progress-bar" style={{ width: `${progress}%` }}>
              {progress}%
            </div>
          </div>

          <AutoDismissAlert notice={notice} onClose={() => setNotice(null)} />

          <form noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
            {step === 1 ? (
              <fieldset disabled={registered}>
                <legend ref={stepHeading} className="h5 mb-3" tabIndex={-1}>
                  Basic Info
                </legend>
                <div className="mb-3">
                  <label htmlFor="register-fullName" className="form-label">
                    Full name
                  </label>
                  <input type="text" autoComplete="name" {...field('fullName')} />
                  {feedback('fullName')}
                </div>
                <div className="mb-3">
                  <label htmlFor="register-email" className="form-label">
                    Email address
                  </label>
                  <div className="input-group has-validation">
                    <input
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      readOnly={otp.sent}
                      {...field('email')}
                    />
                    {otp.sent && !otp.verified && (
                      <button
                        type="button"
                        className="btn btn-outline-secondary"
                        aria-label="Change email address"
                        onClick={changeEmail}
                        disabled={busy}
                      >
                        Change
                      </button>
                    )}
                    {otp.verified && (
                      <span className="input-group-text text-success-emphasis bg-success-subtle">✓ Verified</span>
                    )}
                    {feedback('email')}
                  </div>
                </div>
                <div className="mb-3">
                  <label htmlFor="register-phone" className="form-label">
                    Phone number
                  </label>
                  <div className="input-group has-validation">
                    <span className="input-group-text">+91</span>
                    <input
                      type="tel"
                      inputMode="numeric"
                      autoComplete="tel-national"
                      maxLength={10}
                      {...field('phone')}
                      onChange={digitsOnly('phone')}
                    />
                    {feedback('phone')}
                  </div>
                </div>
                <PasswordInput
                  id="register-password"
                  label="Password"
                  autoComplete="new-password"
                  className="mb-2"
                  error={error('password')}
                  describedBy="register-password-rules"
                  {...formik.getFieldProps('password')}
                />
                <ul
                  id="register-password-rules"
                  className="password-checklist list-unstyled small mb-3"
                  aria-label="Password requirements"
                >
                  {PASSWORD_RULES.map((rule) => {
                    const met = rule.test(values.password);
                    return (
                      <li key={rule.label} className={met ? 'met' : 'text-body-secondary'}>
                        <span aria-hidden="true">{met ? '✓' : '○'}</span>
                        {rule.label}
                        <span className="visually-hidden">{met ? ' (done)' : ' (missing)'}</span>
                      </li>
                    );
                  })}
                </ul>
                <PasswordInput
                  id="register-confirmPassword"
                  label="Confirm password"
                  autoComplete="new-password"
                  className="mb-3"
                  error={error('confirmPassword')}
                  {...formik.getFieldProps('confirmPassword')}
                />
                <div className="mb-4">
                  <label htmlFor="register-profileImage" className="form-label">
                    Profile photo <span className="text-body-secondary">(optional)</span>
                  </label>
                  <input
                    id="register-profileImage"
                    type="file"
                    accept={ACCEPT_IMAGES}
                    className="form-control"
                    aria-describedby="register-profileImage-hint"
                    onChange={(event) => void formik.setFieldValue('profileImage', event.target.files?.[0] ?? null)}
                  />
                  <div id="register-profileImage-hint" className="form-text">
                    PNG, JPG or GIF, max 2MB.
                  </div>
                </div>

                {otp.sent && !otp.verified && (
                  <div className="border rounded-3 p-3 mb-4 bg-body-tertiary">
                    <OtpInput
                      id="register-otp"
                      label="Verification code"
                      hint={`Enter the 6-digit code we sent to ${email}.`}
                      value={otp.otp}
                      error={otpError}
                      className="mb-3"
                      onChange={(code) => setOtp((now) => ({ ...now, otp: code }))}
                    />
                    <div className="d-flex flex-wrap align-items-center gap-2">
                      <button
                        type="button"
                        className="btn btn-primary"
                        onClick={() => void confirmOtp()}
                        disabled={busy}
                      >
                        {otp.verifying && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                        {otp.verifying ? 'Verifying…' : 'Verify OTP'}
                      </button>
                      <button
                        type="button"
                        className="btn btn-link"
                        onClick={() => void requestOtp(true)}
                        disabled={countdown > 0 || busy}
                      >
                        {countdown > 0 ? `Resend OTP in ${countdown}s` : 'Resend OTP'}
                      </button>
                    </div>
                  </div>
                )}

                {!otp.sent && (
                  <button type="submit" className="btn btn-primary w-100 py-2" disabled={busy}>
                    {otp.sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                    {otp.sending ? 'Sending OTP…' : 'Send OTP'}
                  </button>
                )}
                {otp.verified && (
                  <button type="submit" className="btn btn-primary w-100 py-2">
                    Next
                  </button>
                )}
              </fieldset>
            ) : (
              <fieldset disabled={registered}>
                <legend ref={stepHeading} className="h5 mb-3" tabIndex={-1}>
                  Location
                </legend>
                <div className="mb-3">
                  <label htmlFor="register-address" className="form-label">
                    Address
                  </label>
                  <textarea rows={2} autoComplete="street-address" {...field('address')} />
                  {feedback('address')}
                </div>
                <div className="row g-3 mb-3">
                  <div className="col-12 col-sm-6">
                    <label htmlFor="register-city" className="form-label">
                      City
                    </label>
                    <input type="text" autoComplete="address-level2" {...field('city')} />
                    {feedback('city')}
                  </div>
                  <div className="col-12 col-sm-6">
                    <label htmlFor="register-state" className="form-label">
                      State
                    </label>
                    <input type="text" autoComplete="address-level1" {...field('state')} />
                    {feedback('state')}
                  </div>
                  <div className="col-12 col-sm-6">
                    <label htmlFor="register-pincode" className="form-label">
                      Pincode
                    </label>
                    <input
                      type="text"
                      inputMode="numeric"
                      autoComplete="postal-code"
                      maxLength={6}
                      {...field('pincode')}
                      onChange={digitsOnly('pincode')}
                    />
                    {feedback('pincode')}
                  </div>
                  <div className="col-12 col-sm-6">
                    <label htmlFor="register-landmark" className="form-label">
                      Landmark <span className="text-body-secondary">(optional)</span>
                    </label>
                    <input type="text" {...field('landmark')} />
                  </div>
                </div>
                <div className="d-flex gap-2">
                  <button type="button" className="btn btn-outline-secondary" onClick={() => setStep(1)}>
                    Back
                  </button>
                  <button type="submit" className="btn btn-primary flex-fill py-2" disabled={busy}>
                    {formik.isSubmitting && (
                      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                    )}
                    {formik.isSubmitting ? 'Creating account…' : 'Create account'}
                  </button>
                </div>
              </fieldset>
            )}
          </form>

          <p className="text-center mt-4 mb-0">
            Already have an account? <Link to="/login">Log in</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
