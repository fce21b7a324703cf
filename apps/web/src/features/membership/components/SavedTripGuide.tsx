import { useEffect, useState } from 'react';
import { tripGuideUiText } from '@guidepass/texts/en/web/trip-guide-text';
import { Button } from '../../../components/ui/Button.tsx';
import { SuccessMessage } from '../../../components/ui/SuccessMessage.tsx';
import { readTripGuide, removeTripGuide } from '../../../lib/saved-trip-guide.ts';
import type { TripGuideRecord } from '../../../sw/trip-guide.ts';

/**
 * My membership's line for the guide saved for a trip (product.md §21): its size and "Remove"; nothing without one,
 * and nothing once the membership just read is over (its pages are being deleted: features/guide/hooks/use-saved-guide-pages.ts).
 */
export function SavedTripGuide({ membershipOver }: { membershipOver: boolean }) {
  const [record, setRecord] = useState<TripGuideRecord | null>(null);
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    void readTripGuide().then(setRecord, () => {});
  }, []);

  if (removed) return <SuccessMessage message={tripGuideUiText.tripGuideRemoved} />;
  if (membershipOver || record === null || record.saved === 0) return null;
  return (
    <section className="view-section saved-trip-guide" aria-label={tripGuideUiText.tripGuideTitle}>
      <p>{tripGuideUiText.tripGuideSavedLine(record.saved, record.bytes)}</p>
      <Button
        variant="secondary"
        onClick={() =>
          void removeTripGuide().then(() => {
            setRecord(null);
            setRemoved(true);
          })
        }
      >
        {tripGuideUiText.tripGuideRemove}
      </Button>
    </section>
  );
}
