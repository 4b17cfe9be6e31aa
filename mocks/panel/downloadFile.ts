/** Saves text as a file through the browser's download (the mock panel's exports). */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser; revoking at once can cancel the download in Safari.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
