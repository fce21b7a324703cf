/** Saving the whole guide for a trip (product.md §21): what the server says. */
export const tripGuideMessages = {
  guideHasNoSitemap: 'This guide cannot be saved whole: it publishes no list of its pages.',
} as const;
