/**
 * A visitor types into a prerendered form and presses its button before the app has started: once React has
 * hydrated the form, the app's own form state holds what was typed and the form is sent with it.
 */
import { act, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Field, Form, Formik } from 'formik';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './earlyInput';
import { BOOTING_ATTRIBUTE } from './handover';

const EMPTY = { email: '', password: '', remember: false, city: '', note: '', plan: 'basic' };

function Booking({ onSubmit, onHydrated }: { onSubmit: (values: typeof EMPTY) => void; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <Formik initialValues={EMPTY} onSubmit={onSubmit}>
      <Form method="post">
        <label htmlFor="email">Email</label>
        <Field id="email" name="email" type="email" />
        <label htmlFor="password">Password</label>
        <Field id="password" name="password" type="password" />
        <label htmlFor="remember">Keep me logged in</label>
        <Field id="remember" name="remember" type="checkbox" />
        <label htmlFor="city">City</label>
        <Field id="city" name="city" as="select">
          <option value="">Choose</option>
          <option value="pune">Pune</option>
        </Field>
        <label htmlFor="note">Note</label>
        <Field id="note" name="note" as="textarea" />
        <label htmlFor="basic">Basic</label>
        <Field id="basic" name="plan" type="radio" value="basic" />
        <label htmlFor="premium">Premium</label>
        <Field id="premium" name="plan" type="radio" value="premium" />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

/** The prerendered HTML in the page, the boot script holding input, as before the app has started. */
function prerendered(): { root: HTMLElement; handOver: (root: Element) => void } {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Booking onSubmit={() => {}} />);
  document.body.append(root);
  return { root, handOver: holdEarlyInput(document) };
}

const field = <T extends Element>(root: HTMLElement, id: string) => root.querySelector<T>(`#${id}`)!;

/** What a visitor does to the plain HTML: the browser changes the fields; no script hears it. */
function typeBeforeTheApp(root: HTMLElement) {
  field<HTMLInputElement>(root, 'email').value = 'asha@example.com';
  field<HTMLInputElement>(root, 'password').value = 'Secret@123';
  field<HTMLInputElement>(root, 'remember').checked = true;
  field<HTMLSelectElement>(root, 'city').value = 'pune';
  field<HTMLTextAreaElement>(root, 'note').value = 'Ring twice';
  field<HTMLInputElement>(root, 'premium').checked = true;
}

/** The app taking the page over: the hold ends, React hydrates, then the hand-over runs (when `replay`). */
async function hydrate(
  root: HTMLElement,
  onSubmit: (values: typeof EMPTY) => void,
  handOver?: (root: Element) => void,
) {
  document.documentElement.removeAttribute(BOOTING_ATTRIBUTE);
  await act(async () => {
    hydrateRoot(root, <Booking onSubmit={onSubmit} onHydrated={handOver && (() => handOver(root))} />);
  });
  await act(() => new Promise((done) => setTimeout(done, 20)));
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(BOOTING_ATTRIBUTE);
});

describe('input made before the app started', () => {
  it('is held on submit, then sent by the app with every field as typed', async () => {
    const { root, handOver } = prerendered();
    typeBeforeTheApp(root);
    const form = root.querySelector('form')!;
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true); // the browser's own send would have left the page

    const onSubmit = vi.fn();
    await hydrate(root, onSubmit, handOver);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      email: 'asha@example.com',
      password: 'Secret@123',
      remember: true,
      city: 'pune',
      note: 'Ring twice',
      plan: 'premium',
    });
    expect(field<HTMLInputElement>(root, 'email').value).toBe('asha@example.com');
  });

  it('without the hand-over the app would send the rendered, empty values (what this guards against)', async () => {
    const { root } = prerendered();
    typeBeforeTheApp(root);
    const onSubmit = vi.fn();
    await hydrate(root, onSubmit);
    await act(async () => root.querySelector('form')!.requestSubmit());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ email: '', password: '', remember: false });
  });

  it('changes nothing and sends nothing when the visitor did nothing', async () => {
    const { root, handOver } = prerendered();
    const onSubmit = vi.fn();
    await hydrate(root, onSubmit, handOver);
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => root.querySelector('form')!.requestSubmit());
    expect(onSubmit.mock.calls[0]![0]).toEqual(EMPTY);
  });
});
