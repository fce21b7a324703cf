import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../config/missing-messages.ts';
import { InstallOffer } from './InstallOffer.tsx';
import { IosInstallHint } from './IosInstallHint.tsx';
import { isIosSafariTab } from './install-hint.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const iPhoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const iPadDesktopSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const inAppBrowser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0';

const env = (userAgent: string, more: Partial<Parameters<typeof isIosSafariTab>[0]> = {}) => ({
  userAgent,
  platform: 'iPhone',
  maxTouchPoints: 5,
  displayModeStandalone: false,
  ...more,
});

describe('iOS install hint', () => {
  it('is for Safari on iOS in a tab only', () => {
    expect(isIosSafariTab(env(iPhoneSafari))).toBe(true);
    expect(isIosSafariTab(env(iPadDesktopSafari, { platform: 'MacIntel' }))).toBe(true);
    expect(isIosSafariTab(env(iPadDesktopSafari, { platform: 'MacIntel', maxTouchPoints: 0 })), 'a Mac').toBe(false);
    expect(isIosSafariTab(env(iPhoneSafari, { standalone: true })), 'opened from the home screen').toBe(false);
    expect(isIosSafariTab(env(iPhoneSafari, { displayModeStandalone: true }))).toBe(false);
    expect(isIosSafariTab(env(iPhoneChrome))).toBe(false);
    expect(isIosSafariTab(env(inAppBrowser))).toBe(false);
    expect(isIosSafariTab(env(androidChrome, { platform: 'Linux armv8l' }))).toBe(false);
  });

  it('shows Share → Add to Home Screen until dismissed, and stays dismissed', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhoneSafari);
    const user = userEvent.setup();
    const { unmount } = render(<IosInstallHint />);
    expect(screen.getByText(messages.iosInstallHint)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: uiText.dismiss }));
    expect(screen.queryByText(messages.iosInstallHint)).toBeNull();
    unmount();
    render(<IosInstallHint />);
    expect(screen.queryByText(messages.iosInstallHint)).toBeNull();
  });

  it('is not shown elsewhere', () => {
    render(<IosInstallHint />);
    expect(screen.queryByText(messages.iosInstallHint)).toBeNull();
  });
});

function fakeInstallEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<unknown> };
  const prompt = vi.fn(async () => {});
  event.prompt = prompt;
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  return { event, prompt };
}

describe('install offer', () => {
  it('appears only once the browser offers to install, and opens its dialog', async () => {
    const user = userEvent.setup();
    render(<InstallOffer />);
    expect(screen.queryByRole('button', { name: uiText.install })).toBeNull();

    const { event, prompt } = fakeInstallEvent('accepted');
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented, 'the browser’s own mini-infobar stays away').toBe(true);
    await user.click(screen.getByRole('button', { name: uiText.install }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // An event opens the dialog once only.
    expect(screen.queryByRole('button', { name: uiText.install })).toBeNull();
  });

  it('hides once the app is installed, and Not now keeps it away', async () => {
    const user = userEvent.setup();
    render(<InstallOffer />);
    act(() => void window.dispatchEvent(fakeInstallEvent('dismissed').event));
    expect(screen.getByText(messages.installOffer)).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByText(messages.installOffer)).toBeNull();

    act(() => void window.dispatchEvent(fakeInstallEvent('dismissed').event));
    await user.click(screen.getByRole('button', { name: uiText.notNow }));
    expect(screen.queryByText(messages.installOffer)).toBeNull();
    act(() => void window.dispatchEvent(fakeInstallEvent('dismissed').event));
    expect(screen.queryByText(messages.installOffer)).toBeNull();
  });
});
