/** DPO's result codes and their explanations (providers.md §6.0–6.6), one table for every request. */
export const dpoResults = {
  missingCompanyToken: ['801', 'Request missing company token'],
  unknownCompanyToken: ['802', 'Company token does not exist'],
  badRequestName: ['803', 'No request or error in Request type name'],
  badXml: ['804', 'Error in XML'],
  transactionCreated: ['000', 'Transaction created'],
  currencyNotSupported: ['904', 'Currency not supported'],
  companyRefPaid: ['940', 'CompanyREF already exists and paid'],
  paid: ['000', 'Transaction Paid'],
  authorised: ['001', 'Authorized'],
  overOrUnderPaid: ['002', 'Transaction overpaid/underpaid'],
  pendingBank: ['003', 'Pending Bank'],
  queuedAuthorisation: ['005', 'Queued Authorization'],
  pendingSplit: ['007', 'Pending Split Payment (Part Payment Transactions not fully paid)'],
  notPaidYet: ['900', 'Transaction not paid yet'],
  declined: ['901', 'Transaction declined'],
  timeLimitPassed: ['903', 'The transaction passed the Payment Time Limit'],
  cancelled: ['904', 'Transaction cancelled'],
  cancelSucceeded: ['000', 'Token been updated to status cancelled'],
  refundSucceeded: ['000', 'Refund successful'],
  mobileOptions: ['000', 'Results Found'],
  amountOverLimit: ['905', 'The transaction amount has exceeded your allowed transaction limit, please contact: support@directpay.online'],
  monthlyLimitReached: ['906', 'You exceeded your monthly transactions limit, please contact: support@directpay.online'],
  refundsFound: ['000', 'Results Found'],
  refundApproved: ['003', 'Refund successful - Automated done'],
  refundDeclined: ['008', 'Declined'],
  refundPending: ['009', 'Manual Pending'],
} as const satisfies Record<string, readonly [string, string]>;

export type DpoResult = readonly [code: string, explanation: string];

/** A refusal thrown anywhere while answering a request; the API route turns it into `<Result>`/`<ResultExplanation>`. */
export class DpoRefusal extends Error {
  readonly code: string;
  readonly explanation: string;

  constructor(code: string, explanation: string) {
    super(`${code} ${explanation}`);
    this.code = code;
    this.explanation = explanation;
  }

  static of([code, explanation]: DpoResult): DpoRefusal {
    return new DpoRefusal(code, explanation);
  }
}

/** 950, naming the field, e.g. "Request missing mandatory fields: PaymentAmount". */
export function missingField(name: string): DpoRefusal {
  return new DpoRefusal('950', `Request missing mandatory fields: ${name}`);
}

/** 960: an element sent twice where DPO takes one (createToken documents it). */
export function tagRepeated(name: string): DpoRefusal {
  return new DpoRefusal('960', `Tag has been sent multiple times - ${name}`);
}

/** 902, naming the field whose value DPO cannot use. */
export function dataMismatch(name: string): DpoRefusal {
  return new DpoRefusal('902', `Data mismatch in one of the fields - ${name}`);
}

/** 999, DPO's "custom error message" for cancelToken, refundToken and the mobile requests. */
export function otherError(reason: string): DpoRefusal {
  return new DpoRefusal('999', reason);
}

export function resultFields([code, explanation]: DpoResult): { Result: string; ResultExplanation: string } {
  return { Result: code, ResultExplanation: explanation };
}
