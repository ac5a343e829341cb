import { describe, expect, it } from "vitest";
import { restoreAnswer, withTexts } from "../sidecar/chat-request.js";
import { PiiMasker } from "./pii-masker.js";

const masker = new PiiMasker((orgId) => `secret-for-${orgId}-0123456789`);

describe("PiiMasker", () => {
  it("gives one entity one placeholder across texts and restores only placeholders it made", async () => {
    const m = await masker.mask("org_1", [
      { path: "/a", text: "Mail maria.lopez@gmail.com today." },
      { path: "/b", text: "Again: maria.lopez@gmail.com, not [EMAIL_0002]." },
    ]);
    expect(m.texts.get("/a")).toBe("Mail [EMAIL_0001] today.");
    expect(m.texts.get("/b")).toBe("Again: [EMAIL_0001], not [EMAIL_0002].");
    expect(m.redactions).toEqual([
      { path: "/a", type: "EMAIL", start: 5, end: 26 },
      { path: "/b", type: "EMAIL", start: 7, end: 28 },
    ]);
    expect(m.restore("Sent to [EMAIL_0001] and [EMAIL_0002].")).toBe(
      "Sent to maria.lopez@gmail.com and [EMAIL_0002].",
    );
  });

  it("leaves text without PII unchanged and restores nothing", async () => {
    const m = await masker.mask("org_1", [{ path: "/a", text: "What is the capital of France?" }]);
    expect(m.texts.get("/a")).toBe("What is the capital of France?");
    expect(m.redactions).toEqual([]);
    expect(m.restore("[EMAIL_0001]")).toBe("[EMAIL_0001]");
  });
});

describe("withTexts and restoreAnswer", () => {
  it("replaces texts by path in a copy, string content and text parts alike", () => {
    const request = {
      model: "m",
      temperature: 0.1,
      messages: [
        { role: "user", content: "one" },
        {
          role: "user",
          content: [
            { type: "text", text: "two" },
            { type: "image_url", image_url: "x" },
          ],
        },
      ],
    };
    const copy = withTexts(
      request,
      new Map([
        ["/messages/0/content", "ONE"],
        ["/messages/1/content/0/text", "TWO"],
      ]),
    );
    expect(copy).toEqual({
      model: "m",
      temperature: 0.1,
      messages: [
        { role: "user", content: "ONE" },
        {
          role: "user",
          content: [
            { type: "text", text: "TWO" },
            { type: "image_url", image_url: "x" },
          ],
        },
      ],
    });
    expect(request.messages[0]!.content).toBe("one");
  });

  it("restores message contents in a JSON answer, escaping what JSON needs, and passes anything else through", () => {
    const restore = (t: string) => t.replaceAll("[PERSON_0001]", 'Anne "Nan" O\\Neil');
    const body = JSON.stringify({ choices: [{ message: { content: "Hi [PERSON_0001]" } }], id: "x" });
    expect(JSON.parse(restoreAnswer(body, restore))).toEqual({
      choices: [{ message: { content: 'Hi Anne "Nan" O\\Neil' } }],
      id: "x",
    });
    expect(restoreAnswer("not json [PERSON_0001]", restore)).toBe("not json [PERSON_0001]");
    const error = JSON.stringify({ error: { message: "[PERSON_0001]" } });
    expect(restoreAnswer(error, restore)).toBe(error);
  });
});
