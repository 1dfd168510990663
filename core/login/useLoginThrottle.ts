/** Login throttle (spec 000 §4, §9): 5 failures disable submit for 30 s with a countdown; at zero the count resets. */
import { useCallback, useEffect, useState } from 'react';
import { LOGIN_RULES, throttleMessage } from '@fathom/sdk/api';

export const throttleText = throttleMessage;

export interface LoginThrottle {
  failures: number;
  secondsLeft: number;
  locked: boolean;
  fail(): void;
  lockFor(seconds: number): void;
  succeed(): void;
}

export function useLoginThrottle(maxFailures: number = LOGIN_RULES.maxFailures, lockoutSeconds: number = LOGIN_RULES.lockoutSeconds): LoginThrottle {
  const [failures, setFailures] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const locked = secondsLeft > 0;

  useEffect(() => {
    if (!locked) return;
    const t = setInterval(
      () =>
        setSecondsLeft(s => {
          if (s <= 1) {
            setFailures(0);
            return 0;
          }
          return s - 1;
        }),
      1000,
    );
    return () => clearInterval(t);
  }, [locked]);

  const fail = useCallback(
    () =>
      setFailures(f => {
        const n = f + 1;
        if (n >= maxFailures) setSecondsLeft(lockoutSeconds);
        return n;
      }),
    [maxFailures, lockoutSeconds],
  );
  const lockFor = useCallback((seconds: number) => setSecondsLeft(Math.max(1, Math.ceil(seconds))), []);
  const succeed = useCallback(() => {
    setFailures(0);
    setSecondsLeft(0);
  }, []);
  return { failures, secondsLeft, locked, fail, lockFor, succeed };
}
