/** Mobile money through DPO Pay (product.md §13): the number, the wallet, and how the approval on the phone ended. */
export const mobileMoneyMessages = {
  invalidMobileNumber: 'Enter a Botswana mobile number: 8 digits starting with 7, like 71 234 567.',
  walletNotOffered: 'That wallet is not offered. Please choose one of the wallets listed.',
  mobileMoneyNotOffered: 'Mobile money is not offered right now. Please pay another way.',
  mobileDeclined: 'The payment was declined on your phone and nothing was charged. Try again or pay another way.',
  /** 429: a request to this number is still waiting for an answer on the phone (product.md §18) */
  mobileNumberBusy: 'A payment request is already waiting on this phone. Approve or decline it there first, or try again once it has run out.',
  /** 429: the number has had its 3 requests an hour or 10 a day (product.md §18) */
  mobileNumberLimit: 'This phone has been sent as many payment requests as we allow for now. Please try again later or pay another way.',
  /** 429: 10 mobile-money requests an hour from one connection (product.md §18) */
  mobileRequestsFromHere: 'Too many mobile money requests have come from this connection. Please try again later or pay another way.',
  noRememberedNumber: 'There is no mobile money number to renew with yet. Please pay with mobile money once first.',
} as const;
