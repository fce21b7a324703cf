// The prerendered sign-up form can be filled in and sent before the app's JavaScript has taken it over (product.md
// §19: usable on Slow 3G within 3 s). A submit then is held by index.html's inline script (never sent by the
// browser itself, which would put the password in an address) and made again by the app once it runs. So is a press
// of one of the page's other buttons (Sign in with Google, Log in…), which has no handler until the app runs.

/** Set by the app once it has taken the page over; read by the inline script. */
const readyFlag = '__guidepassReady';
/** The form whose submit the inline script held. */
const heldForm = '__guidepassHeldSubmit';
/** The plain button (not a submit) whose press the inline script held. */
const heldButton = '__guidepassHeldPress';

/** The inline script's part: hold submits and plain buttons' presses until the app is ready; the last one counts. */
export const holdEarlySubmits =
  `addEventListener('submit',function(e){if(window.${readyFlag})return;e.preventDefault();e.stopImmediatePropagation();` +
  `window.${heldForm}=e.target;window.${heldButton}=null},true);` +
  `addEventListener('click',function(e){if(window.${readyFlag})return;var b=e.target&&e.target.closest&&e.target.closest('#root button[type=button]');` +
  `if(!b)return;e.preventDefault();e.stopImmediatePropagation();window.${heldButton}=b;window.${heldForm}=null},true);`;

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
  const button = page[heldButton];
  page[heldForm] = undefined;
  page[heldButton] = undefined;
  if (form instanceof HTMLFormElement) setTimeout(() => form.isConnected && form.requestSubmit(), 0);
  // The app hydrated the page's own elements, so the held button is the one that now has a handler.
  if (button instanceof HTMLButtonElement) setTimeout(() => button.isConnected && !button.disabled && button.click(), 0);
}
