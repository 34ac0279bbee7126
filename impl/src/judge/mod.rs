//! An optional language model as a second opinion on the candidates the
//! built-in scorer finds near a profile's delivery level, where its words
//! and phrases are least sure: the model's verdict decides whether such a
//! candidate is a match, and drafts its reply. Never required: with no
//! `[llm] base_url` nothing calls out, and on any error, time-out, odd
//! answer or spent budget the built-in scorer's result stands, unchanged.
//! Any OpenAI-compatible chat-completions endpoint will do (Ollama,
//! llama.cpp's server, a hosted API).
mod chat;
mod prompt;

use std::collections::VecDeque;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::domain::{Band, NewMatch, Profile, RedditItem};
use crate::scoring::{band_for, disclosure, new_match, Assessment};
use chat::Chat;
use prompt::Verdict;

/// The `[llm]` settings. No Debug: they hold the API key.
#[derive(Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LlmSettings {
    /// The API's base, before `/chat/completions` (Ollama:
    /// `http://127.0.0.1:11434/v1`). Empty, the default, turns the model off.
    pub base_url: String,
    /// The model's name at that endpoint (`llama3.2`, `gpt-4o-mini`).
    pub model: String,
    /// Sent as `Authorization: Bearer`; never logged. Prefer the environment
    /// variable to the file.
    pub api_key: Option<String>,
    /// Requests to the model in any rolling minute at most, for all accounts.
    pub requests_per_minute: u32,
    /// Time limit for one answer.
    pub timeout_ms: u64,
    /// Candidates scoring within this many points of the delivery level,
    /// below or above it, are judged by the model.
    pub judge_margin: u8,
}

impl Default for LlmSettings {
    fn default() -> LlmSettings {
        LlmSettings {
            base_url: String::new(),
            model: String::new(),
            api_key: None,
            requests_per_minute: 30,
            timeout_ms: 10_000,
            judge_margin: 15,
        }
    }
}

impl LlmSettings {
    pub fn enabled(&self) -> bool {
        !self.base_url.trim().is_empty()
    }

    pub fn check(&self) -> Result<(), String> {
        if !self.enabled() {
            return Ok(());
        }
        // The URL is not echoed: a mistyped one may carry a secret.
        let url = url::Url::parse(self.base_url.trim())
            .map_err(|e| format!("base_url is not an absolute URL ({e}); for Ollama: http://127.0.0.1:11434/v1"))?;
        if !matches!(url.scheme(), "http" | "https") {
            return Err("base_url must be http or https".into());
        }
        if !url.username().is_empty() || url.password().is_some() {
            return Err("base_url must not carry credentials: set api_key instead".into());
        }
        if url.query().is_some() || url.fragment().is_some() {
            return Err("base_url must be the API's base (the part before /chat/completions), without a query".into());
        }
        if self.model.trim().is_empty() {
            return Err("model must be set when base_url is (the model's name at that endpoint, e.g. llama3.2)".into());
        }
        if self.requests_per_minute == 0 || self.timeout_ms == 0 {
            return Err(
                "requests_per_minute and timeout_ms must be at least 1 (an empty base_url turns the model off)".into(),
            );
        }
        if self.judge_margin > 100 {
            return Err("judge_margin must be 0 to 100 (points of the 0–100 score)".into());
        }
        Ok(())
    }
}

/// What a review's candidates came to with the model, for its log line.
#[derive(Debug, Default)]
pub struct Tally {
    pub relevant: u64,
    pub not_relevant: u64,
    /// Candidates that kept the built-in result: an error or the budget spent.
    pub unjudged: u64,
}

/// The model, its budget, and the warnings about it.
pub struct Judge {
    chat: Chat,
    model: String,
    margin: u8,
    budget: Budget,
    failing: Throttled,
    spent: Throttled,
}

impl Judge {
    /// The judge these settings describe; None when `[llm]` is off.
    pub fn new(settings: &LlmSettings) -> Option<Judge> {
        settings.enabled().then(|| Judge {
            chat: Chat::new(settings),
            model: settings.model.trim().to_owned(),
            margin: settings.judge_margin,
            budget: Budget::new(settings.requests_per_minute),
            failing: Throttled::default(),
            spent: Throttled::default(),
        })
    }

    /// For the start-up log: what judges, and how often at most.
    pub fn describe(&self) -> String {
        format!(
            "model {} judges candidates within {} points of the delivery level, at most {} a minute",
            self.model, self.margin, self.budget.per_minute
        )
    }

    /// Whether a candidate with this built-in score is near enough to the
    /// delivery level for the model to judge.
    pub fn wants(&self, score: u8, delivery_level: u8) -> bool {
        score.abs_diff(delivery_level) <= self.margin
    }

    /// The candidate's match once the model has judged it: a yes makes it a
    /// match whatever the built-in score, a no drops it. When the model
    /// cannot be asked or does not answer well, the built-in result stands.
    pub fn decide(
        &self,
        profile: &Profile,
        post: &RedditItem,
        assessed: Assessment,
        tally: &mut Tally,
    ) -> Option<NewMatch> {
        if !self.budget.take() {
            tally.unjudged += 1;
            let per_minute = self.budget.per_minute;
            self.spent.warn(|| {
                format!("the language model's budget of {per_minute} requests a minute is spent: candidates keep the built-in score")
            });
            return assessed.matched;
        }
        let (system, user) = prompt::messages(profile, post);
        match self.chat.ask(&system, &user).and_then(|answer| Verdict::read(&answer)) {
            Ok(verdict) if verdict.relevant => {
                tally.relevant += 1;
                self.lift(profile, post, assessed, verdict)
            }
            Ok(verdict) => {
                tally.not_relevant += 1;
                log::debug!("model {} judged {} not relevant: {}", self.model, post.fullname(), verdict.reason);
                None
            }
            Err(e) => {
                tally.unjudged += 1;
                let (model, item) = (&self.model, post.fullname());
                self.failing.warn(|| format!("model {model} could not judge {item}: {e}; the built-in score stands"));
                assessed.matched
            }
        }
    }

    /// A match at the model's score (at least the delivery level), with its
    /// reason naming the model and keeping the built-in evidence, and its
    /// draft as the reply.
    fn lift(&self, profile: &Profile, post: &RedditItem, assessed: Assessment, verdict: Verdict) -> Option<NewMatch> {
        let level = profile.delivery_level;
        let score = verdict.score.unwrap_or(assessed.score).max(level).min(100);
        let band = band_for(score, level)?;
        let reason = format!(
            "Judged relevant by model {}: {} The built-in scorer: {}",
            self.model, verdict.reason, assessed.reason
        );
        // As the built-in replies: only a possible or strong match gets one.
        let reply = match band {
            Band::Research => None,
            _ if verdict.reply.is_empty() => assessed.matched.and_then(|m| m.suggested_reply),
            _ => Some(disclosed(&verdict.reply, &profile.name)),
        };
        Some(new_match(post, score, band, reason, reply))
    }
}

/// The draft with the affiliation disclosed, as every suggested reply has it.
fn disclosed(reply: &str, product: &str) -> String {
    if reply.to_lowercase().contains(&format!("i work on {}", product.to_lowercase())) {
        return reply.to_owned();
    }
    format!("{reply} {}", disclosure(product))
}

/// At most `per_minute` requests in any rolling minute: the times of those
/// sent in the last minute are kept (a token bucket would let nearly twice
/// the budget through in a minute).
struct Budget {
    per_minute: u32,
    sent: Mutex<VecDeque<Instant>>,
}

impl Budget {
    fn new(per_minute: u32) -> Budget {
        Budget { per_minute, sent: Mutex::new(VecDeque::new()) }
    }

    /// Spends one request, if the last minute left room for it.
    fn take(&self) -> bool {
        let mut sent = self.sent.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        while sent.front().is_some_and(|at| now.duration_since(*at) >= Duration::from_secs(60)) {
            sent.pop_front();
        }
        if sent.len() >= self.per_minute as usize {
            return false;
        }
        sent.push_back(now);
        true
    }
}

/// A warning logged at most once a minute, saying how many like it were held
/// back: a model that is down must not flood the log.
#[derive(Default)]
struct Throttled {
    state: Mutex<(Option<Instant>, u64)>,
}

impl Throttled {
    fn warn(&self, message: impl FnOnce() -> String) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let (last, held) = &mut *state;
        if last.is_some_and(|at| at.elapsed() < Duration::from_secs(60)) {
            *held += 1;
            return;
        }
        let note = match std::mem::take(held) {
            0 => String::new(),
            n => format!(" ({n} more like it in the last minute)"),
        };
        *last = Some(Instant::now());
        log::warn!("{}{note}", message());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_admits_its_number_in_a_minute_and_no_more() {
        let budget = Budget::new(3);
        assert_eq!((0..5).filter(|_| budget.take()).count(), 3);
    }

    #[test]
    fn the_margin_reaches_both_sides_of_the_delivery_level() {
        let judge = Judge::new(&LlmSettings {
            base_url: "http://127.0.0.1:9/v1".into(),
            model: "m".into(),
            ..Default::default()
        })
        .unwrap();
        assert!(judge.wants(15, 30) && judge.wants(45, 30) && judge.wants(30, 30));
        assert!(!judge.wants(14, 30) && !judge.wants(46, 30));
    }

    #[test]
    fn a_draft_gets_the_disclosure_once() {
        assert_eq!(disclosed("Try Lumen.", "Lumen"), format!("Try Lumen. {}", disclosure("Lumen")));
        assert_eq!(disclosed("Full disclosure: I work on Lumen.", "Lumen"), "Full disclosure: I work on Lumen.");
    }

    #[test]
    fn settings_are_checked_with_the_field_named() {
        let on = |f: fn(&mut LlmSettings)| {
            let mut s = LlmSettings {
                base_url: "http://127.0.0.1:11434/v1".into(),
                model: "llama3.2".into(),
                ..Default::default()
            };
            f(&mut s);
            s.check()
        };
        assert!(LlmSettings::default().check().is_ok(), "off by default");
        assert!(on(|_| {}).is_ok());
        assert!(on(|s| s.model.clear()).unwrap_err().contains("model"));
        assert!(on(|s| s.base_url = "127.0.0.1:11434".into()).unwrap_err().contains("base_url"));
        assert!(on(|s| s.base_url = "ftp://host/v1".into()).unwrap_err().contains("base_url"));
        let secret = on(|s| s.base_url = "https://user:sk-secret@host/v1".into()).unwrap_err();
        assert!(secret.contains("api_key") && !secret.contains("sk-secret"), "{secret}");
        assert!(on(|s| s.requests_per_minute = 0).unwrap_err().contains("requests_per_minute"));
        assert!(on(|s| s.timeout_ms = 0).unwrap_err().contains("timeout_ms"));
        assert!(on(|s| s.judge_margin = 101).unwrap_err().contains("judge_margin"));
    }
}
