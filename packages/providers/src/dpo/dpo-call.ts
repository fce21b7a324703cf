import { ProviderError, fetchText } from '../provider-error.ts';
import { buildDpoRequest, parseDpoAnswer, textOf, type DpoAnswer, type DpoFields } from './dpo-xml.ts';

/** Where DPO's API is and the company it acts for (providers.md §6.0). */
export interface DpoCallOptions {
  /** e.g. https://secure.3gdirectpay.com; requests go to `{apiBase}/API/v6/` */
  apiBase: string;
  /** the credential: it travels in every request body, there is no HTTP authentication */
  companyToken: string;
  timeoutMs?: number;
}

/** One request to DPO's XML API (v6, or v7 where DPO documents a request only there); answers the `<API3G>` elements. */
export type DpoCall = (request: string, fields: DpoFields, version?: 'v6' | 'v7') => Promise<DpoAnswer>;

/** DPO's refusals of the request itself (§6.0): our configuration or our XML is wrong, whatever was asked. */
const requestErrors = new Set(['801', '802', '803', '804', '950']);

/** The code of an answer: `Result`, `StatusCode` (ChargeTokenMobile) or `Code` (GetMobilePaymentOptions, verifyRefund). */
export function resultOf(answer: DpoAnswer): string | undefined {
  return textOf(answer, 'Result') ?? textOf(answer, 'StatusCode') ?? textOf(answer, 'Code');
}

/** The words of an answer: `ResultExplanation`, or `Explanation` where DPO answers with `Code`. */
export function explanationOf(answer: DpoAnswer): string | undefined {
  return textOf(answer, 'ResultExplanation') ?? textOf(answer, 'Explanation');
}

/** The ProviderError for a DPO answer that is not the one expected, named by what was attempted. */
export function refusal(answer: DpoAnswer, what: string): ProviderError {
  const code = resultOf(answer);
  return new ProviderError('dpo', 200, code, `DPO ${what} failed: ${explanationOf(answer) ?? `result ${code ?? 'missing'}`}`);
}

/**
 * Posts one request. No answer, a time-out, an HTTP error or a body that is not DPO's XML throws a ProviderError
 * (status 0 when nothing usable came back, so it counts as transient); a request error (801–804, 950) throws one too.
 */
export function createDpoCall(options: DpoCallOptions): DpoCall {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const base = options.apiBase.replace(/\/$/, '');
  return async (request, fields, version = 'v6') => {
    const { status, text } = await fetchText('dpo', `${base}/API/${version}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml', accept: 'application/xml' },
      body: buildDpoRequest(options.companyToken, request, fields),
      timeoutMs,
    });
    // DPO answers 200 even for refusals: any other status is a proxy, an outage or a wrong DPO_API_BASE.
    if (status !== 200) throw new ProviderError('dpo', status, `HTTP_${status}`, `DPO ${request} failed: HTTP ${status}`);
    const answer = parseDpoAnswer(text);
    if (!answer) throw new ProviderError('dpo', 0, 'NOT_XML', `DPO ${request} failed: the answer is not DPO's XML (${JSON.stringify(text.slice(0, 80))})`);
    if (requestErrors.has(resultOf(answer) ?? '')) throw refusal(answer, request);
    return answer;
  };
}
