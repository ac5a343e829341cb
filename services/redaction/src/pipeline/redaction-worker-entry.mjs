// Worker threads start from plain JavaScript: register the TypeScript loader in this thread (a
// worker does not inherit the parent's --import hooks under every runner), then load the worker.
import { register } from "tsx/esm/api";

register();
await import("./redaction-worker.ts");
