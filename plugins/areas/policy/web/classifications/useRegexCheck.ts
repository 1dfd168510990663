/**
 * Live check of a custom regular expression (spec 001 §5: the regex rule check shows valid, invalid,
 * validating or error). The shared shape check answers at once; what passes it is sent to
 * POST /classifications/validateRegex, which compiles it with the engine scans use.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '@fathom/sdk/api';
import { CLASSIFICATION_ERRORS, CLASSIFICATION_PATHS, checkCustomPattern } from '@fathom/sdk/api/classification';
import { ApiClient, useService } from '@fathom/sdk/web';

export type RegexCheckState = 'idle' | 'validating' | 'valid' | 'invalid' | 'error';
export interface RegexCheck {
  state: RegexCheckState;
  message?: string;
}

export const REGEX_CHECK_DELAY_MS = 300;

export function useRegexCheck(pattern: string, caseSensitive: boolean, enabled: boolean): RegexCheck {
  const api = useService(ApiClient);
  const [check, setCheck] = useState<RegexCheck>({ state: 'idle' });
  useEffect(() => {
    if (!enabled || pattern === '') {
      setCheck({ state: 'idle' });
      return;
    }
    const local = checkCustomPattern(pattern);
    if (local) {
      setCheck({ state: 'invalid', message: `${local.name}: ${local.message}` });
      return;
    }
    setCheck({ state: 'validating' });
    const abort = new AbortController();
    const timer = setTimeout(() => {
      api.post<{ valid: boolean }>(CLASSIFICATION_PATHS.validateRegex, { pattern, caseSensitive }, { signal: abort.signal, suppressError: true }).then(
        () => {
          if (!abort.signal.aborted) setCheck({ state: 'valid' });
        },
        (e: unknown) => {
          if (abort.signal.aborted) return;
          const name = e instanceof ApiError ? e.errorName : '';
          if (name === CLASSIFICATION_ERRORS.invalidPattern || name === CLASSIFICATION_ERRORS.unsafePattern)
            setCheck({ state: 'invalid', message: `${name}: ${(e as Error).message}` });
          else setCheck({ state: 'error', message: `The pattern could not be checked: ${(e as Error)?.message ?? e}` });
        },
      );
    }, REGEX_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [api, pattern, caseSensitive, enabled]);
  return check;
}
