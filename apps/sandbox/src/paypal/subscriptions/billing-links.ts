export const productUrl = (base: string, id: string) => `${base}/v1/catalogs/products/${id}`;
export const planUrl = (base: string, id: string) => `${base}/v1/billing/plans/${id}`;
export const subscriptionUrl = (base: string, id: string) => `${base}/v1/billing/subscriptions/${id}`;
/** The buyer's approval page, shaped like PayPal's `/webapps/billing/subscriptions?ba_token=BA-…`. */
export const subscriptionApprovalUrl = (base: string, baToken: string) => `${base}/webapps/billing/subscriptions?ba_token=${encodeURIComponent(baToken)}`;
export const saleUrl = (base: string, id: string) => `${base}/v1/payments/sale/${id}`;
export const saleRefundUrl = (base: string, id: string) => `${base}/v1/payments/refund/${id}`;
