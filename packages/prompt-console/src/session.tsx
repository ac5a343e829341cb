import { createContext, useContext } from "react";
import type { Me } from "./api/types";

/** The signed-in caller (`GET /api/me`): user, organisation and role. */
export const SessionContext = createContext<Me | undefined>(undefined);

export function useMe(): Me {
  const me = useContext(SessionContext);
  if (!me) throw new Error("useMe outside a signed-in console");
  return me;
}
