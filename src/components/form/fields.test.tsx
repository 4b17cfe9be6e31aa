import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { CheckField, FileField, PasswordField, SelectField, TextField } from '.';

interface Values {
  name: string;
  bio: string;
  city: string;
  agree: boolean;
  secret: string;
  photo: File | null;
}
const initial: Values = { name: '', bio: '', city: '', agree: false, secret: '', photo: null };

function Harness({ onSubmit = vi.fn() }: { onSubmit?: (values: Values) => void }) {
  return (
    <Formik<Values>
      initialValues={initial}
      validate={(values) => ({
        ...(values.name.trim() ? {} : { name: 'Name is required' }),
        ...(values.agree ? {} : { agree: 'You must accept the terms and conditions' }),
        ...(values.city ? {} : { city: 'City is required' }),
      })}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <TextField name="name" label="Full name" required hint="As on your ID" maxLength={100} />
        <TextField name="bio" label="About you" rows={3} transform={(v) => v.toUpperCase()} />
        <SelectField
          name="city"
          label="City"
          placeholder="Select a city"
          options={[
            { value: 'delhi', label: 'Delhi' },
            { value: 'noida', label: 'Noida' },
          ]}
        />
        <CheckField name="agree" label="I accept the terms" />
        <PasswordField name="secret" label="Password" />
        <FileField name="photo" label="Photo" accept="image/png,image/jpeg" />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

describe('form field components', () => {
  it('label every control, and show every error at once on submit, tied by aria-describedby', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByLabelText(/Full name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required As on your ID');
    expect(name).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText('I accept the terms')).toHaveAccessibleDescription(
      'You must accept the terms and conditions',
    );
    expect(screen.getByLabelText('About you')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps what is typed, transformed, and sends the values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Full name/), 'Asha');
    await user.type(screen.getByLabelText('About you'), 'plumber');
    await user.selectOptions(screen.getByLabelText('City'), 'noida');
    await user.click(screen.getByLabelText('I accept the terms'));
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo'), photo);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: 'Asha',
      bio: 'PLUMBER',
      city: 'noida',
      agree: true,
      secret: 'Secret@123',
      photo,
    });
    expect(screen.getByLabelText('About you').tagName).toBe('TEXTAREA');
  });
});
