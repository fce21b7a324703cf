// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createLastSignInStore } from './last-sign-in.ts';

function storageWith(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { values, getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), removeItem: (k: string) => void values.delete(k) };
}

describe('last sign-in', () => {
  it('reads back what it wrote, and forgets it', () => {
    const store = createLastSignInStore(storageWith());
    store.write({ email: 'a@b.co', emailVerified: false, profile: null });
    expect(store.read()).toEqual({ email: 'a@b.co', emailVerified: false, profile: null });
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('treats damaged or foreign values as nothing remembered', () => {
    const key = 'guidepass.lastSignIn.v1';
    expect(createLastSignInStore(storageWith({ [key]: '{not json' })).read()).toBeNull();
    expect(createLastSignInStore(storageWith({ [key]: '["a"]' })).read()).toBeNull();
    expect(createLastSignInStore(storageWith({ [key]: '{"email":3,"emailVerified":true}' })).read()).toBeNull();
    // A damaged profile is dropped, the sign-in itself kept.
    const partly = createLastSignInStore(storageWith({ [key]: '{"email":"a@b.co","emailVerified":true,"profile":{"uid":1}}' }));
    expect(partly.read()).toEqual({ email: 'a@b.co', emailVerified: true, profile: null });
  });

  it('never throws when storage does', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createLastSignInStore(broken);
    expect(() => store.write({ email: null, emailVerified: true, profile: null })).not.toThrow();
    expect(store.read()).toBeNull();
    expect(store.signOutPending()).toBe(false);
    expect(() => store.setSignOutPending(true)).not.toThrow();
  });
});
