/** Words a membership notice says the same way by e-mail and as a push (product.md §8). */
export const noticeText = {
  // How long until a membership ends: whole days from a day on, else hours.
  hoursLeft: (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`),
  daysLeft: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  membershipNotActive: 'Your membership is not active now.',
  paymentFailedTitle: 'Your guidepass payment failed',
} as const;
