/** Hands a file to the browser as a download (CSV, PDF and Excel exports). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoke later: some browsers read the URL after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
