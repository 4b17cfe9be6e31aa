/** True during the build's render and the hydration of it: a screen's loading step is skipped on that page. */
let prerendered = false;

export const onPrerenderedPage = (): boolean => prerendered;

export function setOnPrerenderedPage(value: boolean): void {
  prerendered = value;
}
