import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The platform serves the built console at / (port 8080); the dev server forwards the API there.
const platform = process.env.PLATFORM_API_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { "/api": { target: platform, changeOrigin: false } },
  },
  preview: { proxy: { "/api": { target: platform } } },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, target: "es2022" },
});
