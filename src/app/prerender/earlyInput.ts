/**
 * What a visitor does to a prerendered page before the app has taken it over. Typing works as in any HTML page; a
 * submit is held (the browser's own send would leave the page, the app's would send its rendered, empty form state).
 * Once the app has hydrated, each field the visitor changed is told to the app as their own input would be
 * (hydration adopts the typed value on screen, but the form's state still holds the rendered one), and the held form
 * is submitted again if its fields still hold what they held at the press.
 */
import { BOOTING_ATTRIBUTE } from './handover';

/** What a form's fields hold, to compare: a press sends the values it was made with, or nothing. */
const valuesOf = (form: HTMLFormElement) =>
  String([...form.elements].map((field) => [(field as HTMLInputElement).value, (field as HTMLInputElement).checked]));

/**
 * Marks <html> as booting and holds every submit of the page's own forms (a page rendered anew has its own, not
 * held); returns the hand-over, to run once the app has hydrated `root`. The hold outlasts the booting mark, which
 * goes as hydration starts: a press meanwhile would reach the app before the typed values (an empty form sent, then
 * the held one). Nothing is written into the forms: hydration would find attributes the HTML did not have.
 */
export function holdEarlyInput(doc: Document): (root: Element) => void {
  const prerendered = [...doc.forms];
  let held: HTMLFormElement | null = null;
  let heldValues = '';
  let handedOver = false;
  doc.documentElement.setAttribute(BOOTING_ATTRIBUTE, '');
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (handedOver || !prerendered.includes(form)) {
        held = null; // a press the app hears replaces a held one not sent yet: one press, one send
        return;
      }
      event.preventDefault();
      event.stopPropagation(); // nor does the app hear it before it has the typed values
      held = form; // the last press wins, as it would in the app
      heldValues = valuesOf(form);
    },
    true,
  );
  return (root) => {
    handedOver = true;
    // Typed on after the press: the visitor is not done, so the press is dropped and the form left as they have it.
    if (held && valuesOf(held) !== heldValues) held = null;
    const focused = doc.activeElement as HTMLInputElement;
    const { selectionStart, selectionEnd } = focused;
    root.querySelectorAll('input, textarea, select').forEach(replayField);
    // The app draws the replayed values once the effect that announced its hydration is over, which puts the caret
    // of the field being typed in at its end: back where the visitor had it, before their next key.
    queueMicrotask(() => selectionStart != null && focused.setSelectionRange(selectionStart, selectionEnd));
    // After the app has drawn the fields' new values: the submit reads them. It passes the hold and clears `held`.
    setTimeout(() => held && root.contains(held) && held.requestSubmit());
  };
}

/** Tells the app a field the visitor changed (`root`'s inputs, text areas and selects) as their own input would. */
function replayField(field: Element): void {
  if (field instanceof HTMLSelectElement) {
    const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    if (rendered && field.value !== rendered.value) field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const input = field as HTMLInputElement; // or a text area, whose value works alike
  if (input.type === 'checkbox' || input.type === 'radio') {
    // A radio counts once, as the one pressed; the one it unchecked follows.
    if (input.checked === input.defaultChecked || (input.type === 'radio' && !input.checked)) return;
    // Back to what the app rendered, then the visitor's press again, which the app hears.
    input.checked = input.defaultChecked;
    input.click();
    return;
  }
  if (input.type === 'file' || input.value === input.defaultValue) return;
  const typed = input.value;
  input.value = input.defaultValue;
  // Through the browser's own setter: the app watches the element's, and must see a change.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!.call(input, typed);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
