/** What the write benchmarks post as a visitor's browser does, and the codes they read back. */

/** A JSON POST to the public API of the server at `base`. */
export const post = (base, path, body, headers = {}) =>
  fetch(`${base}/api/v1/admin${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/**
 * Each address's verification code, from the mail lines of the server's log so far (development
 * writes mail there when there is no SMTP). The log is read while the server writes it, and a batch
 * of lines can reach the file in more than one write: a line after the last newline may be half
 * written, and is read on the next try.
 */
export const codesFromLog = (output) =>
  new Map(
    output
      .slice(0, output.lastIndexOf('\n') + 1)
      .split('\n')
      .filter((line) => line.includes('"mail":') && line.includes('verification'))
      .map((line) => JSON.parse(line).mail)
      .map((mail) => [mail.to, mail.subject.match(/(\d{6})/)?.[1]]),
  );
