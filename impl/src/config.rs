//! Settings, layered: built-in defaults, then the TOML file given with
//! `--config`, then `THREADWATCH_*` environment variables, then command-line
//! flags. Checked once at start-up; a typo in the file is an error, not a
//! silently ignored key.
use std::path::{Path, PathBuf};

use anyhow::{bail, Context as _};

use crate::delivery::{email::SmtpConfig, policy, DeliveryConfig};
use crate::monitor::RedditConfig;
use figment::providers::{Env, Format, Serialized, Toml};
use figment::Figment;
use serde::{Deserialize, Serialize};

use crate::access::DEFAULT_RATE_LIMIT_PER_MINUTE;

// No Debug: the settings hold the SMTP password.
#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// The SQLite database file.
    pub db: PathBuf,
    /// Address the server listens on; port 0 picks a free port.
    pub listen: String,
    /// Requests per rolling minute per API key (REST and MCP together).
    pub rate_limit_per_minute: u32,
    /// Memory, in MiB, for match pages and match details kept between identical
    /// requests while the database is unchanged; 0 turns it off.
    pub read_cache_mb: u64,
    /// Log filter, in env_logger's syntax (`info`, `threadwatch=debug`, ...).
    pub log: String,
    /// `Host` header values the MCP endpoint accepts (DNS-rebinding
    /// protection); add the public host name when serving beyond loopback.
    pub mcp_allowed_hosts: Vec<String>,
    /// Browser origins allowed to call the MCP endpoint, e.g.
    /// `https://app.example.com:443`; requests from any other origin are refused.
    pub mcp_allowed_origins: Vec<String>,
    /// Threads that send deliveries.
    pub delivery_workers: usize,
    /// Time limit for one delivery attempt: a receiver answers within 10 seconds.
    pub delivery_timeout_ms: u64,
    /// Allows http, any port and private or loopback addresses as delivery
    /// targets: for local development and tests only. Off by default.
    pub allow_insecure_destinations: bool,
    /// Delays before each attempt of a delivery, in seconds (docs/design.md).
    pub retry_schedule_seconds: Vec<u64>,
    /// The API's public address, for links to matches in messages.
    pub public_base_url: String,
    /// The only host Slack destinations may point at.
    pub slack_hook_host: String,
    /// Telegram's Bot API.
    pub telegram_api_base: String,
    /// The SMTP server email destinations go through; empty: no email.
    pub smtp_host: String,
    pub smtp_port: u16,
    /// `starttls`, `tls`, or `none` (a local server only).
    pub smtp_security: String,
    pub smtp_username: Option<String>,
    /// Never logged. Prefer the environment variable to the file.
    pub smtp_password: Option<String>,
    pub smtp_from: String,
    /// Seconds between reviews of Reddit in `serve`; 0 turns polling off.
    pub poll_interval_seconds: u64,
    /// Reddit's public JSON endpoints (used without credentials).
    pub reddit_base_url: String,
    /// Reddit's OAuth endpoints (used with credentials).
    pub reddit_oauth_base_url: String,
    pub reddit_token_url: String,
    /// A Reddit "script"/web app's id and secret, for app-only OAuth.
    pub reddit_client_id: Option<String>,
    /// Never logged. Prefer the environment variable to the file.
    pub reddit_client_secret: Option<String>,
    /// Reddit asks for `<platform>:<app id>:<version> (by /u/<name>)`.
    pub reddit_user_agent: String,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            db: PathBuf::from("threadwatch.db"),
            listen: "127.0.0.1:8080".into(),
            rate_limit_per_minute: DEFAULT_RATE_LIMIT_PER_MINUTE,
            read_cache_mb: 64,
            log: "info".into(),
            mcp_allowed_hosts: vec!["localhost".into(), "127.0.0.1".into(), "::1".into()],
            mcp_allowed_origins: vec![],
            delivery_workers: 4,
            delivery_timeout_ms: policy::DEFAULT_TIMEOUT.as_millis() as u64,
            allow_insecure_destinations: false,
            retry_schedule_seconds: policy::DEFAULT_SCHEDULE_SECS.to_vec(),
            public_base_url: "http://127.0.0.1:8080".into(),
            slack_hook_host: "hooks.slack.com".into(),
            telegram_api_base: "https://api.telegram.org".into(),
            smtp_host: String::new(),
            smtp_port: 587,
            smtp_security: "starttls".into(),
            smtp_username: None,
            smtp_password: None,
            smtp_from: "Threadwatch <alerts@threadwatch.example>".into(),
            poll_interval_seconds: 60,
            reddit_base_url: "https://www.reddit.com".into(),
            reddit_oauth_base_url: "https://oauth.reddit.com".into(),
            reddit_token_url: "https://www.reddit.com/api/v1/access_token".into(),
            reddit_client_id: None,
            reddit_client_secret: None,
            reddit_user_agent: concat!("linux:threadwatch:", env!("CARGO_PKG_VERSION"), " (by /u/threadwatch)").into(),
        }
    }
}

const ENV_PREFIX: &str = "THREADWATCH_";
const KEYS: &[&str] = &[
    "db",
    "listen",
    "rate_limit_per_minute",
    "read_cache_mb",
    "log",
    "mcp_allowed_hosts",
    "mcp_allowed_origins",
    "delivery_workers",
    "delivery_timeout_ms",
    "allow_insecure_destinations",
    "retry_schedule_seconds",
    "public_base_url",
    "slack_hook_host",
    "telegram_api_base",
    "smtp_host",
    "smtp_port",
    "smtp_security",
    "smtp_username",
    "smtp_password",
    "smtp_from",
    "poll_interval_seconds",
    "reddit_base_url",
    "reddit_oauth_base_url",
    "reddit_token_url",
    "reddit_client_id",
    "reddit_client_secret",
    "reddit_user_agent",
];

impl Settings {
    pub fn load(config_file: Option<&Path>) -> anyhow::Result<Settings> {
        let mut figment = Figment::from(Serialized::defaults(Settings::default()));
        if let Some(file) = config_file {
            if !file.is_file() {
                bail!("the configuration file {} does not exist", file.display());
            }
            figment = figment.merge(Toml::file_exact(file));
        }
        let settings: Settings = figment
            .merge(Env::prefixed(ENV_PREFIX).only(KEYS))
            .extract()
            .context("invalid settings")?;
        if settings.rate_limit_per_minute == 0 {
            bail!("invalid settings: rate_limit_per_minute must be at least 1");
        }
        if settings.delivery_workers == 0 || settings.delivery_timeout_ms == 0 {
            bail!("invalid settings: delivery_workers and delivery_timeout_ms must be at least 1");
        }
        if !matches!(settings.smtp_security.as_str(), "starttls" | "tls" | "none") {
            bail!("invalid settings: smtp_security must be starttls, tls or none, not {:?}", settings.smtp_security);
        }
        if settings.retry_schedule_seconds.is_empty() {
            bail!("invalid settings: retry_schedule_seconds needs at least one attempt");
        }
        Ok(settings)
    }

    pub fn reddit(&self) -> RedditConfig {
        RedditConfig {
            base_url: self.reddit_base_url.trim_end_matches('/').to_owned(),
            oauth_base_url: self.reddit_oauth_base_url.trim_end_matches('/').to_owned(),
            token_url: self.reddit_token_url.clone(),
            client_id: self.reddit_client_id.clone(),
            client_secret: self.reddit_client_secret.clone(),
            user_agent: self.reddit_user_agent.clone(),
            timeout: std::time::Duration::from_secs(30),
        }
    }

    pub fn delivery(&self) -> DeliveryConfig {
        DeliveryConfig {
            workers: self.delivery_workers,
            timeout: std::time::Duration::from_millis(self.delivery_timeout_ms),
            allow_insecure_destinations: self.allow_insecure_destinations,
            retry_schedule_secs: self.retry_schedule_seconds.clone(),
            public_base_url: self.public_base_url.clone(),
            slack_hook_host: self.slack_hook_host.clone(),
            telegram_api_base: self.telegram_api_base.clone(),
            smtp: (!self.smtp_host.is_empty()).then(|| SmtpConfig {
                host: self.smtp_host.clone(),
                port: self.smtp_port,
                security: self.smtp_security.clone(),
                username: self.smtp_username.clone(),
                password: self.smtp_password.clone(),
                from: self.smtp_from.clone(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_overrides_defaults_and_unknown_keys_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("tw.toml");
        std::fs::write(&file, "rate_limit_per_minute = 1000\nlisten = \"127.0.0.1:0\"\n").unwrap();
        let s = Settings::load(Some(&file)).unwrap();
        assert_eq!(s.rate_limit_per_minute, 1000);
        assert_eq!(s.listen, "127.0.0.1:0");
        assert_eq!(s.db, PathBuf::from("threadwatch.db"));

        std::fs::write(&file, "rate_limt_per_minute = 1000\n").unwrap();
        let Err(e) = Settings::load(Some(&file)) else { panic!("a typo was accepted") };
        let e = format!("{e:#}");
        assert!(e.contains("rate_limt_per_minute"), "{e}");

        let missing = dir.path().join("missing.toml");
        assert!(Settings::load(Some(&missing)).is_err(), "a missing file is an error");
    }
}
