/**
 * Saves a file the API answered as a Blob under `name`: a download the browser starts from an
 * object URL (a plain link cannot carry the bearer token the file calls need).
 */
export function saveBlob(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  // The browser has the file once the click is handled; the URL is not needed after.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
