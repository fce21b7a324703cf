// zxcvbn-ts's list of common and breached passwords (about 49 000, lower case). It is large, so it is
// imported on first use: the server keeps one Set for its life, and the web app loads it as a lazy chunk.
let loading: Promise<ReadonlySet<string>> | undefined;

/** The kept list of common and breached passwords, loaded once on first use. */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set<string>(dictionary['passwords-common']),
    (error: unknown) => {
      // A failed load (a chunk fetched offline) is tried again next time instead of being remembered.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether a password is on the kept list; the list is lower case, so "Password" counts as "password". */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}
