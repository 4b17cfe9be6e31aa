import { Form, Formik } from 'formik';
import { AutoDismissAlert } from '../../components/AutoDismissAlert';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useActionForm } from '../../components/form/useActionForm';
import { CONTACT_CATEGORIES } from '../../content/pages/support';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '', category: 'general' };
export type ContactValues = typeof EMPTY;

/** Its fields are marked required but nothing is validated (docs/product-rules.md), nor sent. */
export function ContactForm({ headingId }: { headingId?: string }) {
  const form = useActionForm<ContactValues>();
  return (
    <Formik<ContactValues>
      initialValues={EMPTY}
      onSubmit={async (values, { resetForm }) => {
        await form.submit(values);
        resetForm();
      }}
    >
      <Form noValidate aria-labelledby={headingId}>
        <AutoDismissAlert notice={form.notice} onClose={() => form.setNotice(null)} />
        <div className="row g-0 gx-md-3">
          <div className="col-12 col-md-6">
            <TextField name="name" limit="name" label="Full name" autoComplete="name" required />
          </div>
          <div className="col-12 col-md-6">
            <TextField name="email" limit="email" label="E-mail address" type="email" autoComplete="email" required />
          </div>
          <div className="col-12 col-md-6">
            <TextField
              name="phone"
              limit="contactPhone"
              label="Phone number"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
            />
          </div>
          <div className="col-12 col-md-6">
            <SelectField name="category" label="Category" options={CONTACT_CATEGORIES} required />
          </div>
        </div>
        <TextField name="subject" limit="subject" label="Subject" required />
        <TextField name="message" limit="message" label="Message" rows={5} required />
        <button type="submit" className="btn btn-primary px-4">
          Send Message
        </button>
      </Form>
    </Formik>
  );
}
