/**
 * Whether the page being rendered is the one whose HTML was prerendered: true during the build's render and the
 * browser's hydration of it, false from the first navigation on. A screen whose content is static but which
 * shows a loading step when opened in the app (service details, SPEC §9) starts with its content on that page.
 */
let prerendered = false;

export const onPrerenderedPage = (): boolean => prerendered;

export function setOnPrerenderedPage(value: boolean): void {
  prerendered = value;
}
