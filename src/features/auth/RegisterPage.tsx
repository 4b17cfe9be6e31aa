import { FormikProvider, useFormik } from 'formik';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { AutoDismissAlert, type Notice } from '../../components/AutoDismissAlert';
import { useActionForm } from '../../components/form/useActionForm';
import { usePageHead } from '../../lib/usePageMeta';
import { REGISTER_HEAD } from '../../content/pageMeta';
import { BusyButton } from '../../components/form/BusyButton';
import { FileField } from '../../components/form/FileField';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { OtpBox } from '../../components/form/OtpBox';
import { stepPasses } from '../../components/form/stepPasses';
import { useOtpMachine } from '../../components/form/useOtpMachine';
import { useFocusOnChange } from '../../components/form/useFocusOnChange';
import { keepDigits } from '../../lib/digitsOnly';
import {
  EMPTY_REGISTER,
  PASSWORD_RULES,
  REGISTER_MESSAGES,
  RESEND_SECONDS,
  STEP_ONE_FIELDS,
  validateRegisterStepOne,
  validateRegisterStepTwo,
  type RegisterValues,
} from './registerValidation';
import { normalEmail } from '../../lib/email';
import './auth.css';
import { registerUserForm } from '../../api/formData';
import { optional } from '../../components/optionalLabel';

const STEP_TWO_DELAY_MS = 1000;

const STEPS = ['Basic Info', 'Location'] as const;

/** The form's values as the wire's sign-up form: the one place they are trimmed and named as the server names them. */
const signUpForm = (values: RegisterValues) =>
  registerUserForm({
    name: values.fullName.trim(),
    email: normalEmail(values.email),
    phone: values.phone,
    password: values.password,
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    pincode: values.pincode.trim(),
    landmark: values.landmark.trim(),
    profile_image: values.profileImage,
  });

/** Customer registration: Basic Info with the e-mail verified by a code, then Location. */
export default function RegisterPage() {
  usePageHead(REGISTER_HEAD);
  const [step, setStep] = useState<1 | 2>(1);
  const [notice, setNotice] = useState<Notice | null>(null);
  const signUp = useActionForm<RegisterValues>({
    encode: signUpForm,
    onReply: (reply) => setNotice(reply.notice),
  });
  const registered = Boolean(signUp.reply?.next);
  const stepHeading = useFocusOnChange<HTMLLegendElement>(step);

  const formik = useFormik<RegisterValues>({
    initialValues: EMPTY_REGISTER,
    validate: (values) => (step === 1 ? validateRegisterStepOne(values) : validateRegisterStepTwo(values)),
    onSubmit: async (values) => {
      if (step === 2) {
        setNotice(null);
        return signUp.submit(values);
      }
      // Enter on step 1 does the next thing the step needs.
      if (otp.status.kind === 'verified') toStepTwo();
      else if (otp.status.kind === 'idle') await otp.send();
      else if (otp.status.kind === 'sent') await otp.verify();
    },
  });
  const email = normalEmail(formik.values.email);
  const otp = useOtpMachine({
    email,
    resendSeconds: RESEND_SECONDS,
    notify: setNotice,
    codeMessage: REGISTER_MESSAGES.otpInvalid,
    codeFieldId: 'register-otp',
  });
  const { kind } = otp.status;
  const stepOneValid = () => stepPasses(formik, STEP_ONE_FIELDS);

  /** A message belongs to the step that showed it. */
  const goTo = (next: 1 | 2) => {
    setNotice(null);
    setStep(next);
  };

  // Step 2's fields were neither touched nor submitted yet.
  const toStepTwo = () => {
    formik.resetForm({ values: formik.values });
    goTo(2);
  };

  // A verified code opens step 2 a second later (when step 1 still holds).
  const stepTwoIfValid = useEffectEvent(() => void stepOneValid().then((valid) => valid && toStepTwo()));
  useEffect(() => {
    if (otp.verifiedAt === null) return;
    const timer = setTimeout(() => stepTwoIfValid(), STEP_TWO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [otp.verifiedAt]);

  const resend = async () => {
    if (await stepOneValid()) await otp.send();
  };

  const progress = step === 1 ? 50 : 100;
  const busy = formik.isSubmitting || otp.busy;
  // Above the step's buttons, not at the top of the card (off-screen on a phone).
  const alert = <AutoDismissAlert notice={notice} onClose={() => setNotice(null)} />;

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
            <div className={`progress-bar w-${progress}`}>{progress}%</div>
          </div>

          <FormikProvider value={formik}>
            <form noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
              <fieldset disabled={registered}>
                <legend ref={stepHeading} className="h5 mb-3" tabIndex={-1}>
                  {STEPS[step - 1]}
                </legend>
                {step === 1 ? (
                  <>
                    <TextField name="fullName" label="Full name" autoComplete="name" limit="name" />
                    <TextField
                      name="email"
                      label="Email address"
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      limit="email"
                      readOnly={kind !== 'idle'}
                      after={
                        kind === 'verified' ? (
                          <span className="input-group-text text-success-emphasis bg-success-subtle">✓ Verified</span>
                        ) : otp.open ? (
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
                        const met = rule.test(formik.values.password);
                        return (
                          <li key={rule.label} className={met ? 'met' : 'text-body-secondary'}>
                            <span aria-hidden="true">{met ? '✓' : '○'}</span>
                            {rule.label}
                            <span className="visually-hidden">{met ? ' (done)' : ' (missing)'}</span>
                          </li>
                        );
                      })}
                    </ul>
                    <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
                    <FileField
                      name="profileImage"
                      label={optional('Profile photo')}
                      upload="profileImage"
                      hint="PNG, JPG or GIF, max 2MB."
                      className="mb-4"
                    />

                    {alert}
                    <OtpBox
                      otp={otp}
                      hint={`Enter the 6-digit code we sent to ${email}.`}
                      verifyingLabel="Verifying…"
                      disabled={busy}
                    >
                      <button
                        type="button"
                        className="btn btn-link"
                        onClick={() => void resend()}
                        disabled={otp.countdown > 0 || busy}
                      >
                        {otp.countdown > 0 ? `Resend OTP in ${otp.countdown}s` : 'Resend OTP'}
                      </button>
                    </OtpBox>

                    {(kind === 'idle' || (kind === 'sending' && !otp.open)) && (
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
                  </>
                ) : (
                  <>
                    <TextField name="address" label="Address" rows={2} autoComplete="street-address" limit="address" />
                    <div className="row g-3 mb-3">
                      <TextField
                        name="city"
                        label="City"
                        autoComplete="address-level2"
                        limit="city"
                        className="col-12 col-sm-6"
                      />
                      <TextField
                        name="state"
                        label="State"
                        autoComplete="address-level1"
                        limit="state"
                        className="col-12 col-sm-6"
                      />
                      <TextField
                        name="pincode"
                        label="Pincode"
                        inputMode="numeric"
                        autoComplete="postal-code"
                        limit="pincode"
                        transform={keepDigits()}
                        className="col-12 col-sm-6"
                      />
                      <TextField
                        name="landmark"
                        label={optional('Landmark')}
                        limit="landmark"
                        className="col-12 col-sm-6"
                      />
                    </div>
                    {alert}
                    <div className="d-flex gap-2">
                      <button type="button" className="btn btn-outline-secondary" onClick={() => goTo(1)}>
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
                  </>
                )}
              </fieldset>
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
