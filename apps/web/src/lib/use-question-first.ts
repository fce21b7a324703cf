import { useEffect, useRef, useState } from 'react';

/**
 * A button that asks before it acts (with ConfirmGroup): `ask()` puts the question in the button's place;
 * `withdraw()` takes it back, and the button returns where the question was with the focus on it.
 */
export function useQuestionFirst() {
  const [asking, setAsking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocusButton = useRef(false);

  useEffect(() => {
    if (asking || !refocusButton.current) return;
    refocusButton.current = false;
    buttonRef.current?.focus();
  }, [asking]);

  const ask = () => setAsking(true);
  const withdraw = () => {
    refocusButton.current = true;
    setAsking(false);
  };
  return { asking, ask, withdraw, buttonRef };
}
