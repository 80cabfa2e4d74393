import { createContext, useContext } from "react";
import { createReferralsClient, type ReferralsClient } from "./api";

/** The client every referral screen talks to; tests provide a fake one. */
const ReferralsClientContext = createContext<ReferralsClient>(createReferralsClient());

export const ReferralsClientProvider = ReferralsClientContext.Provider;

export function useReferralsClient(): ReferralsClient {
  return useContext(ReferralsClientContext);
}
