/**
 * What a visitor did to a prerendered page before the app took it over, handed to the app once it has hydrated.
 * Hydration adopts the HTML's fields with what was typed in them, but the app's form state still holds what the
 * page was rendered with (empty): a send would refuse the typed fields as missing. Each field whose value differs
 * from the one the app rendered (its default) is told to the app as the visitor's own input would, and a form
 * submitted meanwhile (held by ./boot.ts) is submitted again.
 */
import { BOOTING_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE } from './boot';

/** The browser's own value setter: the app's field watches the element's setter, and must see a change. */
function setOwnValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
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

/** Forms submit on their own from here on: the boot's hold ends as the app takes the page over. */
export function endEarlyInput(doc: Document): void {
  doc.documentElement.removeAttribute(BOOTING_ATTRIBUTE);
}

/** Runs once the app has hydrated `root`. */
export function replayEarlyInput(root: HTMLElement): void {
  root.querySelectorAll('input, textarea, select').forEach(replayField);
  root.querySelectorAll<HTMLFormElement>(`form[${HELD_SUBMIT_ATTRIBUTE}]`).forEach((form) => {
    form.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    // After the app has drawn the fields' new values: the submit reads them.
    setTimeout(() => form.requestSubmit());
  });
}
