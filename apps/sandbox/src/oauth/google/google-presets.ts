import type { Identity } from '../identity.ts';

export const googlePresetIdentities: Identity[] = [
  { name: 'Thato Molefe', email: 'thato@example.com', emailVerified: true },
  { name: 'Kagiso Dube', email: 'kagiso@example.com', emailVerified: true },
  { name: 'Unverified Person', email: 'unverified@example.com', emailVerified: false },
];
