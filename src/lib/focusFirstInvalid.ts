/**
 * Moves focus to the first field marked invalid (`aria-invalid="true"`) inside `scope` (a CSS selector), once the
 * messages a validation just set have rendered.
 */
export const focusFirstInvalid = (scope: string) =>
  setTimeout(() => document.querySelector<HTMLElement>(`${scope} [aria-invalid="true"]`)?.focus(), 0);
