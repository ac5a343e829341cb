/** Manifests the browser tests create: the journey's v1 and v2, and a slow one to watch streaming. */

const node = (id: string, prompt: string) => ({ id, model: "simulator", prompt, params: { latencyMs: 20 } });
export const V1 = {
  inputs: ["question"],
  nodes: [
    node("draft", "Answer briefly: {{question}}"),
    node("critique", "Weak points of: {{nodes.draft}}"),
    node("final", "Rewrite {{nodes.draft}} fixing {{nodes.critique}}"),
  ],
  output: "final",
};
/** v2 changes one prompt: the diff must show exactly that. */
export const V2 = {
  ...V1,
  nodes: V1.nodes.map((n) =>
    n.id === "critique" ? { ...n, prompt: "Three weak points of: {{nodes.draft}}" } : n,
  ),
};

/** Three simulator nodes, each answering after 400 ms, so the stream is slow enough to watch. */
export const SLOW_MANIFEST = {
  inputs: ["question"],
  nodes: [
    { id: "draft", model: "simulator", prompt: "Answer briefly: {{question}}", params: { latencyMs: 400 } },
    {
      id: "critique",
      model: "simulator",
      prompt: "Weak points of: {{nodes.draft}}",
      params: { latencyMs: 400 },
    },
    {
      id: "final",
      model: "simulator",
      prompt: "Rewrite {{nodes.draft}} fixing {{nodes.critique}}",
      params: { latencyMs: 400 },
    },
  ],
  output: "final",
};
