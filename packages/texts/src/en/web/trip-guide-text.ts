import { formatMegabytes } from '../../format-size.ts';

/**
 * Saving the whole guide for a trip (product.md §21): the guide menu's item, its progress and My membership's line.
 * Apart from uiText: only the parts loaded on demand read them, so they stay out of the first view's JavaScript.
 */
export const tripGuideUiText = {
  tripGuideSave: 'Save the guide for the trip',
  tripGuideUpdate: 'Update the saved guide',
  tripGuideTitle: 'The guide for the trip',
  tripGuideMeasuring: 'Finding out how big the guide is…',
  tripGuideSize: (pages: number, bytes: number) => `${pages} pages, about ${formatMegabytes(bytes)}`,
  tripGuideStart: 'Save on this phone',
  tripGuideCancel: 'Not now',
  tripGuideClose: 'Close',
  tripGuideTooBig: (needed: number, free: number) =>
    `The guide needs about ${formatMegabytes(needed)} but this phone has only ${formatMegabytes(free)} free for guidepass. Free some space and try again.`,
  tripGuideOverLimit: 'This guide is larger than guidepass can save on a phone (500 pages, 200 MB).',
  tripGuideProgress: (saved: number, pages: number, bytes: number) => `Saved ${saved} of ${pages} pages (${formatMegabytes(bytes)})`,
  tripGuideWaitingForNetwork: 'No connection: saving goes on when the network is back.',
  tripGuideDone: (pages: number) => `All ${pages} pages are saved. The guide opens on this phone without a connection.`,
  tripGuideUpToDate: (changed: number) => (changed === 0 ? 'The saved guide is up to date.' : `The saved guide is up to date: ${changed} changed pages fetched.`),
  tripGuideFailed: 'The guide could not be saved. Please try again.',
  tripGuideUnavailable: 'Saving the guide needs a browser that can keep pages offline.',
  tripGuideSavedLine: (pages: number, bytes: number) => `Guide saved on this phone: ${pages} pages, ${formatMegabytes(bytes)}`,
  tripGuideRemove: 'Remove',
  tripGuideRemoved: 'The saved guide was removed from this phone.',
} as const;
