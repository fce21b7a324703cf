import { useId } from 'react';
import { messages } from '@guidepass/domain/messages';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { usePushNotices } from '../hooks/use-push-notices.ts';
import type { PushDevice } from '../hooks/push-device.ts';

/**
 * "Notifications on this device": receipts and membership reminders as notifications here too (product.md §8, Web
 * Push), on or off per device. Says what to do where it cannot be turned on: blocked in the browser, or an iPhone
 * browser tab (the app on the home screen first).
 */
export function PushNotices({ device }: { device?: PushDevice }) {
  const headingId = useId();
  const { state, turnOn, turnOff } = usePushNotices(device);
  const status = (() => {
    switch (state.status) {
      case 'checking':
        return null;
      case 'unsupported':
        return messages.pushUnsupported;
      case 'ios-not-installed':
        return messages.pushIosInstallFirst;
      case 'denied':
        return messages.pushDenied;
      case 'on':
        return messages.pushOn;
      case 'off':
        return messages.pushOff;
      case 'busy':
        return state.turning === 'on' ? messages.pushOff : messages.pushOn;
    }
  })();
  const on = state.status === 'on' || (state.status === 'busy' && state.turning === 'off');
  const canToggle = state.status === 'on' || state.status === 'off' || state.status === 'busy';
  const problem = (state.status === 'on' || state.status === 'off') && state.problem ? state.problem : null;

  return (
    <section className="view-section push-notices" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages.pushTitle}</h2>
      {status ? <p role="status">{status}</p> : null}
      {canToggle ? (
        <div className="actions">
          <Button
            variant={on ? 'secondary' : 'primary'}
            busy={state.status === 'busy'}
            onClick={() => void (on ? turnOff() : turnOn())}
          >
            {on ? messages.pushTurnOff : messages.pushTurnOn}
          </Button>
        </div>
      ) : null}
      <MessageArea message={problem} />
    </section>
  );
}
