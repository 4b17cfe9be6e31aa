import { FormikProvider, useFormik, type FormikTouched } from 'formik';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AutoDismissAlert, type Notice } from '../../components/AutoDismissAlert';
import { useActionForm } from '../../components/form/useActionForm';
import { usePageHead } from '../../lib/usePageMeta';
import { REGISTER_HEAD } from '../../content/pageMeta';
import type { RegisterSubmission } from './RegisterPage.data';
import { RegisterStepOne } from './RegisterStepOne';
import { RegisterStepTwo } from './RegisterStepTwo';
import {
  EMPTY_REGISTER,
  STEP_ONE_FIELDS,
  validateRegisterStepOne,
  validateRegisterStepTwo,
  type RegisterValues,
} from './registerValidation';
import { useEmailOtp } from './useEmailOtp';
import { normalEmail } from '../../lib/email';
import './auth.css';
import { toSubmission } from '../../lib/submission';

/** SPEC §9: step 2 opens 1 s after the code was verified (the login 2 s after signing up: RegisterPage.data.ts). */
const STEP_TWO_DELAY_MS = 1000;

const STEPS = ['Basic Info', 'Location'] as const;

const touchAll = (fields: readonly (keyof RegisterValues)[]): FormikTouched<RegisterValues> =>
  Object.fromEntries(fields.map((field) => [field, true]));

/**
 * Customer registration (SPEC §2.5, §4, §5, §8): Basic Info with e-mail OTP, then Location. Its writes (the OTP,
 * the sign-up) are RegisterPage.data.ts's.
 */
export default function RegisterPage() {
  usePageHead(REGISTER_HEAD);
  const [step, setStep] = useState<1 | 2>(1);
  const [notice, setNotice] = useState<Notice | null>(null);
  const signUp = useActionForm<RegisterSubmission>({
    encoding: 'multipart',
    encode: toSubmission,
    onReply: (reply) => setNotice(reply.notice),
  });
  const registered = Boolean(signUp.reply?.next);
  const stepHeading = useRef<HTMLLegendElement>(null);
  const firstRender = useRef(true);

  // A new step is announced by moving focus to its heading.
  useLayoutEffect(() => {
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
      else if (otp.status.kind === 'sent') await otp.verify();
    },
  });
  const email = normalEmail(formik.values.email);
  const otp = useEmailOtp(email, setNotice);

  /** Checks the step-1 fields, showing every message at once; true when all pass. */
  const stepOneValid = async () => {
    const errors = await formik.validateForm();
    void formik.setTouched({ ...formik.touched, ...touchAll(STEP_ONE_FIELDS) }, false);
    return STEP_ONE_FIELDS.every((field) => !errors[field]);
  };

  /** A message belongs to the step that showed it, beside that step's buttons: a new step starts without one. */
  const goTo = (next: 1 | 2) => {
    setNotice(null);
    setStep(next);
  };

  /** Step 2 starts with no message showing: its fields were neither touched nor submitted yet. */
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

  function register(values: RegisterValues) {
    setNotice(null);
    return signUp.submit({ intent: 'register', ...values });
  }

  const progress = step === 1 ? 50 : 100;
  const busy = formik.isSubmitting || otp.busy;
  // Shown where the visitor acts (above the step's buttons), not at the top of the card, off-screen on a phone.
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
              {step === 1 ? (
                <RegisterStepOne
                  otp={otp}
                  email={email}
                  busy={busy}
                  locked={registered}
                  headingRef={stepHeading}
                  notice={alert}
                  onVerify={() => void otp.verify()}
                  onResend={() => void resend()}
                />
              ) : (
                <RegisterStepTwo
                  submitting={formik.isSubmitting}
                  busy={busy}
                  locked={registered}
                  headingRef={stepHeading}
                  notice={alert}
                  onBack={() => goTo(1)}
                />
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
