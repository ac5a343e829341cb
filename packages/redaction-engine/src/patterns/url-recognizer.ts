import { EntityType } from "../entity-type.js";
import type { Finding } from "../finding.js";
import { isWordCode } from "./context-words.js";

const CANDIDATE = /(?:https?:\/\/|www\.)[^\s<>"'`{}|\\^]+/gi;
const TRAILING = /[.,;:!?'"*]+$/;

/** Drops sentence punctuation and unbalanced closing brackets from the end of a URL. */
function trimUrl(raw: string): string {
  let url = raw.replace(TRAILING, "");
  for (const [open, close] of [
    ["(", ")"],
    ["[", "]"],
  ] as const) {
    while (url.endsWith(close) && count(url, open) < count(url, close))
      url = url.slice(0, -1).replace(TRAILING, "");
  }
  return url;
}

function count(text: string, ch: string): number {
  let n = 0;
  for (const c of text) if (c === ch) n++;
  return n;
}

/** http(s) URLs and `www.` hosts. The host must have a dot and a letter TLD to be valid. */
export function findUrls(text: string, detector: string): Finding[] {
  const found: Finding[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    const start = m.index;
    if (isWordCode(text.charCodeAt(start - 1))) continue;
    const url = trimUrl(m[0]);
    const host = /^(?:https?:\/\/)?(?:[^@/]*@)?([^/:?#]+)/i.exec(url)?.[1] ?? "";
    const valid =
      /^(?:[a-z0-9-]+\.)+[a-z]{2,24}$/i.test(host) ||
      /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) ||
      /^localhost$/i.test(host);
    found.push({
      start,
      end: start + url.length,
      type: EntityType.URL,
      confidence: valid ? 0.99 : 0,
      detector,
      verdict: valid ? "valid" : "invalid",
      normalized: url.replace(
        /^(https?:\/\/)?([^/?#]+)/i,
        (_all, scheme: string | undefined, h: string) => (scheme ?? "").toLowerCase() + h.toLowerCase(),
      ),
    });
  }
  return found;
}
