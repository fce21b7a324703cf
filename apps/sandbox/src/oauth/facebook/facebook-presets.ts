import type { Identity } from '../identity.ts';

export const facebookPresetIdentities: Identity[] = [
  { name: 'Thato Molefe', email: 'thato@example.com', emailVerified: true },
  { name: 'Kagiso Dube', email: 'kagiso@example.com', emailVerified: true },
  { name: 'No Email User', email: null, emailVerified: false },
];
