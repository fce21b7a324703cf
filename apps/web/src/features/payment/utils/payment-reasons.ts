/** The web's own check before a payment starts, named like the api's reasons: no tier chosen yet. */
export const tierNotChosen = 'tier-not-chosen';
