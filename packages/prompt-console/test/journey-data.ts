/** The two versions of the journey's capability: v2 changes one prompt, which the diff must show. */

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
