import { FormikProvider, useFormik, type FormikTouched } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { registerUser } from '../../api/customer';
import { AutoDismissAlert, type Notice } from '../../components/AutoDismissAlert';
import { BusyButton } from '../../components/form/BusyButton';
import { FileField } from '../../components/form/FileField';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { usePageTitle } from '../../lib/usePageTitle';
import { keepDigits } from '../../lib/digitsOnly';
import { describeFailure, isPlainRefusal } from '../../api/outcome';
import { REGISTER_TEXTS, registerFailureText } from './authErrors';
import { OtpBlock } from './OtpBlock';
import {
  EMPTY_REGISTER,
  PASSWORD_RULES,
  STEP_ONE_FIELDS,
  validateRegisterStepOne,
  validateRegisterStepTwo,
  type RegisterValues,
} from './registerValidation';
import { useEmailOtp } from './useEmailOtp';
import { normalEmail } from '../../lib/email';
import './auth.css';
import { devLog } from '../../lib/devLog';

/** SPEC §9 timings of the customer registration. */
const STEP_TWO_DELAY_MS = 1000;
const LOGIN_REDIRECT_AFTER_REGISTER_MS = 2000;

const STEPS = ['Basic Info', 'Location'] as const;

const touchAll = (fields: readonly (keyof RegisterValues)[]): FormikTouched<RegisterValues> =>
  Object.fromEntries(fields.map((field) => [field, true]));

/** Customer registration (SPEC §2.5, §4, §5, §8): Basic Info with e-mail OTP, then Location. */
export default function RegisterPage() {
  usePageTitle('Create your account');
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [registered, setRegistered] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const stepHeading = useRef<HTMLLegendElement>(null);
  const firstRender = useRef(true);

  const later = (run: () => void, ms: number) => timers.current.push(setTimeout(run, ms));
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  // A new step is announced by moving focus to its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const formik = useFormik<RegisterValues>({
    initialValues: EMPTY_REGISTER,
    validate: (values) => (step === 1 ? validateRegisterStepOne(values) : validateRegisterStepTwo(values)),
    onSubmit: async (values) => {
      if (step === 2) return register(values);
      // Enter on step 1 does the next thing the step needs.
      if (otp.status.kind === 'verified') toStepTwo();
      else if (otp.status.kind === 'idle') await otp.send();
      else if (otp.status.kind === 'sent') await confirmCode();
    },
  });
  const { values } = formik;
  const email = normalEmail(values.email);
  const otp = useEmailOtp(email, setNotice);

  /** Checks the step-1 fields, showing every message at once; true when all pass. */
  const stepOneValid = async () => {
    const errors = await formik.validateForm();
    void formik.setTouched({ ...formik.touched, ...touchAll(STEP_ONE_FIELDS) }, false);
    return STEP_ONE_FIELDS.every((field) => !errors[field]);
  };

  /** Step 2 starts with no message showing: its fields were neither touched nor submitted yet. */
  const toStepTwo = () => {
    formik.resetForm({ values: formik.values });
    setStep(2);
  };

  const resend = async () => {
    if (await stepOneValid()) await otp.send();
  };

  const confirmCode = async () => {
    if (!(await otp.verify())) return;
    later(() => void stepOneValid().then((valid) => valid && toStepTwo()), STEP_TWO_DELAY_MS);
  };

  async function register(form: RegisterValues) {
    setNotice(null);
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
    if (answer.kind === 'ok') {
      setRegistered(true);
      setNotice({ variant: 'success', text: REGISTER_TEXTS.registered });
      later(() => navigate('/login', { state: { email } }), LOGIN_REDIRECT_AFTER_REGISTER_MS);
      return;
    }
    if (isPlainRefusal(answer)) {
      devLog.warn('[register] the server refused the registration:', answer.message);
      setNotice({ variant: 'danger', text: REGISTER_TEXTS.registerFailed });
      return;
    }
    devLog.error('[register] the registration call failed', describeFailure(answer));
    setNotice({ variant: 'danger', text: registerFailureText(answer, REGISTER_TEXTS.registerFailed) });
  }

  const progress = step === 1 ? 50 : 100;
  const busy = formik.isSubmitting || otp.busy;
  const { kind } = otp.status;
  const codeOpen = kind === 'sent' || kind === 'verifying' || (kind === 'sending' && otp.status.resendAt !== null);

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

          <FormikProvider value={formik}>
            <form noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
              {step === 1 ? (
                <fieldset disabled={registered}>
                  <legend ref={stepHeading} className="h5 mb-3" tabIndex={-1}>
                    Basic Info
                  </legend>
                  <TextField
                    name="fullName"
                    id="register-fullName"
                    label="Full name"
                    autoComplete="name"
                    limit="name"
                  />
                  <TextField
                    name="email"
                    id="register-email"
                    label="Email address"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    limit="email"
                    readOnly={kind !== 'idle'}
                    after={
                      kind === 'verified' ? (
                        <span className="input-group-text text-success-emphasis bg-success-subtle">✓ Verified</span>
                      ) : codeOpen ? (
                        <button
                          type="button"
                          className="btn btn-outline-secondary"
                          aria-label="Change email address"
                          onClick={otp.reset}
                          disabled={busy}
                        >
                          Change
                        </button>
                      ) : undefined
                    }
                  />
                  <TextField
                    name="phone"
                    id="register-phone"
                    label="Phone number"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    limit="phone"
                    before="+91"
                    transform={keepDigits()}
                  />
                  <PasswordField
                    name="password"
                    id="register-password"
                    label="Password"
                    autoComplete="new-password"
                    className="mb-2"
                    describedBy="register-password-rules"
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
                  <PasswordField
                    name="confirmPassword"
                    id="register-confirmPassword"
                    label="Confirm password"
                    autoComplete="new-password"
                  />
                  <FileField
                    name="profileImage"
                    id="register-profileImage"
                    label={
                      <>
                        Profile photo <span className="text-body-secondary">(optional)</span>
                      </>
                    }
                    upload="profileImage"
                    hint="PNG, JPG or GIF, max 2MB."
                    className="mb-4"
                  />

                  {codeOpen && (
                    <OtpBlock
                      otp={otp}
                      email={email}
                      disabled={busy}
                      onVerify={() => void confirmCode()}
                      onResend={() => void resend()}
                    />
                  )}

                  {(kind === 'idle' || (kind === 'sending' && !codeOpen)) && (
                    <BusyButton
                      type="submit"
                      className="btn btn-primary w-100 py-2"
                      busy={kind === 'sending'}
                      disabled={busy}
                      label="Send OTP"
                      busyLabel="Sending OTP…"
                    />
                  )}
                  {kind === 'verified' && (
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
                  <TextField
                    name="address"
                    id="register-address"
                    label="Address"
                    rows={2}
                    autoComplete="street-address"
                    limit="address"
                  />
                  <div className="row g-3 mb-3">
                    <TextField
                      name="city"
                      id="register-city"
                      label="City"
                      autoComplete="address-level2"
                      limit="city"
                      className="col-12 col-sm-6"
                    />
                    <TextField
                      name="state"
                      id="register-state"
                      label="State"
                      autoComplete="address-level1"
                      limit="state"
                      className="col-12 col-sm-6"
                    />
                    <TextField
                      name="pincode"
                      id="register-pincode"
                      label="Pincode"
                      inputMode="numeric"
                      autoComplete="postal-code"
                      limit="pincode"
                      transform={keepDigits()}
                      className="col-12 col-sm-6"
                    />
                    <TextField
                      name="landmark"
                      id="register-landmark"
                      label={
                        <>
                          Landmark <span className="text-body-secondary">(optional)</span>
                        </>
                      }
                      limit="landmark"
                      className="col-12 col-sm-6"
                    />
                  </div>
                  <div className="d-flex gap-2">
                    <button type="button" className="btn btn-outline-secondary" onClick={() => setStep(1)}>
                      Back
                    </button>
                    <BusyButton
                      type="submit"
                      className="btn btn-primary flex-fill py-2"
                      busy={formik.isSubmitting}
                      disabled={busy}
                      label="Create account"
                      busyLabel="Creating account…"
                    />
                  </div>
                </fieldset>
              )}
            </form>
          </FormikProvider>

          <p className="text-center mt-4 mb-0">
            Already have an account? <Link to="/login">Log in</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
