import { useCallback, useEffect, useRef, useState } from "react";
import { api, send } from "../api/http";
import { readEvents } from "../api/sse";
import type { StoredManifest } from "../api/types";
import { applyEvent, initialStream, type StreamState, withPlannedNodes } from "./stream-state";

/**
 * Starts an execution (or a replay) with `Accept: text/event-stream` and folds each event into the
 * view as it arrives. fetch, not EventSource: the stream answers a POST. Leaving the page aborts
 * the read; the platform still finishes and records the execution.
 */
export function useExecutionStream() {
  const [state, setState] = useState<StreamState>(initialStream);
  const [error, setError] = useState<unknown>();
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (path: string, body: unknown) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setError(undefined);
    setState({ ...initialStream, phase: "running" });
    try {
      const response = await send("POST", path, {
        body,
        signal: abort.signal,
        headers: { accept: "text/event-stream" },
      });
      for await (const message of readEvents(response)) {
        setState((s) => applyEvent(s, message));
        if (message.event === "execution_start") void planNodes(message.data, setState, abort.signal);
      }
    } catch (failure) {
      if (abort.signal.aborted) return;
      setError(failure);
      setState((s) => ({ ...s, phase: "failed" }));
    }
  }, []);

  return { state, error, start };
}

/** Shows the manifest's nodes as waiting before their first event. */
async function planNodes(
  data: string,
  setState: (update: (s: StreamState) => StreamState) => void,
  signal: AbortSignal,
): Promise<void> {
  try {
    const { manifestHash } = JSON.parse(data) as { manifestHash?: string };
    if (!manifestHash) return;
    const stored = await api<StoredManifest>("GET", `/api/manifests/${manifestHash}`, { signal });
    const nodes = Array.isArray(stored.manifest.nodes) ? stored.manifest.nodes : [];
    const ids = nodes
      .map((n) => (n as { id?: unknown }).id)
      .filter((id): id is string => typeof id === "string");
    setState((s) => withPlannedNodes(s, ids));
  } catch {
    // the plan is a nicety; the events alone tell the story
  }
}
