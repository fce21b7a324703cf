import { SignOutButton } from '../../components/SignOutButton.tsx';
import { uiText } from '../../config/missing-messages.ts';

// Stands in for the full-screen guide until the guide task replaces it.
export function GuidePlaceholderView() {
  return (
    <main className="view">
      <header className="topbar">
        <h1>{uiText.guideTitle}</h1>
        <SignOutButton variant="danger" />
      </header>
    </main>
  );
}
