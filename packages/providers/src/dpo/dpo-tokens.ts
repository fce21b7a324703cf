import { dpoAmountOf } from './dpo-amount.ts';
import { minorOfDpoAmount } from './dpo-amount.ts';
import { refusal, resultOf, type DpoCall } from './dpo-call.ts';
import { dpoVerificationOf, type DpoVerification, type ExpectedDpoPayment } from './dpo-payment-state.ts';
import { dpoServiceDateOf } from './dpo-service-date.ts';
import { textOf } from './dpo-xml.ts';

/** What a token is created with that is not per payment: the merchant's service and the payment time limit. */
export interface DpoTokenSettings {
  serviceType: string;
  /** PTL: after it the token is dead (903) */
  paymentMinutes: number;
  /** the hosted page, e.g. https://secure.3gdirectpay.com/payv2.php */
  paymentUrl: string;
}

export interface NewDpoToken {
  amountMinor: number;
  /** BWP for a Botswana account */
  currency: string;
  /** our payment id; DPO refuses a second token for it once it is paid (CompanyRefUnique) */
  companyRef: string;
  /** where DPO sends the browser after payment, and on Back */
  redirectUrl: string;
  backUrl: string;
  /** e.g. "guidepass Local, 2 weeks" */
  description: string;
  /** default: now */
  serviceDate?: Date;
  customer?: { email?: string; firstName?: string; lastName?: string; phone?: string; dialCode?: string };
}

export interface CreatedDpoToken {
  transToken: string;
  transRef: string;
  /** the hosted payment page for this token */
  paymentPageUrl: string;
}

/** Where one refund stands at DPO (verifyRefund): 003 approved, 008 declined, 009 waiting for DPO's checker. */
export type DpoRefundState = 'approved' | 'declined' | 'pending';

export interface DpoRefundStatus {
  state: DpoRefundState;
  code: string;
  amountMinor: number | null;
  date: string;
}

/** verifyRefund's per-refund codes; a code not listed is not final and is asked about again. */
const refundStates: Readonly<Record<string, DpoRefundState>> = { '003': 'approved', '008': 'declined', '009': 'pending' };

function refundListOf(refunds: unknown): DpoRefundStatus[] {
  const listed = refunds !== null && typeof refunds === 'object' ? (refunds as { Refund?: unknown }).Refund : undefined;
  const entries = Array.isArray(listed) ? listed : listed !== undefined ? [listed] : [];
  return entries
    .filter((entry): entry is Record<string, unknown> => entry !== null && typeof entry === 'object')
    .map((entry) => {
      const code = textOf(entry, 'Code') ?? '';
      return { state: refundStates[code] ?? 'pending', code, amountMinor: minorOfDpoAmount(textOf(entry, 'RefundAmount')), date: textOf(entry, 'RefundDate') ?? '' };
    });
}

/** createToken, verifyToken, cancelToken, refundToken and verifyRefund (providers.md §6.1, §6.3, §6.6, §6.8). */
export function createDpoTokens(call: DpoCall, settings: DpoTokenSettings) {
  return {
    /** Creates a payment token for our payment; refusals (904 currency, 940 already paid) throw a ProviderError with DPO's code. */
    async createToken(token: NewDpoToken): Promise<CreatedDpoToken> {
      const customer = token.customer ?? {};
      const answer = await call('createToken', {
        Transaction: {
          PaymentAmount: dpoAmountOf(token.amountMinor),
          PaymentCurrency: token.currency,
          CompanyRef: token.companyRef,
          RedirectURL: token.redirectUrl,
          BackURL: token.backUrl,
          CompanyRefUnique: '1',
          PTL: String(settings.paymentMinutes),
          PTLtype: 'minutes',
          customerEmail: customer.email,
          customerFirstName: customer.firstName,
          customerLastName: customer.lastName,
          customerPhone: customer.phone,
          customerDialCode: customer.dialCode ?? 'BW',
        },
        Services: {
          Service: {
            ServiceType: settings.serviceType,
            ServiceDescription: token.description,
            ServiceDate: dpoServiceDateOf(token.serviceDate ?? new Date()),
          },
        },
      });
      const transToken = textOf(answer, 'TransToken');
      if (resultOf(answer) !== '000' || !transToken) throw refusal(answer, 'token creation');
      const page = new URL(settings.paymentUrl);
      page.searchParams.set('ID', transToken);
      return { transToken, transRef: textOf(answer, 'TransRef') ?? '', paymentPageUrl: page.toString() };
    },

    /**
     * Asks DPO about a token and reads the answer against the payment we created: the only proof of payment. The
     * CompanyRef goes along, so DPO answers 902 (failed) when the token is not the one created for it.
     */
    async verifyToken(transToken: string, expected: ExpectedDpoPayment): Promise<DpoVerification> {
      const answer = await call('verifyToken', { TransactionToken: transToken, CompanyRef: expected.companyRef });
      if (!resultOf(answer)) throw refusal(answer, 'token verification');
      return dpoVerificationOf(answer, expected);
    },

    /** Cancels an unpaid token; DPO's refusal (999, e.g. already paid) throws a ProviderError with its code and reason. */
    async cancelToken(transToken: string): Promise<void> {
      const answer = await call('cancelToken', { TransactionToken: transToken });
      if (resultOf(answer) !== '000') throw refusal(answer, 'token cancellation');
    },

    /**
     * Refunds all or part of a paid token. DPO has no idempotency key: call it once per refund (refundRef is our id, for
     * DPO's records). A refusal (999: more than paid, not paid) throws a ProviderError with DPO's code and reason.
     */
    async refundToken(refund: { transToken: string; amountMinor: number; reason: string; refundRef: string }): Promise<void> {
      if (refund.amountMinor <= 0) throw new RangeError(`a DPO refund is of a positive amount (got ${refund.amountMinor})`);
      const answer = await call('refundToken', {
        TransactionToken: refund.transToken,
        refundAmount: dpoAmountOf(refund.amountMinor),
        refundDetails: refund.reason,
        refundRef: refund.refundRef,
        refundApproval: '0',
      });
      if (resultOf(answer) !== '000') throw refusal(answer, 'refund');
    },

    /**
     * Every refund of a token as DPO's checker left it, oldest first (providers.md §6.8: a refund may wait for a
     * checker after refundToken's 000). Answers `<Code>000</Code>` with `<Refunds>`; any other code throws.
     */
    async verifyRefund(transToken: string): Promise<DpoRefundStatus[]> {
      // DPO documents verifyRefund on API v7 only
      const answer = await call('verifyRefund', { TransactionToken: transToken }, 'v7');
      if (resultOf(answer) !== '000') throw refusal(answer, 'refund verification');
      return refundListOf(answer.Refunds);
    },
  };
}
