//! Watching Reddit: the real binary against a local server that speaks
//! Reddit's listing format, OAuth and rate-limit headers.

use std::time::Duration;

use crate::common::reddit::{post, FakeReddit, Listing};
use crate::common::Tw;
use serde_json::Value;

const T: i64 = 1_790_000_000;
const TITLE: &str = "Looking for web analytics without a cookie banner";

fn tw_for(reddit: &FakeReddit, extra: &[(&str, &str)]) -> Tw {
    let settings = reddit.settings();
    let mut env: Vec<(&str, &str)> = settings.iter().map(|(k, v)| (*k, v.as_str())).collect();
    env.extend_from_slice(extra);
    Tw::with_env(&env)
}

fn account_watching(tw: &Tw, name: &str, subreddits: &[&str], trial_ends_at: Option<&str>) -> String {
    let mut args = vec!["account", "create", "--name", name];
    if let Some(at) = trial_ends_at {
        args.extend(["--trial-ends-at", at]);
    }
    let account = tw.run(&args)["account_id"].as_str().unwrap().to_owned();
    let profile = serde_json::json!({"name": "Lumen", "keywords": ["web analytics", "cookie banner"], "subreddits": subreddits});
    let file = tw.write(&format!("{name}.json"), &profile.to_string());
    tw.run(&["product", "set", "--account", &account, "--file", &file]);
    account
}

fn matches_of(tw: &Tw, account: &str) -> usize {
    let key = tw.run(&["key", "create", "--account", account]);
    let server = tw.serve(&[]);
    let page = server.get("/v1/matches?limit=100", key["api_key"].as_str());
    page.body["data"].as_array().unwrap().len()
}

#[test]
fn one_request_serves_every_account_watching_those_subreddits() {
    let reddit = FakeReddit::start(
        vec![Listing::of(vec![post("w1", "webdev", T, TITLE), post("s1", "SaaS", T + 1, TITLE), post("x1", "privacy", T, TITLE)])],
        3600,
    );
    let tw = tw_for(&reddit, &[]);
    let a = account_watching(&tw, "a", &["webdev", "SaaS"], None);
    let b = account_watching(&tw, "b", &["webdev", "startups"], None);
    account_watching(&tw, "expired", &["privacy"], Some("2020-01-01T00:00:00Z"));
    let paused = account_watching(&tw, "paused", &["golang"], None);
    tw.run(&["monitoring", "pause", "--account", &paused]);

    let counts = tw.run(&["poll", "--once"]);
    assert_eq!(counts["requests"], 1, "{counts}");
    let seen = reddit.seen();
    assert_eq!(seen.len(), 1);
    assert!(seen[0].path.starts_with("/r/SaaS+startups+webdev/new.json?limit=100"), "{:?}", seen[0]);
    assert_eq!(seen[0].user_agent.as_deref(), Some("linux:threadwatch-test:1.0 (by /u/tester)"));
    assert_eq!(counts["accounts"], 2, "the expired and the paused account are not polled");
    assert_eq!(matches_of(&tw, &a), 2);
    assert_eq!(matches_of(&tw, &b), 1);
}

#[test]
fn stale_out_of_order_and_reappearing_posts_are_reviewed_once() {
    let reddit = FakeReddit::start(
        vec![
            Listing::of(vec![post("b", "webdev", T + 100, TITLE), post("a", "webdev", T, TITLE)]),
            // A stale, cached listing, with a post that arrived out of order.
            Listing::of(vec![post("b", "webdev", T + 100, TITLE), post("c", "webdev", T + 50, TITLE), post("a", "webdev", T, TITLE)]),
            // "b" was deleted: a listing anchored on it would stall; this one goes on.
            Listing::of(vec![post("d", "webdev", T + 200, TITLE), post("a", "webdev", T, TITLE)]),
            // An old post reappearing, far behind the newest one.
            Listing::of(vec![post("old", "webdev", T - 86_400, TITLE), post("d", "webdev", T + 200, TITLE)]),
        ],
        3600,
    );
    let tw = tw_for(&reddit, &[]);
    let account = account_watching(&tw, "a", &["webdev"], None);
    let new_posts: Vec<Value> = (0..4).map(|_| tw.run(&["poll", "--once"])["new_posts"].clone()).collect();
    assert_eq!(new_posts, [2, 1, 1, 0].map(Value::from));
    assert_eq!(matches_of(&tw, &account), 4, "each post matched exactly once");
}

#[test]
fn a_429_is_backed_off_without_failing_the_review() {
    let limited = Listing { status: 429, headers: vec![("Retry-After", "1".into())], posts: vec![] };
    let reddit = FakeReddit::start(vec![limited, Listing::of(vec![post("p", "webdev", T, TITLE)])], 3600);
    let tw = tw_for(&reddit, &[]);
    let account = account_watching(&tw, "a", &["webdev"], None);
    let first = tw.run(&["poll", "--once"]);
    assert_eq!((first["failed_requests"].as_u64(), first["new_posts"].as_u64()), (Some(1), Some(0)));
    let second = tw.run(&["poll", "--once"]);
    assert_eq!(second["new_posts"], 1);
    assert_eq!(matches_of(&tw, &account), 1);
}

#[test]
fn serve_polls_with_an_app_token_refreshed_before_it_expires() {
    let reddit = FakeReddit::start(vec![Listing::of(vec![post("p", "webdev", T, TITLE)])], 2);
    let tw = tw_for(&reddit, &[
        ("THREADWATCH_REDDIT__CLIENT_ID", "app-id"),
        ("THREADWATCH_REDDIT__CLIENT_SECRET", "app-secret"),
    ]);
    let account = account_watching(&tw, "a", &["webdev"], None);
    let key = tw.run(&["key", "create", "--account", &account]);
    let server = tw.serve(&[("THREADWATCH_REDDIT__POLL_INTERVAL_SECONDS", "1")]);
    let start = std::time::Instant::now();
    while reddit.seen().len() < 4 {
        assert!(start.elapsed() < Duration::from_secs(20), "the server did not keep polling");
        std::thread::sleep(Duration::from_millis(50));
    }
    let seen = reddit.seen();
    assert!(seen.iter().all(|s| s.path.starts_with("/oauth/r/webdev/new?")), "{seen:?}");
    assert!(seen.iter().all(|s| s.authorization.as_deref().is_some_and(|a| a.starts_with("Bearer tok-"))));
    assert!(reddit.tokens_issued() >= 2, "a token living 2 s is fetched again");
    let monitoring = server.get("/v1/monitoring", key["api_key"].as_str());
    assert!(monitoring.body["next_review_at"].is_string(), "{monitoring:?}");
    assert_eq!(monitoring.body["last_review"]["matches_found"], 0, "later reviews found nothing new");
    let page = server.get("/v1/matches", key["api_key"].as_str());
    assert_eq!(page.body["data"].as_array().unwrap().len(), 1);
}

#[test]
fn a_profile_can_also_search_all_of_reddit_for_its_keywords() {
    let reddit = FakeReddit::start(
        vec![
            Listing::of(vec![]), // r/webdev: nothing new
            Listing::of(vec![post("far", "smallbusiness", T, TITLE)]), // search "cookie banner"
            Listing::of(vec![post("far", "smallbusiness", T, TITLE)]), // search "web analytics": the same post
        ],
        3600,
    );
    let tw = tw_for(&reddit, &[]);
    let account = tw.run(&["account", "create", "--name", "a"])["account_id"].as_str().unwrap().to_owned();
    let profile = serde_json::json!({"name": "Lumen", "keywords": ["web analytics", "cookie banner"],
        "subreddits": ["webdev"], "site_wide_search": true});
    let file = tw.write("p.json", &profile.to_string());
    assert_eq!(tw.run(&["product", "set", "--account", &account, "--file", &file])["searches"], 3);

    let counts = tw.run(&["poll", "--once"]);
    assert_eq!((counts["requests"].as_u64(), counts["new_posts"].as_u64()), (Some(3), Some(1)), "{counts}");
    let paths: Vec<String> = reddit.seen().into_iter().map(|s| s.path).collect();
    assert!(paths[1].starts_with("/search.json?q=%22cookie+banner%22&sort=new"), "{paths:?}");
    let key = tw.run(&["key", "create", "--account", &account]);
    let server = tw.serve(&[]);
    let searches = server.get("/v1/searches", key["api_key"].as_str());
    let queries: Vec<&Value> = searches.body["data"].as_array().unwrap().iter().filter(|s| s["query"].is_string()).collect();
    assert_eq!(queries.len(), 2);
    assert!(queries.iter().all(|q| q["posts_seen"] == 1 && q["subreddit"].is_null()), "{queries:?}");
    assert_eq!(server.get("/v1/matches", key["api_key"].as_str()).body["data"].as_array().unwrap().len(), 1);
}
