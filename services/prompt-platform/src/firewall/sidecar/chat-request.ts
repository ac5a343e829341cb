import type { ScanTarget } from "../scanner/scanner.js";

/** The parts of an OpenAI chat-completions request the firewall reads; every other field is passed on. */
export interface ChatRequest {
  model?: string;
  stream?: boolean;
  max_tokens?: number;
  max_completion_tokens?: number;
  messages: ChatMessage[];
  [field: string]: unknown;
}

export interface ChatMessage {
  role: string;
  /** A string, or content parts (`{type: "text", text}`; images and audio are not scanned). */
  content?: string | ContentPart[] | null;
  name?: string;
  [field: string]: unknown;
}

export interface ContentPart {
  type: string;
  text?: string;
  [field: string]: unknown;
}

/**
 * Every text of every message, as scan targets named by JSON pointer (`/messages/1/content`,
 * `/messages/2/content/0/text`). All roles are scanned: a tool result or a pasted assistant turn can
 * carry an injection as well as a user turn can.
 */
export function chatScanTargets(request: ChatRequest): ScanTarget[] {
  const targets: ScanTarget[] = [];
  request.messages.forEach((m, i) => {
    if (typeof m.content === "string") targets.push({ path: `/messages/${i}/content`, text: m.content });
    else if (Array.isArray(m.content))
      m.content.forEach((part, j) => {
        if (typeof part.text === "string")
          targets.push({ path: `/messages/${i}/content/${j}/text`, text: part.text });
      });
  });
  return targets;
}

/**
 * A copy of the request with the texts at the given paths (as `chatScanTargets` names them) replaced;
 * every other field is kept as it was. The caller's request is not changed.
 */
export function withTexts(request: ChatRequest, texts: ReadonlyMap<string, string>): ChatRequest {
  return {
    ...request,
    messages: request.messages.map((m, i) => {
      if (typeof m.content === "string")
        return { ...m, content: texts.get(`/messages/${i}/content`) ?? m.content };
      if (!Array.isArray(m.content)) return m;
      return {
        ...m,
        content: m.content.map((part, j) =>
          typeof part.text === "string"
            ? { ...part, text: texts.get(`/messages/${i}/content/${j}/text`) ?? part.text }
            : part,
        ),
      };
    }),
  };
}

/**
 * A non-streamed chat-completions answer with `restore` applied to each choice's message content.
 * Anything that is not such an answer (an error, a body that is not JSON) is returned unchanged.
 */
export function restoreAnswer(body: string, restore: (text: string) => string): string {
  let parsed: { choices?: { message?: { content?: unknown } }[] };
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (!Array.isArray(parsed?.choices)) return body;
  for (const choice of parsed.choices) {
    if (typeof choice?.message?.content === "string")
      choice.message.content = restore(choice.message.content);
  }
  return JSON.stringify(parsed);
}

/** The plain text of one message (text parts joined), for the simulator. */
export function messageText(m: ChatMessage): string {
  if (typeof m.content === "string") return m.content;
  if (!Array.isArray(m.content)) return "";
  return m.content
    .map((p) => (typeof p.text === "string" ? p.text : ""))
    .filter((t) => t !== "")
    .join("\n");
}
