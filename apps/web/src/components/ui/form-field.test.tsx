import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormField } from "./form-field";
import { Input } from "./input";
import { Textarea } from "./textarea";

describe("FormField", () => {
  it("labels its control", () => {
    render(
      <FormField label="Post URL">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText("Post URL");

    expect(input.tagName).toBe("INPUT");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAccessibleDescription();
  });

  it("shows the error under the field and marks the control invalid", () => {
    render(
      <FormField label="Post URL" error="Please enter a valid Instagram post URL">
        <Input defaultValue="https://example.com" />
      </FormField>,
    );
    const input = screen.getByLabelText("Post URL");

    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Please enter a valid Instagram post URL");
    expect(screen.getByText("Please enter a valid Instagram post URL")).toBeVisible();
  });

  it("reads the hint and the error together", () => {
    render(
      <FormField
        label="Message"
        hint="Tell us what you were trying to do."
        error="Message is required"
      >
        <Textarea />
      </FormField>,
    );

    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription(
      "Tell us what you were trying to do. Message is required",
    );
  });

  it("marks optional fields in the label", () => {
    render(
      <FormField label="Company" optional>
        <Input />
      </FormField>,
    );

    expect(screen.getByLabelText("Company (optional)")).toBeInTheDocument();
  });
});
