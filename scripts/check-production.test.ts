import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";

const SCRIPT = fileURLToPath(new URL("./check-production.mjs", import.meta.url));

// The two-stage production install, end to end (scripts/check-production.mjs): a copy of the checkout
// is built, reinstalled with `npm ci --omit=dev`, started with `npm run start:prod` on the configured
// ports, checked and stopped. Minutes of work (installs, a native build, tsc, Vite), hence the deadline.
let child: ReturnType<typeof spawn> | undefined;
// A timed-out run must not leave the check (and the services it started) running.
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
});

it("builds, installs without devDependencies, starts every service compiled and stops them all", async () => {
  const check = spawn(process.execPath, [SCRIPT, "--reuse-install"], { stdio: ["ignore", "pipe", "pipe"] });
  child = check;
  let output = "";
  check.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  check.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => check.once("close", resolve));
  expect(output, output.slice(-6_000)).toContain("every service answers its health check");
  expect(output).toContain("the built prompt console: http://127.0.0.1:8080/ answers 200 text/html");
  expect(output).toContain(
    "the prebuilt redaction demo bundle: http://127.0.0.1:8000/demo/redaction-engine.js answers 200 text/javascript",
  );
  expect(output).toContain("eventctl --help runs from the compiled output");
  expect(output).toContain("promptctl --help runs from the compiled output");
  expect(output).toContain(
    'the redaction service redacts on its compiled worker threads: "Mail [EMAIL_0001]"',
  );
  expect(output).toContain("every port freed");
  expect(output).toContain("production check: passed");
  expect(code).toBe(0);
}, 900_000);
