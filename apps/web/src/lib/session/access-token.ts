// The access token lives only here, in memory (never in storage); the httpOnly refresh cookie is what
// survives a reload, and POST /auth/refresh turns it back into an access token.

export interface AccessToken {
  get(): string | null;
  set(token: string): void;
  /** Forgets the token and makes every answer still on its way stale. */
  forget(): void;
  /** Makes every answer still on its way stale (the session ends or is disposed of). */
  invalidate(): void;
  /** Taken before a call; a different value afterwards means the session ended meanwhile. */
  generation(): number;
}

export function createAccessToken(): AccessToken {
  let token: string | null = null;
  // Bumped whenever the session ends, so an answer that arrives afterwards cannot sign anyone back in.
  let generation = 0;
  return {
    get: () => token,
    set(next) {
      token = next;
    },
    forget() {
      token = null;
      generation += 1;
    },
    invalidate() {
      generation += 1;
    },
    generation: () => generation,
  };
}
