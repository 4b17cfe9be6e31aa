import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { UPLOADS } from '../../lib/fileTypes';
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
        <FileField name="photo" label="Photo" upload="profileImage" hint="PNG, JPG or GIF, max 2MB." />
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

/** The password field marks itself required the way every other field does, without changing its name. */
describe('password fields', () => {
  const marks = (container: HTMLElement) => container.querySelectorAll('.text-danger[aria-hidden="true"]');
  const Password = ({ required }: { required?: boolean }) => (
    <Formik initialValues={{ password: '' }} onSubmit={vi.fn()}>
      <PasswordField name="password" label="Password" required={required} />
    </Formik>
  );

  it('shows the asterisk beside a required field, hidden from screen readers, its name still "Password"', () => {
    const { container } = render(<Password required />);
    expect(marks(container)).toHaveLength(1);
    expect(marks(container)[0]).toHaveTextContent('*');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('shows none on an optional field', () => {
    const { container } = render(<Password />);
    expect(marks(container)).toHaveLength(0);
    expect(screen.getByLabelText('Password')).not.toBeRequired();
  });
});

describe('file fields', () => {
  const MB = 1024 * 1024;
  const fileOf = (name: string, type: string, size = 8) => new File([new Uint8Array(size)], name, { type });

  function Gallery({
    onSubmit,
    onChoose,
  }: {
    onSubmit: (v: { gallery: File[] }) => void;
    onChoose: (f: File[]) => void;
  }) {
    return (
      <Formik initialValues={{ gallery: [] as File[] }} onSubmit={onSubmit}>
        <Form noValidate>
          <FileField name="gallery" label="Gallery images" upload="adminImage" multiple onChoose={onChoose} />
          <button type="submit">Send</button>
        </Form>
      </Formik>
    );
  }

  it('refuse a file of another type or over the limit as it is chosen: message at the field, no value, other values kept', async () => {
    // The picker's accept list would hide such files; a drop or an old browser hands them over all the same.
    const user = userEvent.setup({ applyAccept: false });
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Full name/), 'Asha');
    const photo = screen.getByLabelText('Photo');
    expect(photo).toHaveAttribute('accept', UPLOADS.profileImage.accept);

    await user.upload(photo, fileOf('avatar.webp', 'image/webp'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPG or GIF image.');
    expect(photo).toHaveAttribute('aria-invalid', 'true');
    expect(photo).toHaveAccessibleDescription('Choose a PNG, JPG or GIF image. PNG, JPG or GIF, max 2MB.');

    await user.upload(photo, fileOf('huge.png', 'image/png', 2 * MB + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 2 MB.');

    await user.type(screen.getByLabelText('About you'), 'plumber');
    await user.selectOptions(screen.getByLabelText('City'), 'noida');
    await user.click(screen.getByLabelText('I accept the terms'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Asha', bio: 'PLUMBER', city: 'noida', photo: null });
    expect(screen.getByText('The file is larger than 2 MB.')).toBeInTheDocument();

    // 2 MB exactly is within the limit; a good file clears the message.
    const fits = fileOf('me.gif', 'image/gif', 2 * MB);
    await user.upload(photo, fits);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(photo).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toMatchObject({ photo: fits });
  });

  it('refuse a whole selection of several files when one is refused, naming it, and preview none of it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSubmit = vi.fn();
    const onChoose = vi.fn();
    render(<Gallery onSubmit={onSubmit} onChoose={onChoose} />);
    const gallery = screen.getByLabelText('Gallery images');
    const one = fileOf('one.png', 'image/png');

    await user.upload(gallery, [one, fileOf('two.svg', 'image/svg+xml')]);
    expect(screen.getByRole('alert')).toHaveTextContent('two.svg is not a JPEG, PNG, GIF or WebP image.');
    expect(onChoose).toHaveBeenLastCalledWith([]);
    await user.upload(gallery, [one, fileOf('big.webp', 'image/webp', 5 * MB + 1)]);
    expect(screen.getByRole('alert')).toHaveTextContent('big.webp is larger than 5 MB.');
    expect(onChoose).not.toHaveBeenCalledWith(expect.arrayContaining([one]));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ gallery: [] });

    await user.upload(gallery, [one]);
    expect(onChoose).toHaveBeenLastCalledWith([one]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
