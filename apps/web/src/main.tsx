import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { redirectHashAddress } from "./app/hash-redirect";
import { routes } from "./app/routes";
import "./index.css";

// Must run before the router reads the address: `/#/app?ref=X` becomes `/app?ref=X`.
redirectHashAddress();

const router = createBrowserRouter(routes);
const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into.");

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
