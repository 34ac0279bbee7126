//! The optional language model: the real binary against a local stand-in
//! that speaks the OpenAI-compatible chat-completions API. Near the delivery
//! level the model's verdict decides; on any failure, or with its budget
//! spent, the built-in scorer's result stands; with no `[llm]` nothing calls out.
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::common::model::{no, yes, Answer, FakeModel};
use crate::common::receiver::Receiver;
use crate::common::reddit::FakeReddit;
use crate::common::Tw;

const MODEL: &str = "stand-in-7b";
/// A buyer's question the built-in scorer gives NEAR points (its keyword in
/// the text, close in meaning, asking for a tool, a watched community): below
/// a delivery level of 70, above one of 50.
const NEAR_TITLE: &str = "What do you use?";
const NEAR_BODY: &str = "Web analytics on a hobby blog.";
const NEAR: u64 = 55;
/// Scores 100: far above any delivery level these tests use, never judged.
const STRONG_TITLE: &str = "Looking for web analytics without a cookie banner";
const STRONG_BODY: &str = "Is there an alternative to Google Analytics for a small site?";

const REASON: &str = "The author wants simple web analytics for a hobby blog";
const DRAFT: &str = "For a tiny site a cookieless counter is plenty: Lumen shows page views without a banner.";

fn profile(delivery_level: u8) -> Value {
    json!({"name": "Lumen", "description": "Privacy-friendly web analytics.",
           "keywords": ["web analytics", "cookie banner"], "competitors": ["Google Analytics"],
           "subreddits": ["webdev"], "delivery_level": delivery_level})
}

/// An installation whose `[llm]` points at the stand-in, with `extra` settings.
fn tw_with(model: &FakeModel, extra: &[(&str, &str)]) -> Tw {
    let mut env = vec![
        ("THREADWATCH_LLM__BASE_URL", model.base_url.as_str()),
        ("THREADWATCH_LLM__MODEL", MODEL),
        ("THREADWATCH_LLM__JUDGE_MARGIN", "20"),
    ];
    env.extend_from_slice(extra);
    Tw::with_env(&env)
}

struct Account {
    id: String,
    key: String,
}

fn account(tw: &Tw, delivery_level: u8) -> Account {
    let id = tw.run(&["account", "create", "--name", "acme"])["account_id"].as_str().unwrap().to_owned();
    let file = tw.write("profile.json", &profile(delivery_level).to_string());
    tw.run(&["product", "set", "--account", &id, "--file", &file]);
    let key = tw.run(&["key", "create", "--account", &id])["api_key"].as_str().unwrap().to_owned();
    Account { id, key }
}

fn post(id: &str, title: &str, body: &str) -> Value {
    let created = crate::common::first_created_utc() + i64::from_str_radix(id, 36).unwrap() % 100_000;
    json!({"kind": "t3", "data": {"id": id, "subreddit": "webdev", "author": "someone", "title": title,
           "selftext": body, "created_utc": created, "permalink": format!("/r/webdev/comments/{id}/a_post/")}})
}

fn near(id: &str) -> Value {
    post(id, NEAR_TITLE, NEAR_BODY)
}

/// Imports the posts; the summary and the log.
fn ingest(tw: &Tw, account: &Account, posts: &[Value]) -> (Value, String) {
    let lines: Vec<String> = posts.iter().map(Value::to_string).collect();
    let file = tw.write("posts.jsonl", &lines.join("\n"));
    tw.run_logged(&["ingest", "--account", &account.id, "--file", &file])
}

/// The account's matches in detail (reason included), by their post's title.
fn matches(tw: &Tw, account: &Account) -> Vec<Value> {
    let server = tw.serve(&[]);
    let page = server.get("/v1/matches?limit=100", Some(&account.key));
    assert_eq!(page.status, 200, "{page:?}");
    let ids: Vec<&str> = page.body["data"].as_array().unwrap().iter().map(|m| m["id"].as_str().unwrap()).collect();
    ids.iter().map(|id| server.get(&format!("/v1/matches/{id}"), Some(&account.key)).body).collect()
}

fn reason(m: &Value) -> &str {
    m["match_reason"].as_str().unwrap()
}

#[test]
fn a_near_miss_the_model_calls_relevant_becomes_a_match_in_its_words() {
    // Without the model, the built-in scorer drops it: below the level of 70.
    let alone = Tw::new();
    let acme = account(&alone, 70);
    assert_eq!(ingest(&alone, &acme, &[near("n1")]).0["matched"], 0);

    let model = FakeModel::start(yes(80, REASON, DRAFT));
    let tw = tw_with(&model, &[]);
    let acme = account(&tw, 70);
    let (summary, _) = ingest(&tw, &acme, &[near("n1"), post("s1", STRONG_TITLE, STRONG_BODY)]);
    assert_eq!(summary["matched"], 2, "{summary}");

    let asked = model.asked();
    assert_eq!(asked.len(), 1, "only the candidate near the level is judged: {asked:?}");
    let request = &asked[0];
    assert_eq!(request.path, "/v1/chat/completions");
    assert_eq!(request.authorization, None, "no key set, none sent");
    assert_eq!(request.body["model"], MODEL);
    assert_eq!(request.body["temperature"], 0);
    assert_eq!(request.body["response_format"]["type"], "json_object");
    for part in ["Product: Lumen", "What it is: Privacy-friendly web analytics.", "r/webdev", NEAR_TITLE, NEAR_BODY] {
        assert!(request.user_message().contains(part), "{part} not sent: {}", request.user_message());
    }

    let found = matches(&tw, &acme);
    let judged = found.iter().find(|m| m["title"] == NEAR_TITLE).expect("the near miss is a match");
    assert_eq!(judged["match_score"], 80);
    assert_eq!(judged["band"], "strong");
    let why = reason(judged);
    assert!(why.starts_with(&format!("Judged relevant by model {MODEL}: {REASON}.")), "{why}");
    assert!(
        why.contains(&format!("The built-in scorer: Scored {NEAR} because the post mentions \"web analytics\"")),
        "{why}"
    );
    let reply = judged["suggested_reply"].as_str().unwrap();
    assert!(reply.starts_with(DRAFT), "{reply}");
    assert!(reply.ends_with("Disclosure: I work on Lumen, happy to share how others set it up if useful."), "{reply}");
    let strong = found.iter().find(|m| m["title"] == STRONG_TITLE).expect("the strong post still matches");
    assert!(reason(strong).starts_with("Scored 100 because"), "{}", reason(strong));
}

#[test]
fn a_candidate_the_model_rejects_is_not_a_match_and_is_never_delivered() {
    let model = FakeModel::start(no("A hobbyist sharing a page-view count, not asking for a tool"));
    let tw = tw_with(&model, &[("THREADWATCH_DELIVERY__ALLOW_INSECURE_DESTINATIONS", "true")]);
    // The built-in scorer alone would keep it: above the level of 50.
    let acme = account(&tw, 50);
    let receiver = Receiver::start(vec![]);
    let webhook = tw.run(&["destination", "add", "--account", &acme.id, "--kind", "webhook", "--url", &receiver.url]);
    let tested = tw.run(&["destination", "test", "--destination", webhook["destination_id"].as_str().unwrap()]);
    assert_eq!(tested["state"], "active");
    let (summary, _) = ingest(&tw, &acme, &[near("n1"), post("s1", STRONG_TITLE, STRONG_BODY)]);
    assert_eq!((summary["scored"].as_u64(), summary["matched"].as_u64()), (Some(2), Some(1)), "{summary}");
    assert_eq!(summary["deliveries_queued"], 1, "only the strong post goes out: {summary}");
    assert_eq!(model.asked().len(), 1);
    let found = matches(&tw, &acme);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0]["title"], STRONG_TITLE);

    // Reviewed once: importing it again neither asks the model again nor matches.
    let (again, _) = ingest(&tw, &acme, &[near("n1")]);
    assert_eq!(again["matched"], 0);
    assert_eq!(model.asked().len(), 1, "the same post is never judged twice");
}

#[test]
fn when_the_model_fails_or_is_slow_the_built_in_score_stands_and_the_log_says_so_once() {
    let model = FakeModel::start(yes(90, REASON, DRAFT));
    model.script(vec![
        Answer::Status(500),
        Answer::Slow(Duration::from_secs(5), json!({"relevant": false, "reason": "too late"})),
        Answer::Content("I think this one is relevant!".into()),
        Answer::Verdict(json!({"relevant": "yes", "reason": "not a boolean"})),
    ]);
    let tw = tw_with(&model, &[("THREADWATCH_LLM__TIMEOUT_MS", "500")]);
    let acme = account(&tw, 50);
    let started = Instant::now();
    let (summary, log) = ingest(&tw, &acme, &[near("n1"), near("n2"), near("n3"), near("n4")]);
    assert!(started.elapsed() < Duration::from_secs(4), "the slow answer was waited for: {:?}", started.elapsed());
    assert_eq!(model.asked().len(), 4);
    assert_eq!(summary["matched"], 4, "{summary}");
    for m in matches(&tw, &acme) {
        assert!(reason(&m).starts_with(&format!("Scored {NEAR} because")), "{}", reason(&m));
        let reply = m["suggested_reply"].as_str().expect("a possible match keeps the built-in reply");
        assert!(!reply.starts_with(DRAFT) && reply.contains("Disclosure: I work on Lumen"), "{reply}");
    }
    assert_eq!(log.matches("could not judge").count(), 1, "one warning a minute, not one per failure:\n{log}");
    assert!(log.contains(&format!("model {MODEL} could not judge t3_n1: the model answered HTTP 500")), "{log}");
}

#[test]
fn the_budget_is_respected_and_candidates_past_it_keep_the_built_in_score() {
    let model = FakeModel::start(yes(80, REASON, DRAFT));
    let tw = tw_with(&model, &[("THREADWATCH_LLM__REQUESTS_PER_MINUTE", "2")]);
    let acme = account(&tw, 70);
    let (summary, log) = ingest(&tw, &acme, &[near("n1"), near("n2"), near("n3")]);
    assert_eq!(model.asked().len(), 2, "the third candidate in the minute is not sent");
    assert_eq!(summary["matched"], 2, "the third keeps the built-in verdict: below the level");
    assert!(log.contains("budget of 2 requests a minute is spent"), "{log}");
}

#[test]
fn the_key_is_sent_as_a_bearer_token_and_never_logged() {
    const KEY: &str = "sk-test-5ecret-4242";
    let model = FakeModel::start(yes(80, REASON, DRAFT));
    model.script(vec![Answer::Status(401)]);
    let tw = tw_with(&model, &[("THREADWATCH_LLM__API_KEY", KEY), ("THREADWATCH_LOG", "debug")]);
    let acme = account(&tw, 70);
    let (summary, log) = ingest(&tw, &acme, &[near("n1"), near("n2")]);
    assert_eq!(summary["matched"], 1);
    let asked = model.asked();
    assert_eq!(asked.len(), 2);
    assert!(asked.iter().all(|a| a.authorization.as_deref() == Some(&format!("Bearer {KEY}") as &str)), "{asked:?}");
    assert!(log.contains("HTTP 401"), "the failure is logged:\n{log}");
    assert!(!log.contains("5ecret"), "the key is in the log:\n{log}");
}

#[test]
fn polls_are_judged_too() {
    let reddit = FakeReddit::start();
    reddit.post("webdev", NEAR_TITLE, NEAR_BODY);
    let model = FakeModel::start(yes(75, REASON, DRAFT));
    let settings = reddit.settings();
    let mut env: Vec<(&str, &str)> = settings.iter().map(|(k, v)| (*k, v.as_str())).collect();
    env.push(("THREADWATCH_REDDIT__REQUESTS_PER_MINUTE", "6000"));
    let tw = tw_with(&model, &env);
    let acme = account(&tw, 70);
    let counts = tw.run(&["poll", "--once"]);
    assert_eq!(counts["matched"], 1, "{counts}");
    assert_eq!(model.asked().len(), 1);
    let found = matches(&tw, &acme);
    assert!(reason(&found[0]).starts_with(&format!("Judged relevant by model {MODEL}:")), "{}", reason(&found[0]));
}

#[test]
fn with_no_model_configured_nothing_calls_out() {
    let model = FakeModel::start(yes(80, REASON, DRAFT));
    // A model's name and key alone do not turn it on: base_url does.
    let tw = Tw::with_env(&[("THREADWATCH_LLM__MODEL", MODEL), ("THREADWATCH_LLM__API_KEY", "sk-unused")]);
    let acme = account(&tw, 50);
    let (summary, _) = ingest(&tw, &acme, &[near("n1")]);
    assert_eq!(summary["matched"], 1);
    assert!(model.asked().is_empty());
    assert!(reason(&matches(&tw, &acme)[0]).starts_with(&format!("Scored {NEAR} because")));
}

#[test]
fn bad_model_settings_are_refused_at_start_up_with_the_field_named() {
    let model = FakeModel::start(yes(80, REASON, DRAFT));
    let refused = |env: &[(&str, &str)]| Tw::with_env(env).fail(&["account", "create", "--name", "x"]);
    let url = model.base_url.as_str();
    let no_model = refused(&[("THREADWATCH_LLM__BASE_URL", url)]);
    assert!(no_model.contains("[llm] model must be set"), "{no_model}");
    let not_a_url = refused(&[("THREADWATCH_LLM__BASE_URL", "localhost-11434"), ("THREADWATCH_LLM__MODEL", MODEL)]);
    assert!(not_a_url.contains("[llm] base_url"), "{not_a_url}");
    let with_secret = refused(&[
        ("THREADWATCH_LLM__BASE_URL", "https://me:sk-5ecret@api.example.com/v1"),
        ("THREADWATCH_LLM__MODEL", MODEL),
    ]);
    assert!(with_secret.contains("[llm] base_url") && !with_secret.contains("5ecret"), "{with_secret}");
    let no_budget = refused(&[
        ("THREADWATCH_LLM__BASE_URL", url),
        ("THREADWATCH_LLM__MODEL", MODEL),
        ("THREADWATCH_LLM__REQUESTS_PER_MINUTE", "0"),
    ]);
    assert!(no_budget.contains("[llm] requests_per_minute"), "{no_budget}");
    assert!(model.asked().is_empty());
}
