/**
 * The first view (product.md §19): the web build prerenders the sign-up page into index.html and, for a salesperson's
 * link, a second page with "Sold by …" in it; the api serves that one for `/?ref=CODE` with the salesperson's name
 * put where these placeholders stand. Shared by the web build (which writes them) and the api (which fills them).
 */
export const firstViewPages = {
  /** the plain sign-up page */
  plain: 'index.html',
  /** the sign-up page for a referral link, its name and data still placeholders */
  referral: 'first-view-referral.html',
} as const;

/** Stands for the salesperson's full name (HTML-escaped when filled) in the referral page. */
export const salespersonNamePlaceholder = '__GUIDEPASS_SALESPERSON_NAME__';
/** A referral link's code as the web app reads it from `?ref=` (trimmed first); anything else is no code. */
export const referralLinkCodeFormat = /^[A-Za-z0-9-]{1,20}$/;

/** The id of the `<script type="application/json">` that tells the app what the server filled in. */
export const firstViewDataId = 'guidepass-first-view';

/** What the server filled into the page: the app starts from it, so that it renders what the HTML already shows. */
export interface FirstViewData {
  /** the link's code (as the app reads it) and whom it names; fullName null: no one (the plain form is sent) */
  referral?: { code: string; fullName: string | null };
}
