/** Mobile money through DPO Pay (product.md §13): the number, the wallet, and how the approval on the phone ended. */
export const mobileMoneyMessages = {
  invalidMobileNumber: 'Enter a Botswana mobile number: 8 digits starting with 7, like 71 234 567.',
  walletNotOffered: 'That wallet is not offered. Please choose one of the wallets listed.',
  mobileMoneyNotOffered: 'Mobile money is not offered right now. Please pay another way.',
  mobileDeclined: 'The payment was declined on your phone and nothing was charged. Try again or pay another way.',
  noRememberedNumber: 'There is no mobile money number to renew with yet. Please pay with mobile money once first.',
} as const;
