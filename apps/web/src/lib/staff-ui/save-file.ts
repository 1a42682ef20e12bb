/** The file name the server gives in Content-Disposition, else `fallback`. */
export function fileNameOf(answer: { headers: Headers }, fallback: string): string {
  const disposition = answer.headers.get('content-disposition') ?? '';
  return disposition.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * Hands `blob` to the browser as a download named `name`. Such files are read with a credential in
 * a header first (a staff token, a booking page's token: a link cannot carry it) and saved from
 * memory.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser has the file; the memory can go once the save has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
