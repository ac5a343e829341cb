import { type FormEvent, useState } from "react";

/**
 * The life of a form that calls the platform: clears the last result, runs `action`, and keeps
 * either its success text (for StatusMessage) or the failure (for ErrorAlert).
 */
export function useFormAction() {
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const submitWith = (action: () => Promise<string>) => async (event?: FormEvent) => {
    event?.preventDefault();
    setError(undefined);
    setDone(undefined);
    try {
      setDone(await action());
    } catch (failure) {
      setError(failure);
    }
  };
  return { error, done, submitWith };
}
