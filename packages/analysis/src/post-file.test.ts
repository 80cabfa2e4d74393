import type { Comment } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { importedRequest, postFileRequest, readPostFile } from "./post-file.js";

const at = (minute: number) => new Date(Date.UTC(2024, 4, 1, 10, minute)).toISOString();

const file = {
  url: "https://www.instagram.com/p/XyZ12345abc/?img_index=1",
  shortcode: "ignoredWhenTheUrlSaysOtherwise",
  caption: "Leg day",
  taken_at: "2024-05-01T12:00:00+02:00",
  media_type: 2,
  like_count: null,
  comment_count: 40,
  owner: { username: "gymco", full_name: "Gym Co" },
  comments: [
    {
      id: "1",
      parent_id: null,
      username: "ana",
      text: "how many sets?",
      likes: 2,
      timestamp: at(1),
    },
    {
      id: "2",
      parent_id: "1",
      username: "GymCo",
      text: "@ana four",
      likes: null,
      timestamp: at(2),
    },
    { id: "3", parent_id: "1", username: "bo", text: "@ana same", timestamp: at(3) },
    { id: "4", username: "cy", text: "🔥", likes: 0, timestamp: at(4) },
  ],
};

function read(value: unknown) {
  const r = readPostFile(value);
  if (!r.ok) throw new Error(r.error);
  return r.post;
}

describe("post files", () => {
  it("become the comments and the post the analyzer reads", () => {
    const { comments, post, available, repliesIncluded } = postFileRequest(read(file));
    expect(comments).toEqual([
      {
        id: "1",
        username: "ana",
        text: "how many sets?",
        likes: 2,
        timestamp: at(1),
        replyCount: 2,
        parentId: null,
        isFromOwner: false,
      },
      {
        id: "2",
        username: "GymCo",
        text: "@ana four",
        likes: null,
        timestamp: at(2),
        replyCount: 0,
        parentId: "1",
        isFromOwner: true,
      },
      {
        id: "3",
        username: "bo",
        text: "@ana same",
        likes: null,
        timestamp: at(3),
        replyCount: 0,
        parentId: "1",
        isFromOwner: false,
      },
      {
        id: "4",
        username: "cy",
        text: "🔥",
        likes: 0,
        timestamp: at(4),
        replyCount: 0,
        parentId: null,
        isFromOwner: false,
      },
    ]);
    expect(post).toEqual({
      id: "XyZ12345abc",
      shortcode: "XyZ12345abc",
      url: "https://www.instagram.com/p/XyZ12345abc/",
      mediaType: "video",
      takenAt: "2024-05-01T10:00:00.000Z",
      owner: { username: "gymco", fullName: "Gym Co", isVerified: false },
      caption: "Leg day",
      likeCount: null,
      commentCount: 40,
      viewCount: null,
      commentsDisabled: false,
      thumbnailUrl: null,
    });
    expect(available).toBe(40);
    expect(repliesIncluded).toBe(true);
  });

  it("take the owner and caption given instead of the file's", () => {
    const { comments, post } = postFileRequest(read(file), { owner: "bo", caption: "Arm day" });
    expect(comments.filter((c) => c.isFromOwner).map((c) => c.id)).toEqual(["3"]);
    expect(post?.owner).toEqual({ username: "bo", fullName: "", isVerified: false });
    expect(post?.caption).toBe("Arm day");
  });

  it("without a url or shortcode link to the owner and are dated by their first comment", () => {
    const { url: _u, shortcode: _s, taken_at: _t, ...bare } = file;
    const { post } = postFileRequest(read(bare));
    expect(post?.url).toBe("https://www.instagram.com/gymco/");
    expect(post?.takenAt).toBe(at(1));
  });

  it("say which field is wrong", () => {
    expect(readPostFile({ ...file, comments: [{ ...file.comments[0], likes: -1 }] })).toEqual({
      ok: false,
      error: expect.stringMatching(/^comments\[0\]\.likes: /),
    });
    expect(readPostFile({ comments: [] })).toEqual({
      ok: false,
      error: "owner: expected an object with a username",
    });
  });
});

describe("imported comments", () => {
  const imported: Comment[] = [
    {
      id: "a",
      username: "ana",
      text: "hi",
      likes: null,
      timestamp: at(5),
      replyCount: 0,
      parentId: null,
      isFromOwner: false,
    },
    {
      id: "b",
      username: "Shop",
      text: "hello",
      likes: 1,
      timestamp: at(3),
      replyCount: 0,
      parentId: null,
      isFromOwner: false,
    },
  ];

  it("have no post unless an owner or caption is given, as in the app", () => {
    const r = importedRequest(imported);
    expect(r.post).toBeNull();
    expect(r.repliesIncluded).toBe(false);
  });

  it("mark the owner's comments and take the post from what is given", () => {
    const r = importedRequest(imported, {
      owner: "shop",
      caption: "Sale",
      postUrl: "https://www.instagram.com/p/AbCdEf12345/",
    });
    expect(r.comments.map((c) => c.isFromOwner)).toEqual([false, true]);
    expect(r.repliesIncluded).toBe(true);
    expect(r.post).toMatchObject({
      shortcode: "AbCdEf12345",
      caption: "Sale",
      owner: { username: "shop" },
      takenAt: at(3),
      commentCount: 2,
    });
  });
});
