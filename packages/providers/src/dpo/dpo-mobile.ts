import { refusal, resultOf, type DpoCall } from './dpo-call.ts';
import { textOf, type DpoAnswer } from './dpo-xml.ts';

/** A mobile-money wallet the account offers for a token, as GetMobilePaymentOptions lists it (providers.md §6.4). */
export interface DpoMobileOption {
  country: string;
  countryCode: string;
  /** e.g. "Orange Money" */
  paymentName: string;
  logo: string;
  /** DPO's `celluarprefix`, e.g. "267" */
  cellularPrefix: string;
  amount: string;
  currency: string;
  /** what the member does on the phone, in the operator's words */
  instructions: string;
}

export interface DpoMobileCharge {
  /** the phone's number with its country code, e.g. "+267 71 234 567" or "26771234567" (sent as digits only) */
  phone: string;
  /** the operator as the merchant terminal names it: orange, mascom, btc */
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
  };
}

/** GetMobilePaymentOptions and ChargeTokenMobile: mobile money without leaving the app. */
export function createDpoMobile(call: DpoCall) {
  return {
    /** The wallets the account offers for this token (none is an empty list). */
    async getMobilePaymentOptions(transToken: string): Promise<DpoMobileOption[]> {
      const answer = await call('GetMobilePaymentOptions', { TransactionToken: transToken });
      const result = resultOf(answer);
      if (result !== undefined && result !== '000') throw refusal(answer, 'mobile options lookup');
      const options = answer.paymentoptions;
      if (options === '' || options === undefined) return [];
      const listed = (options as { mobileoption?: unknown }).mobileoption;
      return Array.isArray(listed) ? listed.filter((element): element is DpoAnswer => typeof element === 'object' && element !== null).map(optionOf) : [];
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
      return {
        statusCode: sentToPhone,
        explanation: textOf(answer, 'ResultExplanation') ?? '',
        instructions: textOf(answer, 'instructions') ?? '',
        redirectOption: textOf(answer, 'RedirectOption') ?? '0',
      };
    },
  };
}
