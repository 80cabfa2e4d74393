import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { type AuthClient, type AuthSessionInfo, type AuthUser, authClient } from "./auth-client";

/*
 * The signed-in session, app-wide: who is signed in (or that nobody is), looked up once and
 * again when the tab comes back, and the client of the auth endpoints every screen shares.
 */

// The session's client and shapes, for the screens that talk to it.
export type { AuthClient, AuthUser, SessionData } from "./auth-client";

export interface AuthState {
  user: AuthUser | null;
  session: AuthSessionInfo | null;
  /** True until the first session lookup has answered. */
  loading: boolean;
  /** Looks the session up again, e.g. after signing in. */
  refresh(): Promise<void>;
  /** Ends the session; never rejects, the page shows the visitor signed out either way. */
  signOut(): Promise<void>;
}

/** The client every auth screen talks to; tests provide a fake one instead of stubbing fetch. */
const AuthClientContext = createContext<AuthClient>(authClient);
const AuthStateContext = createContext<AuthState | null>(null);

/** Supplies the client to the auth screens and the provider below it (tests pass a fake). */
export const AuthClientProvider = AuthClientContext.Provider;

export function useAuthClient(): AuthClient {
  return useContext(AuthClientContext);
}

export function useAuth(): AuthState {
  const state = useContext(AuthStateContext);
  if (!state) throw new Error("useAuth() needs an <AuthProvider> above it.");
  return state;
}

export function AuthProvider({ client, children }: { client?: AuthClient; children: ReactNode }) {
  const inherited = useContext(AuthClientContext);
  const api = client ?? inherited;
  const [user, setUser] = useState<AuthUser | null>(null);
  const [session, setSession] = useState<AuthSessionInfo | null>(null);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    try {
      const data = await api.getSession();
      setUser(data?.user ?? null);
      setSession(data?.session ?? null);
    } catch (error) {
      // A failed session lookup is only logged; the visitor stays signed out.
      console.warn("Could not look up the session", error);
    } finally {
      setLoading(false);
    }
  }, [api]);

  useEffect(() => {
    void refresh();
    // Coming back to the tab picks up a sign-in or sign-out made elsewhere, and lets the
    // server extend the session cookie.
    function onVisible() {
      if (document.visibilityState === "visible") void refresh();
    }
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refresh]);

  const signOut = useCallback(async () => {
    try {
      await api.signOut();
    } catch (error) {
      console.warn("Could not sign out on the server", error);
    }
    // Even if the call failed, the page should not keep showing the account.
    setUser(null);
    setSession(null);
  }, [api]);

  const state = useMemo<AuthState>(
    () => ({ user, session, loading, refresh, signOut }),
    [user, session, loading, refresh, signOut],
  );

  return (
    <AuthClientContext.Provider value={api}>
      <AuthStateContext.Provider value={state}>{children}</AuthStateContext.Provider>
    </AuthClientContext.Provider>
  );
}
