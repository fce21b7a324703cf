import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { OfflineNotice } from './OfflineNotice.tsx';

afterEach(() => vi.restoreAllMocks());

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('offline notice', () => {
  it('says plainly that the app is offline and what still works, inside a live region', () => {
    render(<OfflineNotice />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    setOnline(false);
    expect(screen.getByText(messages.offline).closest('[role="status"]')).toBe(region);
    setOnline(true);
    expect(screen.queryByText(messages.offline)).toBeNull();
  });
});
