/** Small files for upload tests. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const pngFile = (name = 'icon.png') => new File([PNG_BYTES], name, { type: 'image/png' });
export const textFile = (name = 'notes.txt') => new File(['not an image'], name, { type: 'text/plain' });
