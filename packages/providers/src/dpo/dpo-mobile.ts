import { explanationOf, refusal, resultOf, type DpoCall } from './dpo-call.ts';
import { textOf, type DpoAnswer } from './dpo-xml.ts';

/**
 * A mobile-money wallet the account offers for a token, as GetMobilePaymentOptions lists it (providers.md §6.4, §6.8).
 * Texts DPO leaves out are empty.
 */
export interface DpoMobileOption {
  country: string;
  countryCode: string;
  /** DPO's catalogue name for the wallet, e.g. "MTNmobileMoney" (not our wallet id: configuration maps them) */
  paymentName: string;
  logo: string;
  /** DPO's `celluarprefix`, e.g. "267" */
  cellularPrefix: string;
  amount: string;
  currency: string;
  /** what the member does on the phone, in the operator's words */
  instructions: string;
  /** DPO's fee and the total with it, as written */
  fee: string;
  total: string;
}

/** GetMobilePaymentOptions' answer: the wallets, and the token's own currency and amount (`originalCurrency`). */
export interface DpoMobileOptions {
  options: DpoMobileOption[];
  originalCurrency: string;
  originalAmount: string;
}

export interface DpoMobileCharge {
  /** the phone's number with its country code, e.g. "+267 71 234 567" or "26771234567" (sent as digits only) */
  phone: string;
  /** the MNO value as DPO set it on the merchant terminal, sent exactly as given (case kept) */
  operator: string;
  /** default botswana */
  country?: string;
}

/** ChargeTokenMobile's answer: the request reached the phone; the member approves it there. */
export interface DpoMobileChargeSent {
  statusCode: string;
  explanation: string;
  instructions: string;
  redirectOption: string;
  /** RedirectOption 1: the wallet's page the member must open to approve (null when none is needed or given) */
  redirectUrl: string | null;
}

/** The wallet's page with RedirectOption 1: a URL element of the answer, else the first web address in the instructions. */
function redirectUrlOf(answer: DpoAnswer, instructions: string): string | null {
  const named = ['RedirectURL', 'RedirectUrl', 'redirectUrl', 'URL', 'Url'].map((name) => textOf(answer, name)).find((value) => value);
  const candidate = named ?? /https?:\/\/[^\s<>"']+/.exec(instructions)?.[0];
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** StatusCode 130: the request was sent to the phone [3P]. */
const sentToPhone = '130';

function optionOf(element: DpoAnswer): DpoMobileOption {
  const text = (name: string) => textOf(element, name) ?? '';
  return {
    country: text('country'),
    countryCode: text('countryCode'),
    paymentName: text('paymentname'),
    logo: text('logo'),
    cellularPrefix: text('celluarprefix'),
    amount: text('amount'),
    currency: text('currency'),
    instructions: text('instructions'),
    fee: text('fee'),
    total: text('total'),
  };
}

/** GetMobilePaymentOptions and ChargeTokenMobile: mobile money without leaving the app. */
export function createDpoMobile(call: DpoCall) {
  return {
    /**
     * The wallets the account offers for this token (none is an empty list). DPO answers `<Code>000</Code>` with
     * `<Explanation>` (older pages show no code at all); any other code is a refusal.
     */
    async getMobilePaymentOptions(transToken: string): Promise<DpoMobileOptions> {
      const answer = await call('GetMobilePaymentOptions', { TransactionToken: transToken });
      const result = resultOf(answer);
      if (result !== undefined && result !== '000') throw refusal(answer, 'mobile options lookup');
      const options = answer.paymentoptions;
      const listed = options !== null && typeof options === 'object' ? (options as { mobileoption?: unknown }).mobileoption : undefined;
      return {
        options: Array.isArray(listed) ? listed.filter((element): element is DpoAnswer => typeof element === 'object' && element !== null).map(optionOf) : [],
        originalCurrency: textOf(answer, 'originalCurrency') ?? '',
        originalAmount: textOf(answer, 'originalAmount') ?? '',
      };
    },

    /** Sends the payment request to the member's phone; the result arrives later through verifyToken (900 until then). */
    async chargeTokenMobile(transToken: string, charge: DpoMobileCharge): Promise<DpoMobileChargeSent> {
      const answer = await call('ChargeTokenMobile', {
        TransactionToken: transToken,
        PhoneNumber: charge.phone.replace(/\D/g, ''),
        MNO: charge.operator,
        MNOcountry: charge.country ?? 'botswana',
      });
      if ((textOf(answer, 'StatusCode') ?? resultOf(answer)) !== sentToPhone) throw refusal(answer, 'mobile charge');
      const instructions = textOf(answer, 'instructions') ?? '';
      const redirectOption = textOf(answer, 'RedirectOption') ?? '0';
      return {
        statusCode: sentToPhone,
        explanation: explanationOf(answer) ?? '',
        instructions,
        redirectOption,
        redirectUrl: redirectOption === '1' ? redirectUrlOf(answer, instructions) : null,
      };
    },
  };
}
