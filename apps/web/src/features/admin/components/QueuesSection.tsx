import { useId } from 'react';
import { OpenGuideSection } from '../../../components/OpenGuideSection.tsx';
import { useApiClient } from '../../../lib/api-context.tsx';
import { queueDashboardPath } from '../api/get-earnings.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

/** The way to the queue dashboard (a server page), and the guide an administrator opens without paying. */
export function QueuesSection() {
  const client = useApiClient();
  const titleId = useId();
  return (
    <>
      <section className="view-section" aria-labelledby={titleId}>
        <h2 id={titleId}>{adminUiText.queuesTitle}</h2>
        <p>{adminUiText.queuesHint}</p>
        <a className="button button--secondary view-section__link" href={client.url(queueDashboardPath)}>
          {adminUiText.openQueues}
        </a>
      </section>
      <OpenGuideSection hint={adminUiText.guideForAdminsHint} />
    </>
  );
}
