import type { EntityType } from "../src/entity-type.js";

export interface GoldSpan {
  readonly start: number;
  readonly end: number;
  readonly type: EntityType;
}

export interface LabelledDoc {
  readonly id: string;
  readonly text: string;
  readonly spans: readonly GoldSpan[];
}

const MARK = /\[\[([A-Z_0-9]+)\|([^\]]+)\]\]/g;

/**
 * Turns `[[TYPE|value]]` markup into plain text and gold spans. The honorific convention is
 * applied here: `[[PERSON|Dr. Nguyen]]` labels only `Nguyen`, and the title stays in the text.
 */
export function parseMarkup(id: string, marked: string): LabelledDoc {
  let text = "";
  const spans: GoldSpan[] = [];
  let last = 0;
  for (const m of marked.matchAll(MARK)) {
    text += marked.slice(last, m.index);
    const type = m[1] as EntityType;
    let value = m[2]!;
    const title = type === "PERSON" ? /^(?:Mr|Mrs|Ms|Dr|Prof)\.? /.exec(value) : null;
    if (title) {
      text += title[0];
      value = value.slice(title[0].length);
    }
    spans.push({ start: text.length, end: text.length + value.length, type });
    text += value;
    last = m.index + m[0].length;
  }
  text += marked.slice(last);
  return { id, text, spans };
}
