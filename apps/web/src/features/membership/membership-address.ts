/** My membership's address (app/location.ts reads it). */
export const membershipAddress = '/?view=membership';

/** My membership on renewal: the reminder e-mail's link (app/location.ts reads it). */
export const renewAddress = '/?renew=1';
