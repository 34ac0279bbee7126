//! A client for Reddit's listing endpoints: app-only OAuth (client
//! credentials) when credentials are set, the public JSON endpoints
//! otherwise; the User-Agent Reddit asks for; and Reddit's rate-limit headers
//! obeyed, pacing requests across the window instead of bursting at its edges;
//! and the configured budget of requests per minute, spent evenly.
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::Context as _;
use serde::Deserialize;

use super::files::{parse_page, Page};

/// The `[reddit]` settings.
#[derive(Clone, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RedditSettings {
    /// Seconds between reviews of Reddit in `serve`; 0 turns polling off.
    pub poll_interval_seconds: u64,
    /// Reddit's public JSON endpoints (used without credentials).
    pub base_url: String,
    /// Reddit's OAuth endpoints (used with credentials).
    pub oauth_base_url: String,
    pub token_url: String,
    /// A Reddit "script" or web app's id and secret, for app-only OAuth.
    pub client_id: Option<String>,
    /// Never logged. Prefer the environment variable to the file.
    pub client_secret: Option<String>,
    /// Reddit asks for `<platform>:<app id>:<version> (by /u/<name>)`.
    pub user_agent: String,
    /// Requests to Reddit per minute at most, spaced evenly (Reddit allows an
    /// OAuth client about 100).
    pub requests_per_minute: u32,
    /// Listed ids remembered per kind, to tell new items from seen ones.
    pub seen_ids_kept: u64,
}

impl Default for RedditSettings {
    fn default() -> RedditSettings {
        RedditSettings {
            poll_interval_seconds: 60,
            base_url: "https://www.reddit.com".into(),
            oauth_base_url: "https://oauth.reddit.com".into(),
            token_url: "https://www.reddit.com/api/v1/access_token".into(),
            client_id: None,
            client_secret: None,
            user_agent: concat!("linux:threadwatch:", env!("CARGO_PKG_VERSION"), " (by /u/threadwatch)").into(),
            requests_per_minute: 100,
            seen_ids_kept: 2_000_000,
        }
    }
}

impl RedditSettings {
    pub fn check(&self) -> Result<(), String> {
        if self.requests_per_minute == 0 || self.seen_ids_kept == 0 {
            return Err("requests_per_minute and seen_ids_kept must be at least 1".into());
        }
        Ok(())
    }
}

/// Time limit for one request to Reddit.
const TIMEOUT: Duration = Duration::from_secs(30);
/// Items per listing request: Reddit's maximum.
const LISTING_LIMIT: u32 = 100;
/// Longest wait Reddit's headers can impose before a request.
const MAX_PACING: Duration = Duration::from_secs(600);

struct Token {
    value: String,
    refresh_at: Instant,
}

#[derive(Default)]
struct Window {
    remaining: Option<f64>,
    reset_at: Option<Instant>,
    /// After a 429: no request before then.
    backoff_until: Option<Instant>,
    /// The budget's spacing: no request before then.
    next_slot: Option<Instant>,
}

/// Why a request to Reddit failed.
#[derive(Debug, thiserror::Error)]
pub enum RedditError {
    /// 401 or 403: the credentials are refused, or this access is not allowed.
    #[error("Reddit refused {what} (HTTP {status}); {hint}")]
    Refused { what: String, status: u16, hint: &'static str },
    #[error("Reddit is rate limiting: no request for {0:?}")]
    RateLimited(Duration),
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

pub struct RedditClient {
    agent: ureq::Agent,
    config: RedditSettings,
    token: Mutex<Option<Token>>,
    window: Mutex<Window>,
}

#[derive(Deserialize)]
struct TokenReply {
    access_token: String,
    expires_in: u64,
}

impl RedditClient {
    pub fn new(config: RedditSettings) -> RedditClient {
        let agent_config = ureq::Agent::config_builder()
            .timeout_global(Some(TIMEOUT))
            .http_status_as_error(false)
            .user_agent(config.user_agent.clone())
            .build();
        RedditClient { agent: agent_config.into(), config, token: Mutex::new(None), window: Mutex::new(Window::default()) }
    }

    /// The requests one review may spend: the poll interval's share of the
    /// per-minute budget (a minute's when polling is off and a review is run
    /// by hand), so reviews never outspend it.
    pub fn requests_per_review(&self) -> usize {
        let seconds = match self.config.poll_interval_seconds {
            0 => 60,
            seconds => seconds,
        };
        (u64::from(self.config.requests_per_minute) * seconds / 60).max(1) as usize
    }

    pub fn seen_ids_kept(&self) -> u64 {
        self.config.seen_ids_kept
    }

    fn oauth(&self) -> Option<(&str, &str)> {
        Some((self.config.client_id.as_deref()?, self.config.client_secret.as_deref()?))
    }

    /// One page of a listing (`/r/a+b/new`, `/r/all/comments`), newest
    /// first, after the item named `after` (a fullname).
    pub fn listing(&self, path: &str, after: Option<&str>) -> Result<Page, RedditError> {
        let after = after.map_or(String::new(), |a| format!("&after={a}"));
        self.get(path, &format!("limit={LISTING_LIMIT}&raw_json=1{after}"), &path[1..])
    }

    /// The items with these fullnames (at most 100) that Reddit still shows.
    pub fn info(&self, fullnames: &[String]) -> Result<Page, RedditError> {
        let ids = fullnames[..fullnames.len().min(LISTING_LIMIT as usize)].join(",");
        self.get("/api/info", &format!("id={ids}&raw_json=1"), "api/info")
    }

    fn get(&self, path: &str, query: &str, what: &str) -> Result<Page, RedditError> {
        self.pace()?;
        let request = match self.oauth() {
            Some(_) => {
                let token = self.token()?;
                let url = format!("{}{path}?{query}", self.config.oauth_base_url.trim_end_matches('/'));
                self.agent.get(&url).header("Authorization", &format!("Bearer {token}"))
            }
            None => self.agent.get(&format!("{}{path}.json?{query}", self.config.base_url.trim_end_matches('/'))),
        };
        let mut response = request.call().map_err(|e| anyhow::anyhow!("cannot reach Reddit: {e}"))?;
        self.note_window(response.headers());
        let status = response.status().as_u16();
        if status == 429 {
            let wait = header_secs(response.headers(), "retry-after")
                .or_else(|| header_secs(response.headers(), "x-ratelimit-reset"))
                .unwrap_or(Duration::from_secs(60));
            self.window.lock().unwrap_or_else(|e| e.into_inner()).backoff_until = Some(Instant::now() + wait);
            return Err(RedditError::RateLimited(wait));
        }
        if status == 401 && self.oauth().is_some() {
            *self.token.lock().unwrap_or_else(|e| e.into_inner()) = None; // fetched again next time
        }
        if status == 401 || status == 403 {
            let hint = match self.oauth() {
                Some(_) => "check [reddit] client_id and client_secret, and that the app is approved for this use",
                None => "Reddit serves little without OAuth: set [reddit] client_id and client_secret",
            };
            return Err(RedditError::Refused { what: what.to_owned(), status, hint });
        }
        let body = response.body_mut().with_config().limit(16 * 1024 * 1024).read_to_string().context("reading a listing")?;
        if !(200..300).contains(&status) {
            return Err(anyhow::anyhow!("Reddit answered HTTP {status} for {what}").into());
        }
        Ok(parse_page(&body).context("Reddit's answer is not a listing")?)
    }

    /// Waits as Reddit's headers ask: until a 429's back-off is over, and,
    /// when few requests are left in the window, spaced evenly until it resets.
    fn pace(&self) -> Result<(), RedditError> {
        let wait = {
            let mut window = self.window.lock().unwrap_or_else(|e| e.into_inner());
            let now = Instant::now();
            if let Some(until) = window.backoff_until.filter(|until| *until > now) {
                return Err(RedditError::RateLimited(until - now));
            }
            let asked = match (window.remaining, window.reset_at) {
                (Some(left), Some(reset)) if reset > now && left < 1.0 => reset - now,
                (Some(left), Some(reset)) if reset > now && left < 10.0 => (reset - now).div_f64(left),
                _ => Duration::ZERO,
            };
            let slot = window.next_slot.filter(|slot| *slot > now).map_or(Duration::ZERO, |slot| slot - now);
            let wait = asked.max(slot).min(MAX_PACING);
            let spacing = Duration::from_secs(60).div_f64(f64::from(self.config.requests_per_minute.max(1)));
            window.next_slot = Some(now + wait + spacing);
            wait
        };
        std::thread::sleep(wait);
        Ok(())
    }

    fn note_window(&self, headers: &ureq::http::HeaderMap) {
        let mut window = self.window.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(left) = headers.get("x-ratelimit-remaining").and_then(|v| v.to_str().ok()).and_then(|v| v.parse().ok()) {
            window.remaining = Some(left);
        }
        if let Some(reset) = header_secs(headers, "x-ratelimit-reset") {
            window.reset_at = Some(Instant::now() + reset);
        }
    }

    /// An app-only OAuth token, fetched again before it expires.
    fn token(&self) -> Result<String, RedditError> {
        let mut token = self.token.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(t) = token.as_ref().filter(|t| Instant::now() < t.refresh_at) {
            return Ok(t.value.clone());
        }
        let (id, secret) = self.oauth().context("no Reddit credentials")?;
        use base64::Engine as _;
        let basic = base64::engine::general_purpose::STANDARD.encode(format!("{id}:{secret}"));
        let mut response = self
            .agent
            .post(&self.config.token_url)
            .header("Authorization", &format!("Basic {basic}"))
            .send_form([("grant_type", "client_credentials")])
            .map_err(|e| anyhow::anyhow!("cannot reach Reddit's token endpoint: {e}"))?;
        if !response.status().is_success() {
            let hint = "check [reddit] client_id and client_secret";
            return Err(RedditError::Refused { what: "the app credentials".into(), status: response.status().as_u16(), hint });
        }
        let reply: TokenReply = response.body_mut().read_json().context("Reddit's token answer")?;
        // Refreshed once 90 % of its life has passed: before the hour ends.
        let refresh_at = Instant::now() + Duration::from_secs(reply.expires_in).mul_f64(0.9);
        *token = Some(Token { value: reply.access_token.clone(), refresh_at });
        log::info!("got a Reddit app token, valid for {} s", reply.expires_in);
        Ok(reply.access_token)
    }
}

fn header_secs(headers: &ureq::http::HeaderMap, name: &str) -> Option<Duration> {
    let secs: f64 = headers.get(name)?.to_str().ok()?.trim().parse().ok()?;
    (secs >= 0.0).then(|| Duration::from_secs_f64(secs))
}
