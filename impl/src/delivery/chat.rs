//! Slack incoming webhooks and Telegram's Bot API `sendMessage`, with each
//! service's own back-off signals and permanent failures.
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::http::{Http, Sent};
use super::policy::Outcome;

/// Slack answers these (as the body text) when retrying cannot help.
/// https://api.slack.com/messaging/webhooks#handling_errors
const SLACK_PERMANENT: &[&str] = &[
    "invalid_token",
    "channel_not_found",
    "channel_is_archived",
    "no_service",
    "no_service_id",
    "no_team",
    "team_disabled",
    "action_prohibited",
    "posting_to_general_channel_denied",
    "invalid_payload",
    "user_not_found",
];

pub fn slack(http: &Http, hook_url: &str, message: &Value) -> Sent {
    let started = Instant::now();
    let body = serde_json::to_vec(message).expect("a message always serializes");
    let answer = match http.post_json(hook_url, &[], &body) {
        Ok(answer) => answer,
        Err(error) => return Sent::failed(started, error),
    };
    let said = answer.head.trim().to_owned();
    let outcome = match answer.status {
        200..=299 => Outcome::Accepted,
        429 => Outcome::of_status(429, answer.retry_after.as_deref()),
        _ if SLACK_PERMANENT.contains(&said.as_str()) => Outcome::Permanent,
        400..=499 => Outcome::Permanent,
        _ => Outcome::Failed { retry_after: None },
    };
    let error = (outcome != Outcome::Accepted).then(|| format!("Slack answered HTTP {}: {said}", answer.status));
    Sent::answered(started, outcome, &answer, error)
}

pub fn telegram(http: &Http, api_base: &str, bot_token: &str, chat_id: &str, html: &str) -> Sent {
    let started = Instant::now();
    let url = format!("{}/bot{bot_token}/sendMessage", api_base.trim_end_matches('/'));
    let body = json!({
        "chat_id": chat_id,
        "text": html,
        "parse_mode": "HTML",
        "link_preview_options": {"is_disabled": true},
    });
    let answer = match http.post_json(&url, &[], &serde_json::to_vec(&body).expect("JSON")) {
        Ok(answer) => answer,
        Err(error) => return Sent::failed(started, error.replace(bot_token, "***")),
    };
    // https://core.telegram.org/bots/api#making-requests: {"ok": false, "error_code", "description", "parameters"}
    let reply: Value = serde_json::from_str(&answer.head).unwrap_or_default();
    let description = reply["description"].as_str().unwrap_or("no description").replace(bot_token, "***");
    let outcome = match answer.status {
        200..=299 if reply["ok"] == true => Outcome::Accepted,
        429 => Outcome::Failed {
            retry_after: reply["parameters"]["retry_after"].as_u64().map(Duration::from_secs).or_else(|| {
                answer.retry_after.as_deref().and_then(|v| v.parse().ok()).map(Duration::from_secs)
            }),
        },
        400..=499 => Outcome::Permanent,
        _ => Outcome::Failed { retry_after: None },
    };
    let error = (outcome != Outcome::Accepted).then(|| format!("Telegram answered HTTP {}: {description}", answer.status));
    Sent::answered(started, outcome, &answer, error)
}
