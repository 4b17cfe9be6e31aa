/**
 * A visitor types into a prerendered form and presses its button before the app has started: once React has
 * hydrated the form, the app's own form state holds what was typed and the form is sent with it, once, and only
 * if the visitor has not typed on since the press.
 */
import { act, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Field, Form, Formik } from 'formik';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The prerendered HTML in the page, the boot script holding input (unless `boot` is false), as before the app. */
function prerendered(boot = true): { root: HTMLElement; handOver: (root: Element) => void } {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Booking onSubmit={() => {}} />);
  document.body.append(root);
  return { root, handOver: boot ? holdEarlyInput(document) : () => {} };
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
    const { root } = prerendered(false);
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

  it('drops the press when the visitor typed on before the hand-over: nothing sent, the form, focus and caret as they are', async () => {
    const { root, handOver } = prerendered();
    typeBeforeTheApp(root);
    root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // Not done yet: back into the note, typing in its middle while the app starts.
    const note = field<HTMLTextAreaElement>(root, 'note');
    note.focus();
    note.value = 'Ring the bell twice';
    note.setSelectionRange(9, 9);

    const onSubmit = vi.fn();
    await hydrate(root, onSubmit, handOver);
    expect(onSubmit).not.toHaveBeenCalled(); // the press was made with other values
    expect(note.value).toBe('Ring the bell twice');
    expect(document.activeElement).toBe(note);
    expect([note.selectionStart, note.selectionEnd]).toEqual([9, 9]);

    // The app holds what is on screen: the visitor's next press sends it.
    await act(async () => root.querySelector('form')!.requestSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ email: 'asha@example.com', note: 'Ring the bell twice' });
  });

  describe('pressed again while React adopts the page', () => {
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    let inTests: boolean | undefined;
    beforeEach(() => {
      // As in the browser: React's scheduler, not act(), runs the hydration, which a press interrupts.
      inTests = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    });
    afterEach(() => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = inTests;
    });

    // A click or a key makes React adopt the page at once to hear it (its own hand-over follows in that event); a
    // submit event alone (a password manager's requestSubmit) reaches the boot script first, and the browser would
    // send the form itself, leaving the page, unless someone cancels it. `false`: cancelled.
    const presses: [string, (form: HTMLFormElement) => boolean | void][] = [
      ['a click of the button', (form) => form.querySelector('button')!.click()],
      ['a submit event alone', (form) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))],
    ];
    it.each(presses)(
      'sends the form once, with every field as typed, whatever the press: %s',
      async (_, pressAgain) => {
        const { root, handOver } = prerendered();
        typeBeforeTheApp(root);
        const form = root.querySelector('form')!;
        form.querySelector('button')!.click(); // before the app: held

        // startApp: the booting mark goes, then React adopts the page in a transition.
        document.documentElement.removeAttribute(BOOTING_ATTRIBUTE);
        const onSubmit = vi.fn();
        const hydrated = vi.fn(() => handOver(root));
        startTransition(() => {
          hydrateRoot(root, <Booking onSubmit={onSubmit} onHydrated={hydrated} />);
        });
        await Promise.resolve(); // as a visitor's press: after the task that started it, before React's scheduler
        expect(hydrated).not.toHaveBeenCalled(); // under way
        expect(pressAgain(form)).not.toBe(true); // not the browser's own send

        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
        await new Promise((done) => setTimeout(done, 50));
        expect(onSubmit).toHaveBeenCalledTimes(1);
        expect(onSubmit.mock.calls[0]![0]).toEqual({
          email: 'asha@example.com',
          password: 'Secret@123',
          remember: true,
          city: 'pune',
          note: 'Ring twice',
          plan: 'premium',
        });
      },
    );
  });
});
