import { useCallback, useEffect, useState } from "react";
import { ApiError, api, setUnauthorizedListener } from "./api/http";
import type { Me } from "./api/types";
import { ErrorAlert, Loading } from "./components/ui";
import { Layout } from "./layout";
import { LoginPage } from "./pages/login-page";
import { SetupPage } from "./pages/setup-page";
import { Routes } from "./routes";
import { SessionContext } from "./session";

type Phase =
  | { name: "loading" }
  | { name: "setup" }
  | { name: "login"; notice?: string }
  | { name: "ready"; me: Me }
  | { name: "failed"; error: unknown };

/**
 * Decides what the visitor sees: the first-run setup before the platform has an administrator,
 * sign-in without a session, and the console with one.
 */
export function App() {
  const [phase, setPhase] = useState<Phase>({ name: "loading" });

  const resolve = useCallback(async () => {
    try {
      setPhase({ name: "ready", me: await api<Me>("GET", "/api/me") });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) return setPhase({ name: "failed", error });
      try {
        const status = await api<{ bootstrapped: boolean }>("GET", "/api/bootstrap/status");
        setPhase(status.bootstrapped ? { name: "login" } : { name: "setup" });
      } catch (statusError) {
        setPhase({ name: "failed", error: statusError });
      }
    }
  }, []);

  useEffect(() => {
    void resolve();
    // Only a console that was signed in can have its session end. The first `GET /api/me` of a visitor
    // without a cookie also answers 401; treating it as an ended session flashed the sign-in page before
    // the setup page, and a form filled during that flash was lost when the setup page replaced it.
    setUnauthorizedListener(() =>
      setPhase((current) =>
        current.name === "ready" ? { name: "login", notice: "Your session ended. Sign in again." } : current,
      ),
    );
    return () => setUnauthorizedListener(undefined);
  }, [resolve]);

  const signOut = async () => {
    await api("POST", "/api/auth/logout").catch(() => undefined);
    setPhase({ name: "login", notice: "You are signed out." });
  };

  switch (phase.name) {
    case "loading":
      return (
        <main id="main" className="center">
          <Loading what="Loading the console" />
        </main>
      );
    case "failed":
      return (
        <main id="main" className="center">
          <h1>The platform did not answer</h1>
          <ErrorAlert error={phase.error} />
          <button type="button" className="button button-primary" onClick={() => void resolve()}>
            Try again
          </button>
        </main>
      );
    case "setup":
      return <SetupPage onDone={() => void resolve()} />;
    case "login":
      return <LoginPage notice={phase.notice} onDone={() => void resolve()} />;
    case "ready":
      return (
        <SessionContext.Provider value={phase.me}>
          <Layout me={phase.me} onSignOut={() => void signOut()}>
            <Routes />
          </Layout>
        </SessionContext.Provider>
      );
  }
}
