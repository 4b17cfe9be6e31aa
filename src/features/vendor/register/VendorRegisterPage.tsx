import { FormikProvider, useFormik } from 'formik';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { ALERT_DISMISS_MS, AutoDismissAlert, type Notice } from '../../../components/AutoDismissAlert';
import { BusyButton, PasswordField, TextField, useFocusFirstInvalid } from '../../../components/form';
import { OtpBox } from '../../../components/form/OtpBox';
import { stepPasses, touchFields } from '../../../components/form/stepPasses';
import { useActionForm } from '../../../components/form/useActionForm';
import { useFocusOnChange } from '../../../components/form/useFocusOnChange';
import { OTP_IDLE, useOtpMachine, type OtpStatus } from '../../../components/form/useOtpMachine';
import { keepDigits } from '../../../lib/digitsOnly';
import { normalEmail } from '../../../lib/email';
import { minutesSeconds } from '../../../lib/useCountdown';
import { usePageTitle } from '../../../lib/usePageTitle';
import { WIZARD_RULES } from '../vendorTexts';
import type { loader } from './register.data';
import { StepBusiness } from './StepBusiness';
import { StepLocation } from './StepLocation';
import { StepReview } from './StepReview';
import { StepServices } from './StepServices';
import { UseMyLocation } from './UseMyLocation';
import {
  EMPTY_WIZARD,
  firstInvalidStep,
  loadDraft,
  saveDraft,
  STEP_FIELDS,
  STEPS,
  validateStep,
  type Step,
  type WizardDraft,
  type WizardValues,
} from './wizardModel';
import '../vendor.css';
import { registerVendorForm } from '../../../api/formData';

export const VENDOR_RESEND_SECONDS = 300;

/** The wizard's values as the wire's registration form: the one place they are trimmed and named as the server does. */
const registrationForm = (all: WizardValues) =>
  registerVendorForm({
    firstName: all.firstName.trim(),
    lastName: all.lastName.trim(),
    email: normalEmail(all.email),
    phone: all.phone,
    password: all.password,
    businessName: all.businessName.trim(),
    businessType: all.businessType,
    experience: all.experience,
    address: all.address.trim(),
    city: all.city.trim(),
    state: all.state.trim(),
    zipCode: all.zipCode.trim(),
    serviceRadius: Number(all.serviceRadius),
    services: all.selectedServices,
    profileImage: all.profileImage,
    idProof: all.idProof,
    businessLicense: all.businessLicense,
    insurance: all.insurance,
  });

function otpFromDraft(otp: WizardDraft['otp'] | undefined): OtpStatus {
  if (otp?.verified) return { kind: 'verified' };
  if (otp?.sent) return { kind: 'sent', resendAt: otp.resendAt ?? 0 };
  return OTP_IDLE;
}

/** Where the page renders without its route's loader (a test of its first steps): step 4 would wait. */
const NO_CATALOGUE = new Promise<never>(() => {});

export default function VendorRegisterPage() {
  usePageTitle('Join as Vendor');
  const data = useLoaderData<typeof loader | undefined>();
  const catalogue = data?.catalogue ?? NO_CATALOGUE;
  const { revalidate } = useRevalidator();
  const [draft] = useState(loadDraft);
  const [step, setStep] = useState<Step>(draft?.step ?? 1);
  // 'Email must be verified' waits for Next; a ref, so the validation Next starts already sees it.
  const nextTried = useRef(false);
  // Each message shows where the visitor acts, not at the top of the page (off-screen on a phone).
  const [otpNotice, setOtpNotice] = useState<Notice | null>(null);
  const registration = useActionForm<WizardValues>({ encode: registrationForm });
  const done = Boolean(registration.reply?.next);
  const wizard = useRef<HTMLDivElement>(null);

  const formik = useFormik<WizardValues>({
    initialValues: draft?.values ?? EMPTY_WIZARD,
    validate: (values) => validateStep(step, values, verified || !nextTried.current),
    onSubmit: submit,
  });
  const { values } = formik;
  const otp = useOtpMachine({
    email: normalEmail(values.email),
    resendSeconds: VENDOR_RESEND_SECONDS,
    notify: setOtpNotice,
    codeMessage: WIZARD_RULES.otp,
    codeFieldId: 'vendor-otp',
    clearCodeErrorOnType: true,
    initial: otpFromDraft(draft?.otp),
    onReply: (reply, intent) => {
      if (reply.ok) formik.setFieldError('email', undefined);
      else if (intent === 'sendOtp') formik.setFieldError('email', reply.emailError);
    },
  });
  const { kind } = otp.status;
  const verified = kind === 'verified';
  const otpSent = otp.open || verified;
  const resendAt = 'resendAt' in otp.status ? otp.status.resendAt : null;

  useEffect(() => {
    if (!done) saveDraft(values, step, { sent: otpSent, verified, resendAt });
  }, [values, step, otpSent, verified, resendAt, done]);

  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step);
  // Declared after the heading's effect: when a refused submit also changes the step, the field wins.
  const focusInvalid = useFocusFirstInvalid(wizard);

  /** A message belongs to the step that showed it: a new step starts without one. */
  function goTo(target: Step) {
    formik.setErrors({});
    setOtpNotice(null);
    registration.setNotice(null);
    setStep(target);
  }

  async function next() {
    if (step === 1) nextTried.current = true;
    if (await stepPasses(formik, STEP_FIELDS[step])) goTo((step + 1) as Step);
    else focusInvalid();
  }

  async function sendCode() {
    await formik.setFieldTouched('email', true, false);
    if (!normalEmail(values.email).includes('@')) formik.setFieldError('email', WIZARD_RULES.emailInvalid);
    else await otp.send();
  }

  function changeEmail() {
    otp.reset();
    formik.setFieldError('email', undefined);
  }

  async function submit(all: WizardValues) {
    // After a reload the password (and files) are gone: every step is checked again before sending.
    const broken = firstInvalidStep(all, verified, 4);
    if (broken) {
      nextTried.current = true;
      goTo(broken);
      await touchFields(formik, STEP_FIELDS[broken]);
      formik.setErrors(validateStep(broken, all, verified));
      focusInvalid();
      return;
    }
    await registration.submit(all);
  }

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (done) return;
    if (step < 5) void next();
    else formik.handleSubmit();
  };

  // A success clears after 5 s, unless it is the registration's, which stays until the login opens.
  const alertOf = (shown: Notice | null, close: () => void) => (
    <AutoDismissAlert
      notice={shown}
      onClose={close}
      dismissAfterMs={shown?.variant === 'success' && !done ? ALERT_DISMISS_MS : null}
      dismissible={!done}
    />
  );
  return (
    <div ref={wizard} className="container py-4 vendor-wizard">
      <div className="mx-auto" style={{ maxWidth: '44rem' }}>
        <h1 className="h3 mb-1">Join as Vendor</h1>
        <p className="text-body-secondary">Five short steps, then our team verifies your account.</p>
        <div
          className="progress mb-2"
          role="progressbar"
          aria-label="Registration progress"
          aria-valuenow={step * 20}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar" style={{ width: `${step * 20}%` }} />
        </div>
        <ol className="vendor-steps mb-4" aria-label="Registration steps">
          {STEPS.map((item) => (
            <li
              key={item.step}
              className={item.step === step ? 'current' : item.step < step ? 'done' : ''}
              aria-current={item.step === step ? 'step' : undefined}
            >
              <span className="step-dot" aria-hidden="true">
                {item.step < step ? '✓' : item.step}
              </span>
              <span className="d-block">{item.title}</span>
              {item.step < step && <span className="visually-hidden"> (done)</span>}
            </li>
          ))}
        </ol>
        <FormikProvider value={formik}>
          <form noValidate onSubmit={onFormSubmit} className="card shadow-sm">
            <fieldset className="card-body p-3 p-sm-4" disabled={done}>
              <h2 ref={stepHeading} tabIndex={-1} className="h5 mb-3">
                Step {step} of 5: {STEPS[step - 1]!.title}
              </h2>
              {step === 1 && (
                <>
                  <div className="row row-cols-sm-2 g-sm-3">
                    <TextField name="firstName" limit="name" label="First name" autoComplete="given-name" required />
                    <TextField name="lastName" limit="name" label="Last name" autoComplete="family-name" required />
                  </div>
                  <TextField
                    name="email"
                    limit="email"
                    label="Email address"
                    type="email"
                    autoComplete="email"
                    required
                    readOnly={otpSent}
                    hint={
                      verified ? 'Verified' : otpSent ? `We sent a code to ${normalEmail(values.email)}` : undefined
                    }
                    className="mb-2"
                  />
                  <div className="d-flex flex-wrap gap-2 mb-3">
                    {otpSent ? (
                      <button type="button" className="btn btn-link btn-sm px-0" onClick={changeEmail}>
                        Change
                      </button>
                    ) : (
                      <BusyButton
                        className="btn btn-outline-primary btn-sm"
                        onClick={() => void sendCode()}
                        busy={kind === 'sending'}
                        label="Send OTP"
                        busyLabel="Sending..."
                      />
                    )}
                    {verified && <span className="badge text-bg-success align-self-center">Email verified</span>}
                  </div>
                  {alertOf(otpNotice, () => setOtpNotice(null))}
                  <OtpBox otp={otp} verifyingLabel="Verifying..." small>
                    {otp.countdown > 0 ? (
                      <span className="small text-body-secondary" role="timer" aria-live="off">
                        Resend OTP in {minutesSeconds(otp.countdown)}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-link btn-sm px-0"
                        onClick={() => void sendCode()}
                        disabled={kind === 'sending'}
                      >
                        Resend OTP
                      </button>
                    )}
                  </OtpBox>
                  <TextField
                    name="phone"
                    limit="phone"
                    label="Phone number"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    transform={keepDigits(10)}
                    hint="10 digits, e.g. 9876543210"
                    required
                  />
                  <div className="row row-cols-sm-2 g-sm-3">
                    <PasswordField name="password" label="Password" autoComplete="new-password" required />
                    <PasswordField
                      name="confirmPassword"
                      label="Confirm password"
                      autoComplete="new-password"
                      required
                    />
                  </div>
                </>
              )}
              {step === 2 && <StepBusiness />}
              {step === 3 && <StepLocation locate={<UseMyLocation />} />}
              {step === 4 && <StepServices catalogue={catalogue} onRetry={() => void revalidate()} />}
              {step === 5 && <StepReview catalogue={catalogue} onEdit={goTo} />}
              {alertOf(registration.notice, () => registration.setNotice(null))}
              {/* Next is a submit, so Enter moves on too. */}
              <div className="d-flex justify-content-between gap-2 mt-4">
                {step > 1 && (
                  <button type="button" className="btn btn-outline-secondary" onClick={() => goTo((step - 1) as Step)}>
                    Previous
                  </button>
                )}
                {step < 5 ? (
                  <button type="submit" className="btn btn-primary ms-auto">
                    Next
                  </button>
                ) : (
                  <button type="submit" className="btn btn-success ms-auto" disabled={formik.isSubmitting || done}>
                    {formik.isSubmitting ? 'Submitting...' : 'Submit Registration'}
                  </button>
                )}
              </div>
            </fieldset>
          </form>
        </FormikProvider>
        <p className="text-center mt-3">
          Already have an account?{' '}
          <Link to="/loginvendor" className="vendor-link-target">
            Sign in
          </Link>
        </p>
      </div>
    </div>
  );
}
