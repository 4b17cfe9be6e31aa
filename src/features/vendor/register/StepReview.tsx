import { useFormikContext } from 'formik';
import { Deferred } from '../../../components/Deferred';
import { CheckField, FileField } from '../../../components/form';
import { normalEmail } from '../../../lib/email';
import { serviceNames, type CatalogueCategory } from './serviceCatalogue';
import { BUSINESS_TYPES, EXPERIENCE_OPTIONS, STEPS, type Step, type WizardValues } from './wizardModel';
import { optional } from '../../../components/optionalLabel';

const IMAGE_HINT = 'JPG, PNG or GIF, max 2 MB';
const DOCUMENT_HINT = 'PDF, JPG or PNG, max 5 MB';

interface StepReviewProps {
  catalogue: Promise<CatalogueCategory[]>;
  onEdit: (step: Step) => void;
}

const labelOf = (options: { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

export function StepReview({ catalogue, onEdit }: StepReviewProps) {
  const { values: v } = useFormikContext<WizardValues>();
  const rows: Partial<Record<Step, [string, string][]>> = {
    1: [
      ['Name', `${v.firstName} ${v.lastName}`.trim()],
      ['Email', normalEmail(v.email)],
      ['Phone', v.phone],
    ],
    2: [
      ['Business name', v.businessName],
      ['Business type', labelOf(BUSINESS_TYPES, v.businessType)],
      ['Experience', labelOf(EXPERIENCE_OPTIONS, v.experience)],
    ],
    3: [
      ['Address', v.address],
      ['City', v.city],
      ['State', v.state],
      ['ZIP code', v.zipCode],
      ['Service radius', `${v.serviceRadius} km`],
    ],
  };
  const chosenCount = <p className="small mb-0">{v.selectedServices.length} chosen</p>;

  return (
    <>
      <h3 className="h6">Documents</h3>
      {/* Every upload is optional, as the registration call takes them (docs/decisions.md): the screen says so. */}
      <FileField name="profileImage" label={optional('Profile image')} upload="profileImage" hint={IMAGE_HINT} />
      <FileField name="idProof" label={optional('ID proof')} upload="document" hint={DOCUMENT_HINT} />
      <FileField name="businessLicense" label={optional('Business license')} upload="document" hint={DOCUMENT_HINT} />
      <FileField name="insurance" label={optional('Insurance')} upload="document" hint={DOCUMENT_HINT} />

      <h3 className="h6 mt-4">Summary</h3>
      {STEPS.slice(0, 4).map(({ step, title }) => (
        <section
          key={step}
          className={`border rounded-3 p-3 ${rows[step] ? 'mb-2' : 'mb-3'}`}
          aria-label={`${title} details`}
        >
          <div className="d-flex justify-content-between align-items-center mb-1">
            <h4 className="h6 mb-0">{title}</h4>
            <button
              type="button"
              className="btn btn-link btn-sm p-0"
              aria-label={`Edit ${title.toLowerCase()} details`}
              onClick={() => onEdit(step)}
            >
              Edit
            </button>
          </div>
          {rows[step] ? (
            <dl className="row small mb-0">
              {rows[step].map(([term, value]) => (
                <div key={term} className="col-sm-6 d-flex gap-2">
                  <dt className="fw-normal text-body-secondary">{term}:</dt>
                  <dd className="mb-1 text-break">{value || '—'}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <Deferred resolve={catalogue} fallback={chosenCount} errorElement={chosenCount}>
              {(tree) => {
                const names = serviceNames(tree);
                return (
                  <p className="small mb-0">
                    {v.selectedServices.map((id) => names.get(id) ?? `Service #${id}`).join(', ') || '—'}
                  </p>
                );
              }}
            </Deferred>
          )}
        </section>
      ))}

      <CheckField name="termsAccepted" label="I accept the terms and conditions" className="mb-1" />
      <p className="small text-body-secondary">
        Read our{' '}
        <a href="/terms" target="_blank" rel="noopener noreferrer">
          Terms &amp; Conditions<span className="visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        and{' '}
        <a href="/privacy" target="_blank" rel="noopener noreferrer">
          Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>
    </>
  );
}
