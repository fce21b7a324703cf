import { useEffect, useState, useSyncExternalStore } from 'react';
import { tripGuideUiText } from '@guidepass/texts/en/web/trip-guide-text';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { readTripGuide } from '../../../lib/saved-trip-guide.ts';
import { closeTripGuide, measureTripGuide, resumeTripGuide, startTripGuide, subscribeTripGuide, tripGuideState } from './save-trip-guide.ts';

/**
 * "Save the guide for the trip" in the guide's menu (product.md §21): the size first, then progress in pages and MB,
 * then done; "Update" once a save is done. A save a reload interrupted goes on by itself when the guide opens.
 */
export function TripGuideSave({ passPath }: { passPath: string }) {
  const state = useSyncExternalStore(subscribeTripGuide, tripGuideState, tripGuideState);
  const [savedBefore, setSavedBefore] = useState(false);

  useEffect(() => {
    void resumeTripGuide(passPath);
  }, [passPath]);
  useEffect(() => {
    if (state.phase === 'idle' || state.phase === 'done') void readTripGuide().then((record) => setSavedBefore(record?.doneAt != null), () => {});
  }, [state.phase]);

  const close = <Button variant="secondary" onClick={closeTripGuide}>{tripGuideUiText.tripGuideClose}</Button>;
  switch (state.phase) {
    case 'idle':
      return (
        <Button variant="secondary" onClick={() => void measureTripGuide(passPath, savedBefore)}>
          {savedBefore ? tripGuideUiText.tripGuideUpdate : tripGuideUiText.tripGuideSave}
        </Button>
      );
    case 'measuring':
      return <WaitMessage>{tripGuideUiText.tripGuideMeasuring}</WaitMessage>;
    case 'measured':
      return (
        <section className="trip-guide" aria-label={tripGuideUiText.tripGuideTitle}>
          <p role="status">{tripGuideUiText.tripGuideSize(state.paths.length, state.bytes)}</p>
          <div className="actions">
            <Button onClick={() => void startTripGuide(passPath)}>{state.update ? tripGuideUiText.tripGuideUpdate : tripGuideUiText.tripGuideStart}</Button>
            <Button variant="secondary" onClick={closeTripGuide}>{tripGuideUiText.tripGuideCancel}</Button>
          </div>
        </section>
      );
    case 'saving':
      return (
        <section className="trip-guide" aria-label={tripGuideUiText.tripGuideTitle}>
          <progress max={state.total} value={state.saved} aria-label={tripGuideUiText.tripGuideTitle} />
          <p role="status">{tripGuideUiText.tripGuideProgress(state.saved, state.total, state.bytes)}</p>
          {state.waiting ? <p>{tripGuideUiText.tripGuideWaitingForNetwork}</p> : null}
        </section>
      );
    case 'done':
      return (
        <section className="trip-guide" aria-label={tripGuideUiText.tripGuideTitle}>
          <SuccessMessage message={state.update ? tripGuideUiText.tripGuideUpToDate(state.changed) : tripGuideUiText.tripGuideDone(state.total)} />
          {close}
        </section>
      );
    default: {
      const message = {
        'too-big': state.phase === 'too-big' ? tripGuideUiText.tripGuideTooBig(state.needed, state.free) : '',
        'over-limit': tripGuideUiText.tripGuideOverLimit,
        failed: tripGuideUiText.tripGuideFailed,
        unavailable: tripGuideUiText.tripGuideUnavailable,
      }[state.phase];
      return (
        <section className="trip-guide" aria-label={tripGuideUiText.tripGuideTitle}>
          <MessageArea message={message} />
          {close}
        </section>
      );
    }
  }
}
