//! Watching Reddit: the real binary against a local stand-in that answers as
//! Reddit does (newest first, pages of 100 with `after`, 1,000 items deep).

use std::time::Duration;

use crate::common::reddit::FakeReddit;
use crate::common::{Server, Tw};
use serde_json::Value;

const TITLE: &str = "Looking for web analytics without a cookie banner";
const BODY: &str = "Is there an alternative to Google Analytics?";
const NOISE: &str = "My cat learned to open doors";

fn tw_for(reddit: &FakeReddit, extra: &[(&str, &str)]) -> Tw {
    let settings = reddit.settings();
    let mut env: Vec<(&str, &str)> = settings.iter().map(|(k, v)| (*k, v.as_str())).collect();
    // The stand-in answers at once: no need to space requests out.
    env.push(("THREADWATCH_REDDIT__REQUESTS_PER_MINUTE", "6000"));
    env.extend_from_slice(extra);
    Tw::with_env(&env)
}

fn account_with(tw: &Tw, name: &str, profile: Value, trial_ends_at: Option<&str>) -> String {
    let mut args = vec!["account", "create", "--name", name];
    if let Some(at) = trial_ends_at {
        args.extend(["--trial-ends-at", at]);
    }
    let account = tw.run(&args)["account_id"].as_str().unwrap().to_owned();
    let file = tw.write(&format!("{name}.json"), &profile.to_string());
    tw.run(&["product", "set", "--account", &account, "--file", &file]);
    account
}

fn account_watching(tw: &Tw, name: &str, subreddits: &[&str], trial_ends_at: Option<&str>) -> String {
    let profile = serde_json::json!({"name": "Lumen", "keywords": ["web analytics", "cookie banner"], "subreddits": subreddits});
    account_with(tw, name, profile, trial_ends_at)
}

/// The server, and a key of the account.
fn serve_for(tw: &Tw, account: &str) -> (Server, String) {
    let key = tw.run(&["key", "create", "--account", account])["api_key"].as_str().unwrap().to_owned();
    (tw.serve(&[]), key)
}

fn matches_of(tw: &Tw, account: &str) -> Vec<Value> {
    let (server, key) = serve_for(tw, account);
    let page = server.get("/v1/matches?limit=100", Some(&key));
    page.body["data"].as_array().unwrap().clone()
}

fn poll(tw: &Tw) -> Value {
    tw.run(&["poll", "--once"])
}

#[test]
fn one_request_per_kind_serves_every_account_watching_those_subreddits() {
    let reddit = FakeReddit::start();
    reddit.post("webdev", TITLE, BODY);
    reddit.post("SaaS", TITLE, BODY);
    reddit.post("privacy", TITLE, BODY);
    let tw = tw_for(&reddit, &[]);
    let a = account_watching(&tw, "a", &["webdev", "SaaS"], None);
    let b = account_watching(&tw, "b", &["webdev", "startups"], None);
    account_watching(&tw, "expired", &["privacy"], Some("2020-01-01T00:00:00Z"));
    let paused = account_watching(&tw, "paused", &["golang"], None);
    tw.run(&["monitoring", "pause", "--account", &paused]);

    let counts = poll(&tw);
    assert_eq!(counts["requests"], 2, "one for posts, one for comments: {counts}");
    let seen = reddit.seen();
    assert!(seen[0].path.starts_with("/r/saas+startups+webdev/new.json?limit=100&raw_json=1"), "{:?}", seen[0]);
    assert!(seen[1].path.starts_with("/r/saas+startups+webdev/comments.json?limit=100&raw_json=1"), "{:?}", seen[1]);
    assert_eq!(seen[0].user_agent.as_deref(), Some("linux:threadwatch-test:1.0 (by /u/tester)"));
    assert_eq!(counts["accounts"], 2, "the expired and the paused account are not polled");
    assert_eq!(matches_of(&tw, &a).len(), 2);
    assert_eq!(matches_of(&tw, &b).len(), 1);
}

#[test]
fn every_item_between_two_reviews_is_read_however_many_there_are() {
    let reddit = FakeReddit::start();
    let tw = tw_for(&reddit, &[]);
    let account = account_watching(&tw, "a", &["webdev", "golang"], None);
    assert_eq!(poll(&tw)["new_items"], 0);
    // A quiet community's post first, then a busy one fills many pages.
    reddit.post("golang", TITLE, BODY);
    for i in 0..350 {
        let relevant = i % 12 == 0;
        reddit.post("webdev", if relevant { TITLE } else { NOISE }, if relevant { BODY } else { "" });
    }
    let counts = poll(&tw);
    assert_eq!(counts["new_items"], 351, "{counts}");
    assert_eq!(counts["requests"], 5, "four pages of posts, one of comments: {counts}");
    assert_eq!(matches_of(&tw, &account).len(), 1 + 30);
    let again = poll(&tw);
    assert_eq!((again["new_items"].as_u64(), again["requests"].as_u64()), (Some(0), Some(2)), "{again}");
}

#[test]
fn no_time_window_hours_without_a_review_lose_nothing() {
    let reddit = FakeReddit::start();
    for _ in 0..12 {
        reddit.post("webdev", TITLE, BODY);
        reddit.wait(1800);
    }
    let tw = tw_for(&reddit, &[]);
    let account = account_watching(&tw, "a", &["webdev"], None);
    // The account's first review, six hours after the first post.
    assert_eq!(poll(&tw)["new_items"], 12);
    assert_eq!(matches_of(&tw, &account).len(), 12);
}

#[test]
fn a_post_a_moderator_approves_late_is_reviewed_when_it_shows() {
    let reddit = FakeReddit::start();
    let held = reddit.held_post("webdev", TITLE, BODY);
    for _ in 0..5 {
        reddit.post("webdev", NOISE, "");
    }
    let tw = tw_for(&reddit, &[]);
    let account = account_watching(&tw, "a", &["webdev"], None);
    assert_eq!(poll(&tw)["new_items"], 5);
    reddit.approve(&held);
    reddit.post("webdev", NOISE, "");
    assert_eq!(poll(&tw)["new_items"], 2, "the new post, and the approved one below the mark");
    let found = matches_of(&tw, &account);
    assert_eq!(found.len(), 1);
    assert!(found[0]["url"].as_str().unwrap().contains(&held));
}

#[test]
fn what_a_listing_can_no_longer_give_back_is_a_gap_shown_in_monitoring() {
    let reddit = FakeReddit::start();
    let tw = tw_for(&reddit, &[]);
    let account = account_watching(&tw, "a", &["webdev"], None);
    let neighbour = account_watching(&tw, "b", &["golang"], None);
    reddit.post("webdev", NOISE, "");
    poll(&tw);
    let first_lost = reddit.post("webdev", NOISE, "");
    for _ in 0..149 {
        reddit.post("webdev", NOISE, "");
    }
    for _ in 0..1000 {
        reddit.post("webdev", TITLE, BODY);
    }
    let counts = poll(&tw);
    assert_eq!((counts["new_items"].as_u64(), counts["gaps_recorded"].as_u64()), (Some(1000), Some(1)), "{counts}");

    let (server, key) = serve_for(&tw, &account);
    let monitoring = server.get("/v1/monitoring", Some(&key)).body;
    let gaps = monitoring["gaps"].as_array().unwrap();
    assert_eq!(gaps.len(), 1, "{monitoring}");
    assert_eq!(gaps[0]["subreddits"], serde_json::json!(["webdev"]));
    assert_eq!(gaps[0]["kind"], "post");
    assert_eq!(gaps[0]["from"], format!("t3_{first_lost}"));
    assert_eq!(monitoring["source"]["state"], "ok");
    let neighbours_key = tw.run(&["key", "create", "--account", &neighbour])["api_key"].as_str().unwrap().to_owned();
    // Both communities were read in one listing, so the gap is the
    // neighbour's too; it names only the neighbour's own community.
    let theirs = server.get("/v1/monitoring", Some(&neighbours_key)).body;
    assert_eq!(theirs["gaps"][0]["subreddits"], serde_json::json!(["golang"]), "{theirs}");
}

#[test]
fn comments_are_reviewed_like_posts_and_a_profile_may_leave_them_out() {
    let reddit = FakeReddit::start();
    let thread = reddit.post("webdev", "Weekly thread: tools & questions", "Ask away");
    let comment = reddit.comment(&thread, "Any web analytics without a cookie banner? Looking for one & cheap");
    let tw = tw_for(&reddit, &[]);
    let both = account_watching(&tw, "both", &["webdev"], None);
    let posts_only = serde_json::json!({"name": "Lumen", "keywords": ["web analytics", "cookie banner"],
        "subreddits": ["webdev"], "watch": "posts"});
    let posts_only = account_with(&tw, "posts", posts_only, None);
    poll(&tw);

    let found = matches_of(&tw, &both);
    assert_eq!(found.len(), 1, "{found:?}");
    let m = &found[0];
    assert_eq!(m["kind"], "comment");
    assert_eq!(m["title"], "Weekly thread: tools & questions", "the thread's title, unescaped");
    assert_eq!(m["url"], format!("https://www.reddit.com/r/webdev/comments/{thread}/a_post/{comment}/"));
    assert_eq!(m["excerpt"], "Any web analytics without a cookie banner? Looking for one & cheap");
    assert!(matches_of(&tw, &posts_only).is_empty());
}

#[test]
fn a_profile_for_posts_only_reads_no_comment_listing() {
    let reddit = FakeReddit::start();
    let tw = tw_for(&reddit, &[]);
    let profile = serde_json::json!({"name": "Lumen", "keywords": ["web analytics"], "subreddits": ["webdev"], "watch": "posts"});
    account_with(&tw, "a", profile, None);
    assert_eq!(poll(&tw)["requests"], 1);
    assert!(reddit.seen()[0].path.starts_with("/r/webdev/new.json"));
}

#[test]
fn a_429_is_backed_off_without_failing_the_review_and_shows_in_monitoring() {
    let reddit = FakeReddit::start();
    reddit.post("webdev", TITLE, BODY);
    reddit.script(1, 429, vec![("Retry-After", "1".into())]);
    let tw = tw_for(&reddit, &[]);
    let account = account_watching(&tw, "a", &["webdev"], None);
    let first = poll(&tw);
    assert_eq!((first["failed_requests"].as_u64(), first["new_items"].as_u64()), (Some(1), Some(0)), "{first}");
    let (server, key) = serve_for(&tw, &account);
    let source = server.get("/v1/monitoring", Some(&key)).body["source"].clone();
    assert_eq!(source["state"], "rate_limited", "{source}");
    drop(server);
    assert_eq!(poll(&tw)["new_items"], 1);
    assert_eq!(matches_of(&tw, &account).len(), 1);
}

#[test]
fn refused_access_is_a_clear_state_not_a_silent_empty_review() {
    let reddit = FakeReddit::start();
    reddit.post("webdev", TITLE, BODY);
    reddit.script(2, 403, vec![]);
    let tw = tw_for(&reddit, &[]);
    let account = account_watching(&tw, "a", &["webdev"], None);
    let counts = poll(&tw);
    assert_eq!(counts["failed_requests"], 2, "{counts}");
    let (server, key) = serve_for(&tw, &account);
    let source = server.get("/v1/monitoring", Some(&key)).body["source"].clone();
    assert_eq!(source["state"], "refused", "{source}");
    let detail = source["detail"].as_str().unwrap();
    assert!(detail.contains("403") && detail.contains("client_id"), "{detail}");
    drop(server);
    assert_eq!(poll(&tw)["new_items"], 1, "read once Reddit lets it");
}

#[test]
fn refused_app_credentials_are_a_clear_state_too() {
    let reddit = FakeReddit::start();
    reddit.script(1, 401, vec![]);
    let tw = tw_for(&reddit, &[
        ("THREADWATCH_REDDIT__CLIENT_ID", "app-id"),
        ("THREADWATCH_REDDIT__CLIENT_SECRET", "wrong"),
    ]);
    let profile = serde_json::json!({"name": "Lumen", "keywords": ["web analytics"], "subreddits": ["webdev"], "watch": "posts"});
    let account = account_with(&tw, "a", profile, None);
    assert_eq!(poll(&tw)["failed_requests"], 1, "the one listing could get no token");
    let (server, key) = serve_for(&tw, &account);
    let source = server.get("/v1/monitoring", Some(&key)).body["source"].clone();
    assert_eq!(source["state"], "refused", "{source}");
    assert!(source["detail"].as_str().unwrap().contains("app credentials (HTTP 401)"), "{source}");
}

#[test]
fn serve_polls_with_an_app_token_refreshed_before_it_expires() {
    let reddit = FakeReddit::with_token_lifetime(2);
    reddit.post("webdev", TITLE, BODY);
    let tw = tw_for(&reddit, &[
        ("THREADWATCH_REDDIT__CLIENT_ID", "app-id"),
        ("THREADWATCH_REDDIT__CLIENT_SECRET", "app-secret"),
    ]);
    let account = account_watching(&tw, "a", &["webdev"], None);
    let key = tw.run(&["key", "create", "--account", &account]);
    let server = tw.serve(&[("THREADWATCH_REDDIT__POLL_INTERVAL_SECONDS", "1")]);
    let start = std::time::Instant::now();
    while reddit.seen().len() < 8 {
        assert!(start.elapsed() < Duration::from_secs(20), "the server did not keep polling");
        std::thread::sleep(Duration::from_millis(50));
    }
    let seen = reddit.seen();
    let listed = |s: &&crate::common::reddit::Seen| {
        s.path.starts_with("/oauth/r/webdev/new?") || s.path.starts_with("/oauth/r/webdev/comments?")
    };
    assert!(seen.iter().all(|s| listed(&s)), "{seen:?}");
    assert!(seen.iter().all(|s| s.authorization.as_deref().is_some_and(|a| a.starts_with("Bearer tok-"))));
    assert!(reddit.tokens_issued() >= 2, "a token living 2 s is fetched again");
    let monitoring = server.get("/v1/monitoring", key["api_key"].as_str());
    assert!(monitoring.body["next_review_at"].is_string(), "{monitoring:?}");
    assert_eq!(monitoring.body["last_review"]["matches_found"], 0, "later reviews found nothing new");
    let page = server.get("/v1/matches", key["api_key"].as_str());
    assert_eq!(page.body["data"].as_array().unwrap().len(), 1);
}

fn site_wide(keywords: &[&str], subreddits: &[&str], watch: &str) -> Value {
    serde_json::json!({"name": "Lumen", "keywords": keywords, "subreddits": subreddits,
        "site_wide_search": true, "watch": watch})
}

#[test]
fn all_of_reddit_is_read_once_whatever_the_accounts_and_keywords() {
    let reddit = FakeReddit::start();
    reddit.post("smallbusiness", TITLE, BODY);
    reddit.post("aww", NOISE, "");
    let tw = tw_for(&reddit, &[]);
    let account = account_with(&tw, "a", site_wide(&["web analytics", "cookie banner"], &["webdev"], "both"), None);
    let counts = poll(&tw);
    assert_eq!((counts["requests"].as_u64(), counts["new_items"].as_u64()), (Some(4), Some(2)), "{counts}");
    let paths: Vec<String> = reddit.seen().into_iter().map(|s| s.path).collect();
    assert!(paths[2].starts_with("/r/all/new.json?limit=100") && paths[3].starts_with("/r/all/comments.json"), "{paths:?}");

    // Ten more accounts with keywords of their own: the same requests.
    for i in 0..10 {
        let keywords = [format!("keyword {i}"), format!("another {i}")];
        let keywords: Vec<&str> = keywords.iter().map(String::as_str).collect();
        account_with(&tw, &format!("more{i}"), site_wide(&keywords, &["webdev"], "both"), None);
    }
    reddit.post("smallbusiness", NOISE, "");
    let counts = poll(&tw);
    assert_eq!((counts["requests"].as_u64(), counts["accounts"].as_u64()), (Some(4), Some(11)), "{counts}");

    let (server, key) = serve_for(&tw, &account);
    let searches = server.get("/v1/searches", Some(&key));
    let queries: Vec<&Value> = searches.body["data"].as_array().unwrap().iter().filter(|s| s["query"].is_string()).collect();
    assert_eq!(queries.len(), 2);
    assert!(queries.iter().all(|q| q["posts_seen"] == 1 && q["subreddit"].is_null()), "{queries:?}");
    let found = server.get("/v1/matches", Some(&key)).body["data"].clone();
    assert_eq!(found.as_array().unwrap().len(), 1, "only what matched, from elsewhere: {found}");
}

#[test]
fn all_of_reddit_is_walked_by_id_below_the_top_of_the_listing() {
    let reddit = FakeReddit::start();
    reddit.post("aww", NOISE, "");
    let tw = tw_for(&reddit, &[]);
    let account = account_with(&tw, "a", site_wide(&["web analytics", "cookie banner"], &[], "posts"), None);
    poll(&tw);
    for i in 0..350 {
        let relevant = i % 50 == 0;
        reddit.post(if relevant { "smallbusiness" } else { "aww" }, if relevant { TITLE } else { NOISE }, "");
    }
    let counts = poll(&tw);
    assert_eq!((counts["new_items"].as_u64(), counts["gaps_recorded"].as_u64()), (Some(350), Some(0)), "{counts}");
    assert_eq!(counts["requests"], 4, "the top 100, then 250 ids by /api/info: {counts}");
    assert!(reddit.seen().iter().any(|s| s.path.starts_with("/api/info.json?id=t3_")));
    assert_eq!(matches_of(&tw, &account).len(), 7);
}

#[test]
fn what_a_review_cannot_walk_within_its_budget_is_a_gap_of_known_size() {
    let reddit = FakeReddit::start();
    reddit.post("aww", NOISE, "");
    // 600 requests a minute, a review every second: 10 requests a review.
    let tw = tw_for(&reddit, &[
        ("THREADWATCH_REDDIT__REQUESTS_PER_MINUTE", "600"),
        ("THREADWATCH_REDDIT__POLL_INTERVAL_SECONDS", "1"),
    ]);
    let account = account_with(&tw, "a", site_wide(&["web analytics"], &[], "posts"), None);
    poll(&tw);
    let first = reddit.post("aww", NOISE, "");
    for _ in 0..1_499 {
        reddit.post("aww", NOISE, "");
    }
    let counts = poll(&tw);
    assert_eq!(counts["requests"], 10, "{counts}");
    assert_eq!((counts["new_items"].as_u64(), counts["gaps_recorded"].as_u64()), (Some(1000), Some(1)), "{counts}");
    let (server, key) = serve_for(&tw, &account);
    let gaps = server.get("/v1/monitoring", Some(&key)).body["gaps"].clone();
    assert_eq!(gaps[0]["subreddits"], serde_json::json!(["all"]), "{gaps}");
    assert_eq!(gaps[0]["from"], format!("t3_{first}"));
    assert_eq!(gaps[0]["items_not_recovered"], 500, "{gaps}");
}
