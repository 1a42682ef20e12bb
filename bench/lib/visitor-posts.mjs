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

/** Today where the site is (its default time zone): an event of this day has its door open. */
export const siteToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Baghdad',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A registration form's fields as the page sends them. */
export const registrationOf = (email, code, fullName, gender = 'Female') => ({
  Title: 'Dr.',
  FullName: fullName,
  Gender: gender,
  CountryCode: '+964',
  PhoneNumber: '7701234567',
  Country: 'Iraq',
  City: 'Basra',
  JobTitle: 'Physician',
  Email: email,
  VerificationCode: code,
  Notes: '',
  IsWorkshop: false,
  WorkShop: 'N/A',
});

/** A staff token of the bench's SuperAdmin, as a header. */
export async function benchStaff(app) {
  const signIn = await fetch(`${app.url}/api/v1/Accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@amanah.example', password: 'bench-admin-password' }),
  });
  return { authorization: `Bearer ${(await signIn.json()).token}` };
}

/**
 * Books `emails` for the event as visitors do, 50 at a time (a code each, read from the server's
 * log, then the form): each booking's ticket short code, in no particular order.
 */
export async function bookTickets(app, eventId, emails, nameOf) {
  for (let i = 0; i < emails.length; i += 50)
    await Promise.all(
      emails.slice(i, i + 50).map((email) => post(app.url, `/Events/${eventId}/send-code`, { Email: email })),
    );
  let codes = codesFromLog(app.output());
  for (let i = 0; i < 400 && emails.some((email) => !codes.get(email)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    codes = codesFromLog(app.output());
  }
  const shortCodes = [];
  for (let i = 0; i < emails.length; i += 50)
    await Promise.all(
      emails.slice(i, i + 50).map(async (email, j) => {
        const res = await post(
          app.url,
          `/Events/${eventId}/submit`,
          registrationOf(email, codes.get(email), nameOf(i + j)),
        );
        if (res.status === 200) shortCodes.push((await res.json()).ticket.shortCode);
      }),
    );
  return shortCodes;
}
