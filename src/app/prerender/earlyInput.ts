/**
 * What a visitor does to a prerendered page before the app has taken it over. Typing works as in any HTML page;
 * a submit is held (the browser's own send would leave the page). Once the app has hydrated, each field whose
 * value differs from the one the app rendered is told to the app as the visitor's own input would be (hydration
 * adopts the typed value on screen, but the form's state still holds the rendered, empty one), and the held form
 * is submitted again.
 */
import { BOOTING_ATTRIBUTE } from './handover';

/**
 * Holds every submit while <html> has the booting attribute (the app removes it as it takes the page over) and
 * returns the hand-over to run once the app has hydrated `root`. Nothing is written into the forms: hydration
 * would find attributes the HTML did not have.
 */
export function holdEarlyInput(doc: Document): (root: Element) => void {
  let held: HTMLFormElement | null = null;
  doc.documentElement.setAttribute(BOOTING_ATTRIBUTE, '');
  doc.addEventListener(
    'submit',
    (event) => {
      if (!doc.documentElement.hasAttribute(BOOTING_ATTRIBUTE)) return;
      event.preventDefault();
      held = event.target as HTMLFormElement; // the last press wins, as it would in the app
    },
    true,
  );
  return (root) => {
    root.querySelectorAll('input, textarea, select').forEach(replayField);
    const form = held;
    held = null;
    // After the app has drawn the fields' new values: the submit reads them.
    if (form && root.contains(form)) setTimeout(() => form.requestSubmit());
  };
}

/** The browser's own value setter: the app watches the element's setter, and must see a change. */
function setOwnValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

function replayField(field: Element): void {
  if (field instanceof HTMLSelectElement) {
    const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    if (rendered && field.value !== rendered.value) field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio counts once, as the one pressed; the one it unchecked follows.
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return;
    // Back to what the app rendered, then the visitor's press again, which the app hears.
    field.checked = field.defaultChecked;
    field.click();
    return;
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (field.type === 'file' || field.value === field.defaultValue) return;
  const typed = field.value;
  field.value = field.defaultValue;
  setOwnValue(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
