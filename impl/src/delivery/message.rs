//! What people read in Slack, Telegram and email: a match rendered safely for
//! each (every text from Reddit escaped or sent as plain text) and within each
//! service's size limits. Rendered at send time from the stored
//! `reddit.post.matched` body, through the generated event model.
use serde_json::{json, Value};
use swagger::Nullable;
use threadwatch_api::models::{self, MatchedPost};

/// The match carried by a stored `reddit.post.matched` body, read with the
/// same generated model that wrote it.
pub fn matched_post(body: &[u8]) -> Result<MatchedPost, String> {
    serde_json::from_slice::<models::PostMatchedEvent>(body)
        .map(|event| event.data.r#match)
        .map_err(|e| format!("the stored event carries no match: {e}"))
}

/// The made-up match a destination test sends, clearly marked as a test.
pub fn test_sample() -> MatchedPost {
    MatchedPost {
        id: "m_test".into(),
        kind: Some(models::ItemKind::Post),
        subreddit: "test".into(),
        title: "Threadwatch test message: your destination works".into(),
        url: "https://www.reddit.com/".into(),
        excerpt: Some("This is a test sent by `threadwatch destination test`. Real matches look like this.".into()),
        match_score: 100,
        band: models::Band::Strong,
        match_reason: "This is a test message, not a real match.".into(),
        suggested_reply: Some(Nullable::Present("A draft reply appears here. Threadwatch never posts it.".into())),
        delivery: None,
        delivered_to: None,
        delivery_latency_seconds: None,
        published_at: chrono::Utc::now(),
        seen_at: chrono::Utc::now(),
    }
}

/// "Strong match · score 82 · r/SaaS"; a comment says so ("Strong match on a
/// comment · …"), as its title is its thread's.
fn headline(lead: &MatchedPost) -> String {
    let on = match lead.kind {
        Some(models::ItemKind::Comment) => " on a comment",
        _ => "",
    };
    format!("{} match{on} · score {} · r/{}", capitalized(&lead.band.to_string()), lead.match_score, lead.subreddit)
}

fn draft_reply(lead: &MatchedPost) -> Option<&str> {
    match &lead.suggested_reply {
        Some(Nullable::Present(reply)) => Some(reply),
        _ => None,
    }
}

/// Where a person can read the match in the API.
pub fn api_link(public_base_url: &str, match_id: &str) -> String {
    format!("{}/v1/matches/{match_id}", public_base_url.trim_end_matches('/'))
}

const DRAFT_NOTE: &str = "Suggested reply (a draft; Threadwatch never posts it)";

// Slack: https://api.slack.com/reference/block-kit/blocks (header text up to
// 150 characters, section text up to 3,000).
const SLACK_HEADER_MAX: usize = 150;
const SLACK_SECTION_MAX: usize = 3_000;

/// An incoming-webhook message: blocks, and a plain-text fallback for
/// notifications. Reddit's text goes out as `plain_text` wherever it can, so
/// mrkdwn in a title cannot format or mention; the one mrkdwn field (the link)
/// is escaped.
pub fn slack(lead: &MatchedPost, link: &str) -> Value {
    let plain = |text: String, max: usize| json!({"type": "plain_text", "text": clip(&text, max), "emoji": false});
    let mut blocks = vec![
        json!({"type": "header", "text": plain(headline(lead), SLACK_HEADER_MAX)}),
        json!({"type": "section", "text": {"type": "mrkdwn", "text": clip(&format!("*<{}|{}>*", slack_escape(&lead.url), slack_escape(&lead.title)), SLACK_SECTION_MAX)}}),
    ];
    if let Some(excerpt) = lead.excerpt.as_deref().filter(|e| !e.is_empty()) {
        blocks.push(json!({"type": "section", "text": plain(excerpt.to_owned(), SLACK_SECTION_MAX)}));
    }
    blocks.push(json!({"type": "section", "text": plain(format!("Why: {}", lead.match_reason), SLACK_SECTION_MAX)}));
    if let Some(reply) = draft_reply(lead) {
        blocks.push(json!({"type": "section", "text": plain(format!("{DRAFT_NOTE}:\n{reply}"), SLACK_SECTION_MAX)}));
    }
    blocks.push(json!({"type": "context", "elements": [{"type": "mrkdwn", "text": format!("<{}|View in the Threadwatch API>", slack_escape(link))}]}));
    json!({
        "text": clip(&format!("{}: {}", headline(lead), lead.title), SLACK_SECTION_MAX),
        "blocks": blocks,
        "unfurl_links": false,
        "unfurl_media": false,
    })
}

/// Slack's three control characters in mrkdwn text.
fn slack_escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

// Telegram: a message is at most 4,096 characters.
const TELEGRAM_MAX: usize = 4_096;

/// `sendMessage` text in HTML parse mode, every text from Reddit escaped,
/// within Telegram's length limit (the excerpt and the reply give way first).
pub fn telegram_html(lead: &MatchedPost, link: &str) -> String {
    let render = |excerpt_max: usize, reply_max: usize| {
        let mut text = format!(
            "<b>{}</b>\n<a href=\"{}\">{}</a>\n",
            html(&headline(lead)),
            html(&lead.url),
            html(&lead.title)
        );
        if let Some(excerpt) = lead.excerpt.as_deref().filter(|e| !e.is_empty()) {
            text.push_str(&format!("\n{}\n", html(&clip(excerpt, excerpt_max))));
        }
        text.push_str(&format!("\n<i>Why:</i> {}\n", html(&lead.match_reason)));
        if let Some(reply) = draft_reply(lead) {
            text.push_str(&format!("\n<i>{DRAFT_NOTE}:</i>\n{}\n", html(&clip(reply, reply_max))));
        }
        text.push_str(&format!("\n<a href=\"{}\">View in the Threadwatch API</a>", html(link)));
        text
    };
    let mut limits = (1_000, 1_500);
    loop {
        let text = render(limits.0, limits.1);
        if text.chars().count() <= TELEGRAM_MAX || limits == (0, 0) {
            return clip(&text, TELEGRAM_MAX);
        }
        limits = (limits.0 / 2, limits.1 / 2);
    }
}

/// An email's subject, text part and HTML part.
pub struct Email {
    pub subject: String,
    pub text: String,
    pub html: String,
}

pub fn email(lead: &MatchedPost, link: &str) -> Email {
    let subject = clip(&format!("[{}] {}", capitalized(&lead.band.to_string()), one_line(&lead.title)), 200);
    let mut text = format!("{}\n{}\n{}\n", headline(lead), lead.title, lead.url);
    let mut body = format!(
        "<p><strong>{}</strong></p>\n<p><a href=\"{}\">{}</a></p>\n",
        html(&headline(lead)),
        html(&lead.url),
        html(&lead.title)
    );
    if let Some(excerpt) = lead.excerpt.as_deref().filter(|e| !e.is_empty()) {
        text.push_str(&format!("\n{excerpt}\n"));
        body.push_str(&format!("<blockquote>{}</blockquote>\n", html(excerpt)));
    }
    text.push_str(&format!("\nWhy: {}\n", lead.match_reason));
    body.push_str(&format!("<p><em>Why:</em> {}</p>\n", html(&lead.match_reason)));
    if let Some(reply) = draft_reply(lead) {
        text.push_str(&format!("\n{DRAFT_NOTE}:\n{reply}\n"));
        body.push_str(&format!("<p><em>{DRAFT_NOTE}:</em></p>\n<pre>{}</pre>\n", html(reply)));
    }
    text.push_str(&format!("\nView in the Threadwatch API: {link}\n"));
    body.push_str(&format!("<p><a href=\"{}\">View in the Threadwatch API</a></p>\n", html(link)));
    Email { subject, text, html: format!("<!DOCTYPE html>\n<html><body>\n{body}</body></html>\n") }
}

/// HTML text and attribute escaping.
fn html(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

fn clip(text: &str, max_chars: usize) -> String {
    match text.char_indices().nth(max_chars.saturating_sub(1)) {
        Some((cut, _)) if text.chars().count() > max_chars => format!("{}…", &text[..cut]),
        _ => text.to_owned(),
    }
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hostile() -> MatchedPost {
        MatchedPost {
            id: "m_1".into(),
            kind: Some(models::ItemKind::Comment),
            subreddit: "webdev".into(),
            title: "<script>alert(1)</script> & <b>bold</b> *star* <!channel> Кириллица 日本語".into(),
            url: "https://www.reddit.com/r/webdev/comments/a/x/?q=1&r=<2>".into(),
            excerpt: Some("x".repeat(20_000)),
            match_score: 91,
            band: models::Band::Strong,
            match_reason: "Scored 91 because \"a\" & <b>".into(),
            suggested_reply: Some(Nullable::Present("y".repeat(20_000))),
            ..test_sample()
        }
    }

    #[test]
    fn telegram_text_is_escaped_and_within_4096_characters() {
        let text = telegram_html(&hostile(), "https://api.example/v1/matches/m_1");
        assert!(text.chars().count() <= 4_096);
        assert!(!text.contains("<script>") && text.contains("&lt;script&gt;"));
        assert!(text.contains("Кириллица 日本語"));
        assert!(text.contains("&amp;r=&lt;2&gt;"), "{text}");
        assert!(text.contains("Strong match on a comment · score"), "a comment says so: {text}");
    }

    #[test]
    fn slack_puts_reddit_text_in_plain_text_and_escapes_the_link() {
        let message = slack(&hostile(), "https://api.example/v1/matches/m_1");
        let link = message["blocks"][1]["text"]["text"].as_str().unwrap();
        assert!(!link.contains("<script>") && !link.contains("<!channel>"), "{link}");
        for block in message["blocks"].as_array().unwrap() {
            if let Some(text) = block["text"]["text"].as_str() {
                assert!(text.chars().count() <= 3_001, "a block over Slack's limit");
            }
        }
        assert_eq!(message["blocks"][2]["text"]["type"], "plain_text");
    }

    #[test]
    fn email_parts_escape_html_and_the_subject_starts_with_the_band() {
        let mail = email(&hostile(), "https://api.example/v1/matches/m_1");
        assert!(mail.subject.starts_with("[Strong] <script>"));
        assert!(!mail.html.contains("<script>") && mail.html.contains("&lt;script&gt;"));
        assert!(mail.text.contains("<script>"), "the text part is plain text");
    }
}
