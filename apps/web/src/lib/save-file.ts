/** Hands a file the page fetched to the browser as a download named `filename`. */
export function saveFile(file: Blob, filename: string): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the address; it can go once this task is done.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}
