import { createContext, useContext } from "react";
import { type BillingClient, createBillingClient } from "./api";

/**
 * The client every billing screen talks to. Pages read it from here so tests can hand them a
 * fake object instead of stubbing fetch.
 */
const BillingClientContext = createContext<BillingClient>(createBillingClient());

export const BillingClientProvider = BillingClientContext.Provider;

export function useBillingClient(): BillingClient {
  return useContext(BillingClientContext);
}
