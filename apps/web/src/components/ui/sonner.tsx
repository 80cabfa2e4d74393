import type { ComponentProps } from "react";
import { Toaster as SonnerToaster } from "sonner";

/** Toasts for background actions that finished; page-level state belongs in inline banners. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  return (
    <SonnerToaster
      theme="system"
      position="bottom-right"
      closeButton
      toastOptions={{
        classNames: {
          toast:
            "rounded-card! border! border-border! bg-surface! text-foreground! shadow-raised! font-sans!",
          description: "text-muted-foreground!",
          actionButton: "bg-primary! text-primary-foreground!",
          cancelButton: "bg-secondary! text-secondary-foreground!",
        },
      }}
      {...props}
    />
  );
}
