import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { MessageArea } from '../../../components/ui/MessageArea.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import { WaitMessage } from '../../../components/ui/WaitMessage.tsx';
import { uiText } from '../../../config/missing-messages.ts';
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

  const close = <Button variant="secondary" onClick={closeTripGuide}>{uiText.tripGuideClose}</Button>;
  switch (state.phase) {
    case 'idle':
      return (
        <Button variant="secondary" onClick={() => void measureTripGuide(passPath, savedBefore)}>
          {savedBefore ? uiText.tripGuideUpdate : uiText.tripGuideSave}
        </Button>
      );
    case 'measuring':
      return <WaitMessage>{uiText.tripGuideMeasuring}</WaitMessage>;
    case 'measured':
      return (
        <section className="trip-guide" aria-label={uiText.tripGuideTitle}>
          <p role="status">{uiText.tripGuideSize(state.paths.length, state.bytes)}</p>
          <div className="actions">
            <Button onClick={() => void startTripGuide(passPath)}>{state.update ? uiText.tripGuideUpdate : uiText.tripGuideStart}</Button>
            <Button variant="secondary" onClick={closeTripGuide}>{uiText.tripGuideCancel}</Button>
          </div>
        </section>
      );
    case 'saving':
      return (
        <section className="trip-guide" aria-label={uiText.tripGuideTitle}>
          <progress max={state.total} value={state.saved} aria-label={uiText.tripGuideTitle} />
          <p role="status">{uiText.tripGuideProgress(state.saved, state.total, state.bytes)}</p>
          {state.waiting ? <p>{uiText.tripGuideWaitingForNetwork}</p> : null}
        </section>
      );
    case 'done':
      return (
        <section className="trip-guide" aria-label={uiText.tripGuideTitle}>
          <SuccessMessage message={state.update ? uiText.tripGuideUpToDate(state.changed) : uiText.tripGuideDone(state.total)} />
          {close}
        </section>
      );
    default: {
      const message = {
        'too-big': state.phase === 'too-big' ? uiText.tripGuideTooBig(state.needed, state.free) : '',
        'over-limit': uiText.tripGuideOverLimit,
        failed: uiText.tripGuideFailed,
        unavailable: uiText.tripGuideUnavailable,
      }[state.phase];
      return (
        <section className="trip-guide" aria-label={uiText.tripGuideTitle}>
          <MessageArea message={message} />
          {close}
        </section>
      );
    }
  }
}
