import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../config/missing-messages.ts';
import { markBusy } from '../lib/busy.ts';
import { fakeServiceWorker } from '../testing/pwa-register-stub.ts';
import { ReloadPrompt } from './ReloadPrompt.tsx';

/** jsdom cannot reload: window.location is swapped for a stand-in whose reload() is a mock. */
function stubReload() {
  const real = window.location;
  const reload = vi.fn();
  const standIn = new Proxy({} as Location, {
    get(_target, key) {
      if (key === 'reload') return reload;
      const value: unknown = Reflect.get(real, key, real);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value;
    },
  });
  vi.spyOn(window, 'location', 'get').mockReturnValue(standIn);
  return reload;
}

beforeEach(() => fakeServiceWorker.install());
afterEach(() => vi.restoreAllMocks());

describe('reload prompt', () => {
  it('says nothing until a new version waits, then offers Reload and Later', () => {
    render(<ReloadPrompt />);
    expect(screen.queryByText(messages.updateAvailable)).toBeNull();
    act(() => fakeServiceWorker.announceUpdate());
    expect(screen.getByRole('region', { name: uiText.updateRegion })).toBeTruthy();
    expect(screen.getByText(messages.updateAvailable)).toBeTruthy();
    expect(screen.getByRole('button', { name: uiText.reload })).toBeTruthy();
    expect(screen.getByRole('button', { name: uiText.later })).toBeTruthy();
    // The text sits inside a live region that was there before it, so that it is announced.
    expect(screen.getByText(messages.updateAvailable).closest('[role="status"]')).toBeTruthy();
  });

  it('Reload activates the waiting version and reloads once it has taken control', async () => {
    const reload = stubReload();
    const user = userEvent.setup();
    render(<ReloadPrompt />);
    act(() => fakeServiceWorker.announceUpdate());
    await user.click(screen.getByRole('button', { name: uiText.reload }));
    await waitFor(() => expect(fakeServiceWorker.updateCalls).toEqual([true]));
    expect(reload).not.toHaveBeenCalled();
    act(() => fakeServiceWorker.takeControl());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(messages.updateAvailable)).toBeNull();
  });

  it('Later hides the offer and nothing reloads', async () => {
    const reload = stubReload();
    const user = userEvent.setup();
    render(<ReloadPrompt />);
    act(() => fakeServiceWorker.announceUpdate());
    await user.click(screen.getByRole('button', { name: uiText.later }));
    expect(screen.queryByText(messages.updateAvailable)).toBeNull();
    expect(fakeServiceWorker.updateCalls).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads by itself when another tab activated the new version: it offers the reload again', async () => {
    const reload = stubReload();
    const user = userEvent.setup();
    render(<ReloadPrompt />);
    act(() => fakeServiceWorker.announceUpdate());
    await user.click(screen.getByRole('button', { name: uiText.later }));
    act(() => fakeServiceWorker.takeControl());
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText(messages.updateAvailable)).toBeTruthy();
    // The new version already controls the page: Reload only has to reload.
    await user.click(screen.getByRole('button', { name: uiText.reload }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fakeServiceWorker.updateCalls).toEqual([]);
  });

  it('waits while a payment is in progress and offers the reload once it is over', () => {
    render(<ReloadPrompt />);
    let release = () => {};
    act(() => {
      release = markBusy();
    });
    act(() => fakeServiceWorker.announceUpdate());
    expect(screen.queryByText(messages.updateAvailable)).toBeNull();
    act(() => release());
    expect(screen.getByText(messages.updateAvailable)).toBeTruthy();
  });
});
