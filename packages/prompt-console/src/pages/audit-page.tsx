import { useEffect, useState } from "react";
import { api, query } from "../api/http";
import type { AuditFrame, AuditState, AuditVerification } from "../api/types";
import { ErrorAlert, PageHeader, StatusMessage, TableWrap } from "../components/ui";
import { actorName, formatTime, shortHash } from "../format";
import { Link } from "../router";
import { useCapabilityNames } from "../use-capability-names";
import { useMemberNames } from "../use-members";

/** Where a frame's resource (`kind:id`) has a page, with its name when the console knows it. */
const PAGES: Record<string, string> = {
  capability: "/capabilities/",
  release: "/releases/",
  execution: "/executions/",
  workspace: "/workspaces/",
  eval_suite: "/evals/suites/",
  repo: "/repos/",
};

function Resource({ resource, names }: { resource: string; names: ReadonlyMap<string, string> }) {
  const [kind = "", id = ""] = resource.split(/:(.*)/s);
  const label = names.get(id) ?? `${kind.replace(/_/g, " ")} ${shortHash(id, 10)}`;
  const page = PAGES[kind];
  return page && id ? <Link to={`${page}${id}`}>{names.has(id) ? `${kind} ${label}` : label}</Link> : label;
}

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
  const people = useMemberNames();
  const capabilityIds = frames.flatMap((f) => {
    const [kind, id] = f.resource.split(/:(.*)/s);
    const fromDetails = (f.details as { capabilityId?: unknown }).capabilityId;
    return [
      ...(kind === "capability" && id ? [id] : []),
      ...(typeof fromDetails === "string" ? [fromDetails] : []),
    ];
  });
  const capabilities = useCapabilityNames(capabilityIds);
  const known = new Map([...capabilities, ...people]);

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
        <StatusMessage tone={verification && !verification.valid ? "error" : "success"}>
          {verification ? (
            verification.valid ? (
              <span data-valid="true">
                Chain valid: {verification.frameCount} frames, last hash{" "}
                <code>{shortHash(verification.lastHash, 16)}</code>.
              </span>
            ) : (
              <span data-valid="false">
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
                  <td>{actorName(f.actor, people)}</td>
                  <td>
                    <code>{f.action}</code>
                  </td>
                  <td>
                    <Resource resource={f.resource} names={known} />
                  </td>
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
