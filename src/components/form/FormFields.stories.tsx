import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { CheckField, PasswordField, SelectField, TextField } from '.';

const CITIES = [
  { value: 'bengaluru', label: 'Bengaluru' },
  { value: 'mumbai', label: 'Mumbai' },
  { value: 'hyderabad', label: 'Hyderabad' },
];

interface Values {
  name: string;
  city: string;
  address: string;
  password: string;
  remember: boolean;
}

const validate = (values: Values) => {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.name.trim()) errors.name = 'Full name is required';
  if (!values.city) errors.city = 'Please choose a city';
  if (values.password.length < 6) errors.password = 'Password must be at least 6 characters';
  return errors;
};

/** The Formik-bound fields every form is built from: label, hint, and the error once touched or submitted. */
function FieldsForm() {
  return (
    <Formik<Values>
      initialValues={{ name: '', city: '', address: '', password: '', remember: false }}
      validate={validate}
      onSubmit={() => undefined}
    >
      <Form noValidate className="d-grid gap-3" style={{ maxWidth: 420 }}>
        <TextField name="name" label="Full name" autoComplete="name" required />
        <SelectField name="city" label="City" options={CITIES} placeholder="Choose a city" required />
        <TextField name="address" label="Address" rows={3} hint="House number, street and landmark" />
        <PasswordField name="password" label="Password" autoComplete="new-password" />
        <CheckField name="remember" label="Remember me" />
        <button type="submit" className="btn btn-primary">
          Save
        </button>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Shared components/Form fields',
  component: FieldsForm,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const SubmittedEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Full name is required')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/City/)).toHaveAccessibleDescription(/Please choose a city/);
  },
};

/** The password's Show / Hide button, then its error tied to it (formerly the PasswordInput stories). */
export const PasswordShowAndError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(password).toHaveAccessibleDescription(/Password must be at least 6 characters/);
  },
};
