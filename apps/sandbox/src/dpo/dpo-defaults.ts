/**
 * DPO Pay accounts (providers.md §6): the CompanyToken in the XML body is the only credential. The first is the
 * product's Botswana account; the second a pula-only account with Orange Money alone, for per-company refusals.
 */
export const dpoDefaults = {
  companyToken: '5A6D0B1E-D1A0-4B07-9C5A-60D5A7D0B0A1',
  serviceType: '5525',
  // createToken may name the service by its name instead (ServiceTypeName, providers.md §6.8)
  serviceTypeName: 'Guide membership',
  currencies: ['BWP', 'USD', 'ZAR'],
  mobileOperators: ['orange', 'mascom', 'btc'],
  pulaOnly: {
    companyToken: '5A6D0B1E-D1A0-4B07-9C5A-60D5A7D0B0B2',
    serviceType: '5526',
    serviceTypeName: 'Guide membership (pula)',
    currencies: ['BWP'],
    mobileOperators: ['orange'],
  },
} as const;

/**
 * The stand-in terminal's wallets as DPO sets them up (providers.md §6.8): the MNO value ChargeTokenMobile must name,
 * in DPO's spelling, and the catalogue name GetMobilePaymentOptions lists. The harness configures the product with
 * them (DPO_MOBILE_OPERATORS=orange:Orange:OrangeMoneyBW,…).
 */
export const sandboxDpoWallets = {
  orange: { mno: 'Orange', paymentName: 'OrangeMoneyBW' },
  mascom: { mno: 'Mascom', paymentName: 'MascomMyZakaBW' },
  btc: { mno: 'BTC', paymentName: 'BTCSmegaBW' },
} as const;

/** DPO_MOBILE_OPERATORS for the stand-in's terminal: our wallet, its MNO value and its catalogue name. */
export const sandboxDpoMobileOperators = Object.entries(sandboxDpoWallets)
  .map(([wallet, { mno, paymentName }]) => `${wallet}:${mno}:${paymentName}`)
  .join(',');
