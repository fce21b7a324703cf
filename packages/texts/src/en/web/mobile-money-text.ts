/** Mobile money in the payment view and My membership (product.md §13): the number, the wallet, the wait for the phone. */
export const mobileMoneyText = {
  mobileMoney: 'Mobile money',
  mobileNumberLabel: 'Mobile number',
  mobileNumberHint: 'Botswana mobile, like 71 234 567',
  walletLegend: 'Wallet',
  // The wallets as members know them, by DPO's operator value; an operator not named here is shown as configured.
  walletNames: { orange: 'Orange Money', mascom: 'MyZaka', btc: 'Smega' } as Readonly<Record<string, string>>,
  sendToPhone: 'Send to my phone',
  sendingToPhone: 'Sending to your phone...',
  approveOnPhone: (amount: string) => `Approve ${amount} on your phone`,
  approveOnPhoneWith: (wallet: string, phone: string) => `${wallet}, ${phone}`,
  timeLeft: (minutes: number, seconds: number) => `Time left to approve: ${minutes}:${String(seconds).padStart(2, '0')}`,
  waitingForApproval: 'Waiting for your approval...',
  // DPO's RedirectOption 1: the wallet wants the member on its own page to approve
  openWalletPage: (wallet: string) => `Open ${wallet} to approve`,
  payAnotherWay: 'Pay another way',
  renewWithMobile: (amount: string, wallet: string, phone: string) => `Renew: approve ${amount} on ${phone} (${wallet})`,
} as const;
