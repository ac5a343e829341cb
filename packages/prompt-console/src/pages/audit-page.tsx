import { useEffect, useState } from "react";
import { api, query } from "../api/http";
import type { AuditFrame, AuditState, AuditVerification } from "../api/types";
import { ErrorAlert, PageHeader, StatusMessage, TableWrap } from "../components/ui";
import { formatTime, shortHash } from "../format";

/**
 * The tamper-evident audit chain: verify it end to end (`GET /api/audit/verify`, public), read the
 * signed head, and page through the organisation's own frames, newest first.
 */
export function AuditPage() {
  const [verification, setVerification] = useState<AuditVerification>();
  const [verifyError, setVerifyError] = useState<unknown>();
  const [verifying, setVerifying] = useState(false);
  const [state, setState] = useState<AuditState>();
  const [frames, setFrames] = useState<AuditFrame[]>([]);
  const [framesError, setFramesError] = useState<unknown>();
  const [more, setMore] = useState(true);

  const loadFrames = async (before?: number) => {
    try {
      const page = await api<{ items: AuditFrame[] }>(
        "GET",
        `/api/audit/frames${query({ before, limit: 50 })}`,
      );
      setFrames((prev) => (before === undefined ? page.items : [...prev, ...page.items]));
      setMore(page.items.length === 50);
    } catch (failure) {
      setFramesError(failure);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once
  useEffect(() => {
    api<AuditState>("GET", "/api/audit/state").then(setState, setFramesError);
    void loadFrames();
  }, []);

  const verify = async () => {
    setVerifying(true);
    setVerifyError(undefined);
    try {
      setVerification(await api<AuditVerification>("GET", "/api/audit/verify"));
    } catch (failure) {
      setVerifyError(failure);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <>
      <PageHeader title="Audit chain" />
      <p className="lead">
        Every change appends a frame whose hash covers the previous one; verification recomputes every hash.
      </p>
      <section className="card" aria-labelledby="verify-title">
        <h2 id="verify-title">Verify</h2>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void verify()}
          aria-busy={verifying}
        >
          {verifying ? "Verifying…" : "Verify the chain"}
        </button>
        <StatusMessage>
          {verification ? (
            verification.valid ? (
              <span data-valid="true">
                Chain valid: {verification.frameCount} frames, last hash{" "}
                <code>{shortHash(verification.lastHash, 16)}</code>.
              </span>
            ) : (
              <span data-valid="false" className="bad">
                Chain broken at frame {verification.brokenAt} of {verification.frameCount}.
              </span>
            )
          ) : null}
        </StatusMessage>
        <ErrorAlert error={verifyError} title="Verification failed" />
      </section>

      {state ? (
        <section className="card" aria-labelledby="head-title">
          <h2 id="head-title">Signed head</h2>
          <dl className="facts">
            <dt>Frames</dt>
            <dd>{state.frameCount}</dd>
            <dt>Last hash</dt>
            <dd>
              <code className="wrap">{state.lastHash}</code>
            </dd>
            <dt>Signed</dt>
            <dd>
              {formatTime(state.checkpoint.checkpoint.signedAt)} by key <code>{state.checkpoint.keyId}</code>
            </dd>
          </dl>
          <details>
            <summary>Checkpoint to keep elsewhere</summary>
            <p>
              Present it later to <code>POST /api/audit/checkpoints/verify</code> to prove history up to it is
              unchanged.
            </p>
            <pre className="output">{JSON.stringify(state.checkpoint, null, 2)}</pre>
          </details>
        </section>
      ) : null}

      <h2>Frames of this organisation</h2>
      <ErrorAlert error={framesError} title="Could not load the frames" />
      {frames.length > 0 ? (
        <TableWrap label="Audit frames">
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Time</th>
                <th scope="col">Actor</th>
                <th scope="col">Action</th>
                <th scope="col">Resource</th>
                <th scope="col">Hash</th>
              </tr>
            </thead>
            <tbody>
              {frames.map((f) => (
                <tr key={f.sequence}>
                  <th scope="row">{f.sequence}</th>
                  <td>{formatTime(f.timestamp)}</td>
                  <td>{shortHash(f.actor, 20)}</td>
                  <td>
                    <code>{f.action}</code>
                  </td>
                  <td>{shortHash(f.resource, 24)}</td>
                  <td>
                    <code title={f.hash}>{shortHash(f.hash, 10)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      {more && frames.length > 0 ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void loadFrames(frames.at(-1)?.sequence)}
        >
          Older frames
        </button>
      ) : null}
    </>
  );
}
