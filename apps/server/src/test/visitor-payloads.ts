/** What a visitor's stand and sponsor forms send (SPEC §3), for the API tests of event forms. */
const person = (email: string, code: string, fullName: string) => ({
  Title: 'Dr.',
  FullName: fullName,
  Gender: 'Female',
  CountryCode: '+964',
  PhoneNumber: '7701234567',
  Country: 'Iraq',
  City: 'Basra',
  JobTitle: 'Cardiologist',
  Email: email,
  VerificationCode: code,
});

export const registrationPayload = (
  email: string,
  code: string,
  { fullName = 'Zainab Al-Amin', notes = '' }: { fullName?: string; notes?: string } = {},
) => ({
  ...person(email, code, fullName),
  Notes: notes,
  IsWorkshop: false,
  WorkShop: 'N/A',
});

export const sponsorPayload = (email: string, code: string) => ({
  ...person(email, code, 'Zainab Al-Amin'),
  Company: 'Tigris Medical Supplies',
  Specialty: 'Laboratory and analytical equipment',
  Website: 'https://tigris-medical.example',
  Classification: 'gold',
});
