import { useEffect, useState } from 'react';
import { isCommonPassword } from '@guidepass/domain/common-passwords';

/**
 * Whether the password is on the kept list of common and breached passwords; false until the list has loaded.
 * The list is large: @guidepass/domain imports it on first use, so the web fetches it (as its own chunk) only once
 * someone starts typing a new password.
 */
export function useCommonPassword(password: string): boolean {
  const [common, setCommon] = useState(false);
  useEffect(() => {
    if (password === '') {
      setCommon(false);
      return;
    }
    let current = true;
    isCommonPassword(password)
      .then((found) => current && setCommon(found))
      // Without the list (offline) there is no hint; the server still refuses a common password.
      .catch(() => current && setCommon(false));
    return () => {
      current = false;
    };
  }, [password]);
  return common;
}
