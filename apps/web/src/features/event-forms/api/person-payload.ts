/** SPEC §3: who is registering, as both event forms send it (PascalCase, as the client spells it). */
export interface PersonPayload {
  Title: string;
  FullName: string;
  Gender: string;
  CountryCode: string;
  PhoneNumber: string;
  Country: string;
  City: string;
  JobTitle: string;
  Email: string;
  VerificationCode: string;
}
