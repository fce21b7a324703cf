// The prerendered sign-up form can be filled in and sent before the app's JavaScript has taken it over (product.md
// §19: usable on Slow 3G within 3 s). A submit then is held by index.html's inline script (never sent by the
// browser itself, which would put the password in an address) and made again by the app once it runs.

/** Set by the app once it has taken the page over; read by the inline script. */
const readyFlag = '__guidepassReady';
/** The form whose submit the inline script held. */
const heldForm = '__guidepassHeldSubmit';

/** The inline script's part: hold submits until the app is ready. */
export const holdEarlySubmits =
  `addEventListener('submit',function(e){if(window.${readyFlag})return;e.preventDefault();e.stopImmediatePropagation();` +
  `window.${heldForm}=e.target},true);`;

/**
 * What was typed into the prerendered fields before the app took them over is in the page but not yet in the app's
 * state: each such field is reported to React as typed (its value tracker reset first, so that the input event is a
 * change to it).
 */
function adoptTypedValues(): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const field of document.querySelectorAll<HTMLInputElement>('#root form input')) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue; // through React's tracker: it now holds what the app rendered
    setValue.call(field, typed); // past it: the page shows what was typed, and the event below is a change
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * The app has taken the page over: what was typed meanwhile becomes its state, submits are its own now, and one held
 * meanwhile is made again (once that state is rendered).
 */
export function releaseEarlySubmit(): void {
  adoptTypedValues();
  const page = window as unknown as Record<string, unknown>;
  page[readyFlag] = true;
  const form = page[heldForm];
  page[heldForm] = undefined;
  if (form instanceof HTMLFormElement) setTimeout(() => form.isConnected && form.requestSubmit(), 0);
}
