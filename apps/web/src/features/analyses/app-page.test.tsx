import type { AnalysisState } from "@commentlens/shared";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { AuthProvider } from "../../lib/session/session";
import { fakeAuthClient } from "../../lib/session/test-utils";
import type { AnalysesClient } from "./api";
import { AppPage } from "./app-page";
import { AnalysesClientProvider } from "./client-context";
import { ANALYSIS_MESSAGES } from "./messages";
import { fakeAnalysesClient, fakePost, fakeState } from "./test-utils";

// The report is another component with its own tests; here it only has to appear.
vi.mock("./report/report", () => ({
  Report: ({ analysis }: { analysis: AnalysisState }) => <p>Report of {analysis.id}</p>,
}));

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

function renderApp(client: AnalysesClient, path = "/app") {
  const router = createMemoryRouter(
    [
      {
        path: "/app",
        element: (
          <>
            <AppPage />
            <Address />
          </>
        ),
      },
      { path: "*", Component: Address },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider client={fakeAuthClient()}>
      <AnalysesClientProvider value={client}>
        <RouterProvider router={router} />
      </AnalysesClientProvider>
    </AuthProvider>,
  );
  return { user: userEvent.setup(), router };
}

const LINK = "https://www.instagram.com/p/DeuGrzTl6DY/";
const field = () => screen.getByLabelText("Instagram post or reel URL") as HTMLInputElement;
const analyze = () => screen.getByRole("button", { name: /Analyze Post|Processing/ });
const address = () => screen.getByTestId("address").textContent;

const completed = (overrides: Partial<AnalysisState> = {}) =>
  fakeState({
    status: "completed",
    step: "strategy",
    progress: 100,
    message: "Analysis complete!",
    post: fakePost(),
    fetched: { pages: 2, comments: 678, total: 678 },
    ...overrides,
  });

describe("AppPage", () => {
  it("shows the how-it-works panel while nothing is loaded", () => {
    const { client } = fakeAnalysesClient();
    renderApp(client);
    expect(screen.getByRole("heading", { level: 1, name: "Analyze a post" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "How it works" })).toBeInTheDocument();
    expect(analyze()).toBeDisabled();
  });

  it("validates inline without calling the server", async () => {
    const { client } = fakeAnalysesClient();
    const { user } = renderApp(client);
    await user.type(field(), "https://example.com/p/abc{Enter}");
    expect(screen.getByText("Please enter a valid Instagram post or reel URL")).toBeInTheDocument();
    expect(client.create).not.toHaveBeenCalled();
  });

  it("runs an analysis: id in the address, post card, live steps, then the saved report", async () => {
    let answer: (value: { id: string }) => void = () => {};
    const { client, emit } = fakeAnalysesClient({
      create: vi.fn(
        () =>
          new Promise<{ id: string }>((resolve) => {
            answer = resolve;
          }),
      ),
    });
    const { user } = renderApp(client);
    await user.type(field(), `${LINK}{Enter}`);
    expect(client.create).toHaveBeenCalledWith(LINK);
    expect(analyze()).toHaveTextContent("Processing...");
    expect(analyze()).toBeDisabled();

    await act(async () => answer({ id: "a7" }));
    expect(address()).toBe("/app?analysis_id=a7");
    expect(client.follow).toHaveBeenCalledWith("a7", expect.any(Function), expect.any(Function));
    // Started here: no lookup first.
    expect(client.get).not.toHaveBeenCalled();

    act(() =>
      emit(
        fakeState({
          id: "a7",
          status: "fetching",
          step: "fetching",
          progress: 5,
          message: "Fetching post data...",
          fetched: { pages: 1, comments: 50, total: 678 },
        }),
      ),
    );
    expect(screen.getByText("Fetching post data...")).toBeInTheDocument();
    expect(screen.queryByText("Post Statistics")).not.toBeInTheDocument();

    act(() =>
      emit(
        fakeState({
          id: "a7",
          status: "analyzing",
          step: "audience",
          progress: 55,
          message: "Understanding your audience...",
          post: fakePost(),
          fetched: { pages: 2, comments: 678, total: 678 },
        }),
      ),
    );
    expect(screen.getByText("Post Statistics")).toBeInTheDocument();
    expect(screen.getByText("Understanding your audience...")).toBeInTheDocument();
    expect(analyze()).toBeDisabled();
    expect(screen.queryByRole("heading", { name: "How it works" })).not.toBeInTheDocument();

    act(() => emit(completed({ id: "a7" })));
    // The progress message itself says the report is saved, announced like each step.
    expect(screen.getByRole("status")).toHaveTextContent(
      "Analysis completed and saved automatically!",
    );
    expect(screen.getByText("Report of a7")).toBeInTheDocument();
    expect(screen.queryByText("Sign up to save this report")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Analyses" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(field()).toHaveValue(LINK);
  });

  it("offers a visitor to sign up to keep the report, instead of the saved message", async () => {
    const { client, emit } = fakeAnalysesClient({ create: vi.fn(async () => ({ id: "v1" })) });
    const { user } = renderApp(client);
    await user.type(field(), `${LINK}{Enter}`);
    await waitFor(() => expect(client.follow).toHaveBeenCalled());
    act(() => emit(completed({ id: "v1", visitor: true, expires_at: "2025-03-07T09:00:00.000Z" })));
    expect(
      screen.getByRole("heading", { name: "Sign up to save this report" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/kept in this browser for 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign up free" })).toHaveAttribute(
      "href",
      "/auth?redirect=/app%3Fanalysis_id%3Dv1&mode=signup",
    );
    expect(
      screen.queryByText("Analysis completed and saved automatically!"),
    ).not.toBeInTheDocument();
  });

  it("Analyze Another Post clears the field, the report and the address", async () => {
    const { client } = fakeAnalysesClient({ get: vi.fn(async () => completed({ id: "a1" })) });
    const { user } = renderApp(client, "/app?analysis_id=a1");
    await user.click(await screen.findByRole("button", { name: "Analyze Another Post" }));
    expect(address()).toBe("/app");
    expect(field()).toHaveValue("");
    expect(screen.queryByText("Report of a1")).not.toBeInTheDocument();
    expect(screen.queryByText("Post Statistics")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "How it works" })).toBeInTheDocument();
  });

  it("leaving an analysis clears its link, but not a link typed since", async () => {
    const { client } = fakeAnalysesClient({ get: vi.fn(async () => completed({ id: "a1" })) });
    const { user, router } = renderApp(client, "/app?analysis_id=a1");
    await screen.findByText("Report of a1");
    const shown = field().value;
    expect(shown).not.toBe("");
    await act(() => router.navigate("/app"));
    expect(field()).toHaveValue("");

    // The next link typed while the address still names the last analysis stays in.
    await act(() => router.navigate("/app?analysis_id=a1"));
    await screen.findByText("Report of a1");
    expect(field()).toHaveValue(shown);
    const next = "https://www.instagram.com/p/DfJrXQT7vap/";
    await user.clear(field());
    await user.type(field(), next);
    await act(() => router.navigate("/app"));
    expect(field()).toHaveValue(next);
    expect(analyze()).toBeEnabled();
  });

  it("shows a failed analysis's message in red and tries again", async () => {
    const { client, emit } = fakeAnalysesClient({ create: vi.fn(async () => ({ id: "f1" })) });
    const { user } = renderApp(client);
    await user.type(field(), `${LINK}{Enter}`);
    await waitFor(() => expect(client.follow).toHaveBeenCalled());
    const message =
      "No comments found for this post. The post may be private, have comments disabled, or have no comments yet.";
    act(() => emit(fakeState({ id: "f1", status: "failed", step: "fetching", error: message })));
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("heading", { name: "Analyzing comments" })).not.toBeInTheDocument();

    vi.mocked(client.create).mockResolvedValueOnce({ id: "f2" });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(client.create).toHaveBeenLastCalledWith(LINK);
    await waitFor(() => expect(address()).toBe("/app?analysis_id=f2"));
  });

  it("loads ?analysis_id=, shows its link and post, and follows it when unfinished", async () => {
    const { client, emit } = fakeAnalysesClient({
      get: vi.fn(async (id: string) =>
        fakeState({
          id,
          status: "analyzing",
          step: "engagement",
          progress: 70,
          message: "Analyzing engagement patterns...",
          post: fakePost(),
          post_url: "https://www.instagram.com/reel/Abc12345/",
        }),
      ),
    });
    renderApp(client, "/app?analysis_id=s1");
    expect(await screen.findByText("Post Statistics")).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith("s1", expect.any(AbortSignal));
    expect(field()).toHaveValue("https://www.instagram.com/reel/Abc12345/");
    expect(screen.getByText("Analyzing engagement patterns...")).toBeInTheDocument();
    expect(client.follow).toHaveBeenCalledWith("s1", expect.any(Function), expect.any(Function));
    act(() => emit(completed({ id: "s1" })));
    expect(screen.getByText("Report of s1")).toBeInTheDocument();
  });

  it("shows a finished stored analysis without following it or the progress panel", async () => {
    const { client } = fakeAnalysesClient({ get: vi.fn(async () => completed({ id: "a1" })) });
    renderApp(client, "/app?analysis_id=a1");
    expect(await screen.findByText("Report of a1")).toBeInTheDocument();
    expect(client.follow).not.toHaveBeenCalled();
    expect(screen.queryByText("Analysis complete!")).not.toBeInTheDocument();
  });

  it("offers the samples, not a retry, when a post is not one of them", async () => {
    const sample = "https://www.instagram.com/p/SAMPLE12345/";
    const { client, emit } = fakeAnalysesClient({
      create: vi.fn(async () => ({ id: "d1" })),
      demoSamples: vi.fn(async () => [
        { url: sample, title: "Bakery launch", language: "en", comment_count: 12 },
      ]),
    });
    const { user } = renderApp(client);
    await screen.findByRole("button", { name: /Bakery launch/ });
    await user.type(field(), `${LINK}{Enter}`);
    await waitFor(() => expect(client.follow).toHaveBeenCalled());
    expect(screen.queryByRole("button", { name: /Bakery launch/ })).not.toBeInTheDocument();
    act(() =>
      emit(
        fakeState({
          id: "d1",
          status: "failed",
          step: "fetching",
          error: "We can only analyse the sample posts on this site.",
          error_code: "NOT_IN_DEMO_DATA",
        }),
      ),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "We can only analyse the sample posts on this site.",
    );
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Bakery launch/ }));
    expect(client.create).toHaveBeenLastCalledWith(sample);
  });

  it("drops an old start error when the user tries again", async () => {
    const { client } = fakeAnalysesClient({
      create: vi.fn(async () => {
        throw new ApiError(
          429,
          "Too many requests. Please wait a moment and try again.",
          "RATE_LIMITED",
        );
      }),
    });
    const { user } = renderApp(client);
    await user.type(field(), `${LINK}{Enter}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests.");
    // A plain rate limit is not the visitor limit: no sign-up offer.
    expect(screen.queryByRole("link", { name: "Sign up free" })).not.toBeInTheDocument();
    await user.clear(field());
    await user.type(field(), "nope{Enter}");
    expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument();
    expect(screen.getByText("Please enter a valid Instagram post or reel URL")).toBeInTheDocument();
  });

  it.each([
    [new ApiError(404, "Analysis not found.", "ANALYSIS_NOT_FOUND"), "Analysis not found."],
    [new ApiError(500, "Something went wrong on our side."), "Failed to load analysis."],
  ])("says why a stored analysis could not load", async (error, message) => {
    const { client } = fakeAnalysesClient({ get: vi.fn(async () => Promise.reject(error)) });
    renderApp(client, "/app?analysis_id=gone");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("loads again when the address names another analysis", async () => {
    const { client } = fakeAnalysesClient({
      get: vi.fn(async (id: string) => completed({ id })),
    });
    const { router } = renderApp(client, "/app?analysis_id=a1");
    expect(await screen.findByText("Report of a1")).toBeInTheDocument();
    await act(() => router.navigate("/app?analysis_id=a2"));
    expect(await screen.findByText("Report of a2")).toBeInTheDocument();
    expect(screen.queryByText("Report of a1")).not.toBeInTheDocument();
  });

  it("links visitors over their daily limit to sign up, and users over their plan to upgrade", async () => {
    const create = vi.fn<AnalysesClient["create"]>(async () => {
      throw new ApiError(429, "You have used today's free analyses.", "VISITOR_LIMIT");
    });
    const { client } = fakeAnalysesClient({ create });
    const { user } = renderApp(client);
    await user.type(field(), `${LINK}{Enter}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You have used today's free analyses.",
    );
    expect(screen.getByRole("link", { name: "Sign up free" })).toHaveAttribute(
      "href",
      "/auth?redirect=/app&mode=signup",
    );

    create.mockRejectedValueOnce(
      new ApiError(402, "You have used all analyses of your plan this month.", "USAGE_LIMIT"),
    );
    await user.click(analyze());
    expect(await screen.findByRole("link", { name: "Upgrade" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("You have used all analyses of your plan");
  });

  it("puts the server's URL message under the field", async () => {
    const { client } = fakeAnalysesClient({
      create: vi.fn(async () => {
        throw new ApiError(
          400,
          "Please enter a valid Instagram post or reel URL",
          "INVALID_POST_URL",
        );
      }),
    });
    const { user } = renderApp(client);
    await user.type(field(), `${LINK}{Enter}`);
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(
        "Please enter a valid Instagram post or reel URL",
      ),
    );
  });

  it("lists the demo samples; one click fills the field and starts it", async () => {
    const sample = "https://www.instagram.com/p/SAMPLE12345/";
    const { client } = fakeAnalysesClient({
      demoSamples: vi.fn(async () => [
        { url: sample, title: "Bakery launch", language: "en", comment_count: 1234 },
      ]),
    });
    const { user } = renderApp(client);
    const button = await screen.findByRole("button", { name: /Bakery launch/ });
    expect(button).toHaveTextContent("1,234 comments");
    await user.click(button);
    expect(field()).toHaveValue(sample);
    expect(client.create).toHaveBeenCalledWith(sample);
  });

  it("shows the work starting at once, before the server has answered the click", async () => {
    const sample = "https://www.instagram.com/p/SAMPLE12345/";
    let answer: (value: { id: string }) => void = () => {};
    const { client } = fakeAnalysesClient({
      demoSamples: vi.fn(async () => [
        { url: sample, title: "Bakery launch", language: "en", comment_count: 1234 },
      ]),
      create: vi.fn(
        () =>
          new Promise<{ id: string }>((resolve) => {
            answer = resolve;
          }),
      ),
    });
    const { user } = renderApp(client);
    await user.click(await screen.findByRole("button", { name: /Bakery launch/ }));
    // The server has not answered: the panel says what is happening, the button is busy.
    expect(screen.getByText(ANALYSIS_MESSAGES.starting)).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Analysis progress" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Processing/ })).toBeDisabled();
    answer({ id: "a1" });
    await waitFor(() =>
      expect(screen.queryByText(ANALYSIS_MESSAGES.starting)).not.toBeInTheDocument(),
    );
  });

  it("shows four samples first and the rest on request", async () => {
    const { client } = fakeAnalysesClient({
      demoSamples: vi.fn(async () =>
        [1, 2, 3, 4, 5, 6].map((n) => ({
          url: `https://www.instagram.com/p/SAMPLE0000${n}/`,
          title: `Sample ${n}`,
          language: "pt",
          comment_count: n,
        })),
      ),
    });
    const { user } = renderApp(client);
    expect(await screen.findByRole("button", { name: /Sample 4/ })).toHaveTextContent("Portuguese");
    expect(screen.queryByRole("button", { name: /Sample 5/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show 2 more" }));
    expect(screen.getByRole("button", { name: /Sample 5/ })).toHaveFocus();
    expect(screen.getByRole("button", { name: /Sample 6/ })).toBeInTheDocument();
  });

  it("shows no samples when the demo provider is off", async () => {
    const { client } = fakeAnalysesClient();
    renderApp(client);
    await waitFor(() => expect(client.demoSamples).toHaveBeenCalled());
    expect(screen.queryByText("Try a sample")).not.toBeInTheDocument();
  });

  it("imports a file into the same flow, labelled as imported, and shows rejected lines", async () => {
    const importFile = vi.fn<AnalysesClient["importFile"]>(async () => {
      throw new ApiError(
        400,
        "The file could not be imported.",
        "INVALID_IMPORT",
        "Line 3: no text",
      );
    });
    const { client, emit } = fakeAnalysesClient({ importFile });
    const { user } = renderApp(client);
    const file = new File(["username,text\nana,hi\n"], "comments.csv", { type: "text/csv" });
    await user.upload(screen.getByLabelText("Import a comments file"), file);
    expect(importFile).toHaveBeenCalledWith(file, "");
    expect(await screen.findByRole("alert")).toHaveTextContent("Line 3: no text");

    importFile.mockResolvedValueOnce({ id: "i1" });
    await user.upload(screen.getByLabelText("Import a comments file"), file);
    await waitFor(() => expect(address()).toBe("/app?analysis_id=i1"));
    act(() =>
      emit(
        completed({
          id: "i1",
          source: "import",
          file_name: "comments.csv",
          post: null,
          post_url: "",
          shortcode: null,
        }),
      ),
    );
    expect(screen.getByText("comments.csv")).toBeInTheDocument();
    expect(screen.getByText("Imported")).toBeInTheDocument();
    expect(screen.getByText("Report of i1")).toBeInTheDocument();
    expect(field()).toHaveValue("");
  });
});
