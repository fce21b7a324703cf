/** The buyer PayPal reports on an approved order or subscription. */
export interface Payer {
  payerId: string;
  email: string;
  givenName: string;
  surname: string;
  countryCode: string;
}
