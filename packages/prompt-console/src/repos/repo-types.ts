/** Repositories and merge requests from @platform/prompt-client's generated types. Type-only. */
import type { ResponseOf } from "@platform/prompt-client";

export type { Repo } from "@platform/prompt-client";
export type Branch = ResponseOf<"/api/repos/{id}/branches", "get">["items"][number];
export type Commit = ResponseOf<"/api/repos/{id}/commits", "get">["items"][number];
export type FileList = ResponseOf<"/api/repos/{id}/files", "get">;
export type RepoFile = ResponseOf<"/api/repos/{id}/file", "get">;
export type MergeRequest = ResponseOf<"/api/merge-requests/{id}", "get">;
export type MergePreview = ResponseOf<"/api/merge-requests/{id}/merge-preview", "get">;
export type ReviewVerdict = MergeRequest["reviews"][number]["verdict"];
