import { FormikProvider, useFormik, type FormikTouched } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { registerVendor, vendorSendOtp, vendorVerifyOtp } from '../../../api/vendor';
import { AutoDismissAlert, type Notice } from '../../../components/AutoDismissAlert';
import { usePageTitle } from '../../../lib/usePageTitle';
import { normalEmail, thrownText, WIZARD_RULES, WIZARD_TEXTS } from '../vendorTexts';
import type { loader } from './register.data';
import { loadServiceCatalogue } from './serviceCatalogue';
import { StepBusiness } from './StepBusiness';
import { StepLocation } from './StepLocation';
import { StepPersonal } from './StepPersonal';
import { StepReview } from './StepReview';
import { StepServices } from './StepServices';
import { useCountdown } from '../../../lib/useCountdown';
import {
  clearDraft,
  EMPTY_WIZARD,
  firstInvalidStep,
  loadDraft,
  saveDraft,
  STEP_FIELDS,
  STEPS,
  validateStep,
  type Step,
  type WizardValues,
} from './wizardModel';
import '../vendor.css';
import { isOtpCode } from '../../../lib/otpLength';

/** SPEC §9: the vendor OTP can be sent again after 300 s. */
export const VENDOR_RESEND_SECONDS = 300;
/** After success the login opens 2 s later (§9 post-registration redirect), so the message can be read. */
export const VENDOR_LOGIN_REDIRECT_MS = 2000;

interface OtpState {
  sent: boolean;
  sending: boolean;
  verifying: boolean;
  verified: boolean;
  code: string;
  codeError: string | null;
  resendAt: number | null;
}

const touchAll = (fields: (keyof WizardValues)[]): FormikTouched<WizardValues> =>
  Object.fromEntries(fields.map((field) => [field, true]));

const safeCatalogue = () => {
  const pending = loadServiceCatalogue();
  pending.catch(() => undefined);
  return pending;
};

/** The five-step vendor registration wizard (SPEC §2.11, §4, §5, §7, §8) at /registervendor and /vendor/register. */
export default function VendorRegisterPage() {
  usePageTitle('Join as Vendor');
  const navigate = useNavigate();
  // Undefined where the page renders without its route's loader (its unit tests).
  const data = useLoaderData<typeof loader | undefined>();
  const [catalogue, setCatalogue] = useState(() => data?.catalogue ?? safeCatalogue());
  const [draft] = useState(loadDraft);
  const [step, setStep] = useState<Step>(draft?.step ?? 1);
  const [otp, setOtp] = useState<OtpState>({
    sending: false,
    verifying: false,
    code: '',
    codeError: null,
    sent: draft?.otp.sent ?? false,
    verified: draft?.otp.verified ?? false,
    resendAt: draft?.otp.resendAt ?? null,
  });
  // 'Email must be verified' waits until Next is pressed, so typing an address does not scold at once. A ref:
  // the validation Next starts must already see it.
  const nextTried = useRef(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);
  const countdown = useCountdown(otp.resendAt, VENDOR_RESEND_SECONDS);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const formik = useFormik<WizardValues>({
    initialValues: draft?.values ?? EMPTY_WIZARD,
    validate: (values) => validateStep(step, values, otp.verified || !nextTried.current),
    onSubmit: submit,
  });
  const { values } = formik;

  // Every answer but the password and the files survives a reload of the tab.
  useEffect(() => {
    if (!done) saveDraft(values, step, { sent: otp.sent, verified: otp.verified, resendAt: otp.resendAt });
  }, [values, step, otp.sent, otp.verified, otp.resendAt, done]);

  // A new step is announced by moving focus to its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const focusFirstError = () =>
    setTimeout(() => document.querySelector<HTMLElement>('.vendor-wizard [aria-invalid="true"]')?.focus(), 0);

  function goTo(target: Step) {
    formik.setErrors({});
    setStep(target);
  }

  async function next() {
    if (step === 1) nextTried.current = true;
    await formik.setTouched({ ...formik.touched, ...touchAll(STEP_FIELDS[step]) }, false);
    const errors = await formik.validateForm();
    if (STEP_FIELDS[step].some((field) => errors[field])) {
      focusFirstError();
      return;
    }
    goTo((step + 1) as Step);
  }

  async function sendCode() {
    const email = normalEmail(values.email);
    await formik.setFieldTouched('email', true, false);
    if (!email.includes('@')) {
      formik.setFieldError('email', WIZARD_RULES.emailInvalid);
      return;
    }
    setNotice(null);
    setOtp((now) => ({ ...now, sending: true }));
    let problem: string;
    try {
      const answer = await vendorSendOtp(email);
      if (answer.status === 'success') {
        setOtp((now) => ({
          ...now,
          sending: false,
          sent: true,
          code: '',
          codeError: null,
          resendAt: Date.now() + VENDOR_RESEND_SECONDS * 1000,
        }));
        formik.setFieldError('email', undefined);
        setNotice({ variant: 'success', text: WIZARD_TEXTS.otpSent });
        return;
      }
      problem = answer.message || WIZARD_TEXTS.otpSendNetwork;
    } catch (error) {
      problem = thrownText(error, WIZARD_TEXTS.otpSendNetwork);
    }
    setOtp((now) => ({ ...now, sending: false }));
    formik.setFieldError('email', problem);
  }

  async function verifyCode() {
    if (!isOtpCode(otp.code)) {
      setOtp((now) => ({ ...now, codeError: WIZARD_RULES.otp }));
      return;
    }
    setNotice(null);
    setOtp((now) => ({ ...now, verifying: true, codeError: null }));
    let problem: string;
    try {
      const answer = await vendorVerifyOtp(normalEmail(values.email), otp.code);
      if (answer.status === 'success') {
        setOtp((now) => ({ ...now, verifying: false, verified: true }));
        formik.setFieldError('email', undefined);
        setNotice({ variant: 'success', text: WIZARD_TEXTS.verified });
        return;
      }
      problem = answer.message || WIZARD_TEXTS.otpVerifyNetwork;
    } catch (error) {
      problem = thrownText(error, WIZARD_TEXTS.otpVerifyNetwork);
    }
    setOtp((now) => ({ ...now, verifying: false }));
    setNotice({ variant: 'danger', text: problem });
  }

  function changeEmail() {
    setOtp({
      sent: false,
      sending: false,
      verifying: false,
      verified: false,
      code: '',
      codeError: null,
      resendAt: null,
    });
    setNotice(null);
    formik.setFieldError('email', undefined);
  }

  async function submit(all: WizardValues) {
    // After a reload the password (and files) are gone: every step is checked again before sending.
    const broken = firstInvalidStep(all, otp.verified, 4);
    if (broken) {
      nextTried.current = true;
      goTo(broken);
      await formik.setTouched({ ...formik.touched, ...touchAll(STEP_FIELDS[broken]) }, false);
      formik.setErrors(validateStep(broken, all, otp.verified));
      focusFirstError();
      return;
    }
    setNotice(null);
    try {
      const answer = await registerVendor({
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
      if (answer.status === 'success') {
        setDone(true);
        clearDraft();
        setNotice({ variant: 'success', text: WIZARD_TEXTS.registered });
        const email = normalEmail(all.email);
        redirect.current = setTimeout(() => navigate('/vendor/login', { state: { email } }), VENDOR_LOGIN_REDIRECT_MS);
        return;
      }
      setNotice({ variant: 'danger', text: answer.message || WIZARD_TEXTS.registerFailed });
    } catch (error) {
      setNotice({ variant: 'danger', text: thrownText(error, WIZARD_TEXTS.registerFailed) });
    }
  }

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (done) return;
    if (step < 5) void next();
    else formik.handleSubmit();
  };

  const current = STEPS[step - 1]!;
  return (
    <div className="container py-4 vendor-wizard">
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
        <AutoDismissAlert
          notice={notice}
          onClose={() => setNotice(null)}
          dismissAfterMs={notice?.variant === 'success' && !done ? 5000 : null}
          dismissible={!done}
        />
        <FormikProvider value={formik}>
          <form noValidate onSubmit={onFormSubmit} className="card shadow-sm">
            <fieldset className="card-body p-3 p-sm-4" disabled={done}>
              <h2 ref={stepHeading} tabIndex={-1} className="h5 mb-3">
                Step {step} of 5: {current.title}
              </h2>
              {step === 1 && (
                <StepPersonal
                  otp={{ ...otp, countdown }}
                  onCode={(code) => setOtp((now) => ({ ...now, code, codeError: null }))}
                  onSend={() => void sendCode()}
                  onVerify={() => void verifyCode()}
                  onChangeEmail={changeEmail}
                />
              )}
              {step === 2 && <StepBusiness />}
              {step === 3 && <StepLocation />}
              {step === 4 && <StepServices catalogue={catalogue} onRetry={() => setCatalogue(safeCatalogue())} />}
              {step === 5 && <StepReview catalogue={catalogue} onEdit={goTo} />}
              <div className="d-flex justify-content-between gap-2 mt-4">
                {step > 1 ? (
                  <button type="button" className="btn btn-outline-secondary" onClick={() => goTo((step - 1) as Step)}>
                    Previous
                  </button>
                ) : (
                  <span />
                )}
                {step < 5 ? (
                  <button type="submit" className="btn btn-primary">
                    Next
                  </button>
                ) : (
                  <button type="submit" className="btn btn-success" disabled={formik.isSubmitting || done}>
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
