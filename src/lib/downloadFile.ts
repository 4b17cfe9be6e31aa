export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  // In the document while clicked: Firefox ignores a click on a detached link.
  document.body.append(link);
  link.click();
  link.remove();
  // Not at once: a browser may still be reading the blob when click() returns (Safari cancels the download).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
