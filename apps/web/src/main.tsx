import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { redirectHashAddress } from "./app/hash-redirect";
import { AppRoutes } from "./app/routes";
import "./index.css";

// Must run before the router reads the address: `/#/app?ref=X` becomes `/app?ref=X`.
redirectHashAddress();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into.");

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
