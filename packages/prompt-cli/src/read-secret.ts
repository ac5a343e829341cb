import type { CliIo } from "./output.js";

/**
 * Reads a secret: from a terminal with a prompt on stderr and no echo; from a pipe, all of stdin
 * (trimmed). Empty when there is nothing.
 */
export async function readSecret(io: CliIo, prompt: string): Promise<string> {
  const stdin = io.stdin as NodeJS.ReadStream;
  if (stdin.isTTY && typeof stdin.setRawMode === "function") return readFromTerminal(stdin, io, prompt);
  let text = "";
  for await (const chunk of stdin) text += String(chunk);
  return text.trim();
}

function readFromTerminal(stdin: NodeJS.ReadStream, io: CliIo, prompt: string): Promise<string> {
  io.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve) => {
    let value = "";
    const finish = (result: string) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      io.stderr.write("\n");
      resolve(result);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") return finish(value.trim());
        if (ch === "\u0003") return finish("");
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}
