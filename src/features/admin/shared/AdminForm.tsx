import { FormikProvider, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { BusyButton } from '../../../components/form/BusyButton';
import { CardSection } from '../../../components/CardSection';
import { RecordImage } from './RecordImage';
import './admin.css';

interface AdminFormProps<V> {
  formik: FormikProps<V>;
  /** What the form is of: it names the form and its aside, and gives the tips card its id. */
  noun: string;
  noValidate: boolean;
  cancel: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** Id of the text that says why saving is not possible; the button is disabled while set. */
  blockedBy?: string;
  /** The live preview; the tips card follows it. */
  preview: ReactNode;
  tips: ReactNode[];
  children: ReactNode;
}

/** An admin form page's two columns: the form's cards and buttons, and beside them (below on phones) the preview and tips. */
export function AdminForm<V>(props: AdminFormProps<V>) {
  const { formik, noun, cancel, blockedBy, tips } = props;
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-8">
        <FormikProvider value={formik}>
          <form onSubmit={formik.handleSubmit} noValidate={props.noValidate} aria-label={`${noun} details`}>
            {props.children}
            <div className="d-flex flex-wrap gap-2 justify-content-end">
              {cancel}
              <BusyButton
                type="submit"
                className="btn btn-primary"
                busy={formik.isSubmitting}
                label={props.submitLabel}
                busyLabel={props.busyLabel}
                disabled={Boolean(blockedBy)}
                aria-describedby={blockedBy}
              />
            </div>
          </form>
        </FormikProvider>
      </div>
      <aside className="col-12 col-lg-4" aria-label={`${noun} preview and tips`}>
        <div className="admin-sticky d-flex flex-column gap-4">
          {props.preview}
          <CardSection id={`${noun.toLowerCase()}-tips`} title="Tips" headingClassName="h6">
            <ul className="small mb-0 ps-3">
              {tips.map((tip, index) => (
                <li key={index} className="mb-1">
                  {tip}
                </li>
              ))}
            </ul>
          </CardSection>
        </div>
      </aside>
    </div>
  );
}

interface PreviewCardProps {
  noun: string;
  title: string;
  image: string | null | undefined;
  /** The typed name, else "<noun> name"; without an image its first letter stands in. */
  name: string;
  nameTestId: string;
  children: ReactNode;
}

export function PreviewCard({ noun, title, image, name, nameTestId, children }: PreviewCardProps) {
  const id = `${noun.toLowerCase()}-preview`;
  const shown = name.trim() || `${noun} name`;
  return (
    <section className="card border-0 shadow-sm overflow-hidden" aria-labelledby={id}>
      <RecordImage src={image} alt="" letter={shown.charAt(0).toUpperCase()} />
      <div className="card-body">
        <h2 id={id} className="h6 text-uppercase text-body-secondary small mb-2">
          {title}
        </h2>
        <p className="h5 mb-1" data-testid={nameTestId}>
          {shown}
        </p>
        {children}
      </div>
    </section>
  );
}
