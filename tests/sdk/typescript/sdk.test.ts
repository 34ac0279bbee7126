// The generated TypeScript SDK (generated/typescript, installed with npm)
// against the real server.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  Configuration, MatchesApi, MonitoringApi, ResponseError, Match, BandFilter,
  ModelErrorFromJSON, WebhookTestEventFromJSON, PostMatchedEventFromJSON,
} from "@threadwatch/client";
import { Threadwatch } from "./harness";

function config(base: string, key: string): Configuration {
  return new Configuration({ basePath: `${base}/v1`, accessToken: key });
}

async function errorOf(call: Promise<unknown>): Promise<{ status: number; code: string; retryAfter: string | null }> {
  const e = await call.then(() => undefined, (error: unknown) => error);
  if (!(e instanceof ResponseError)) assert.fail(`expected a ResponseError, got ${e}`);
  const body = ModelErrorFromJSON(await e.response.json());
  return { status: e.response.status, code: body.error.code, retryAfter: e.response.headers.get("retry-after") };
}

test("pages through every match and reads every resource", async () => {
  const tw = new Threadwatch();
  try {
    const key = tw.customer("acme", 7);
    const base = await tw.serve(1000);
    const matches = new MatchesApi(config(base, key));
    const seen: Match[] = [];
    let cursor: string | undefined;
    do {
      const page = await matches.listMatches({ limit: 3, cursor });
      seen.push(...page.data);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    assert.equal(seen.length, 7);
    assert.equal(new Set(seen.map((m) => m.id)).size, 7);
    assert.ok(seen.every((m, i) => i === 0 || seen[i - 1].seenAt >= m.seenAt), "newest first");
    assert.ok(seen[0].seenAt instanceof Date);

    const strong = await matches.listMatches({ band: BandFilter.Strong, since: new Date("2000-01-01T00:00:00Z") });
    assert.equal(strong.data.length, 7);

    const detail = await matches.getMatch({ id: seen[0].id });
    assert.equal(detail.id, seen[0].id);
    assert.match(detail.matchReason, /web analytics/);

    const monitoring = new MonitoringApi(config(base, key));
    assert.equal((await monitoring.getProduct()).name, "Lumen");
    assert.deepEqual(new Set((await monitoring.listSearches()).data.map((s) => s.subreddit)), new Set(["webdev", "SaaS"]));
    assert.equal((await monitoring.getMonitoring()).lastReview?.matchesFound, 7);
  } finally {
    tw.close();
  }
});

test("errors come back as the error model", async () => {
  const tw = new Threadwatch();
  try {
    const key = tw.customer("acme", 1);
    const base = await tw.serve(3);
    const unauthorized = await errorOf(new MatchesApi(config(base, "tw_live_not_a_key")).listMatches({}));
    assert.deepEqual([unauthorized.status, unauthorized.code], [401, "unauthorized"]);

    const matches = new MatchesApi(config(base, key));
    const missing = await errorOf(matches.getMatch({ id: "m_nothing" }));
    assert.deepEqual([missing.status, missing.code], [404, "not_found"]);
    await matches.listMatches({});
    await matches.listMatches({});
    const limited = await errorOf(matches.listMatches({}));
    assert.deepEqual([limited.status, limited.code], [429, "rate_limited"]);
    assert.ok(Number(limited.retryAfter) >= 1, `Retry-After ${limited.retryAfter}`);
  } finally {
    tw.close();
  }
});

test("webhook event bodies are models", () => {
  const event = WebhookTestEventFromJSON({ event: "webhook.test", version: 1, test: true, sent_at: "2026-11-22T10:00:00.123Z" });
  assert.equal(event.sentAt.toISOString(), "2026-11-22T10:00:00.123Z");
  const matched = PostMatchedEventFromJSON({
    event: "reddit.post.matched", version: 1, test: false, sent_at: "2026-11-22T10:00:00.123Z",
    data: { match: { id: "m_1", subreddit: "webdev", title: "t", url: "https://www.reddit.com/r/webdev/comments/a/",
      match_score: 80, band: "strong", published_at: "2026-11-22T09:59:00Z", seen_at: "2026-11-22T10:00:00Z",
      match_reason: "Scored 80 because ..." } },
  });
  assert.equal(matched.data.match.matchScore, 80);
});
