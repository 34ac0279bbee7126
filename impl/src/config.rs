//! Settings, layered: built-in defaults, then the TOML file given with
//! `--config`, then `THREADWATCH_*` environment variables, then command-line
//! flags. Each section belongs to the module that uses it (`[api]`,
//! `[reddit]`, `[delivery]`, `[smtp]`, `[llm]`, `[web]`); this file only puts them together and
//! checks them once at start-up. A typo is an error, not an ignored key.
//!
//! Environment names are derived from the sections: `THREADWATCH_<FIELD>` for
//! the top level, `THREADWATCH_<SECTION>__<FIELD>` inside a section.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context as _};
use figment::providers::{Format, Serialized, Toml};
use figment::Figment;
use serde::{Deserialize, Serialize};

use crate::api::ApiSettings;
use crate::delivery::{DeliverySettings, SmtpSettings};
use crate::judge::LlmSettings;
use crate::monitor::RedditSettings;
use crate::web::WebSettings;

// No Debug: the settings hold the SMTP password, Reddit's client secret and
// the language model's API key.
#[derive(Clone, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// The SQLite database file.
    pub db: PathBuf,
    /// Log filter, in env_logger's syntax (`info`, `threadwatch=debug`, ...).
    pub log: String,
    pub api: ApiSettings,
    pub reddit: RedditSettings,
    pub delivery: DeliverySettings,
    pub smtp: SmtpSettings,
    pub web: WebSettings,
    pub llm: LlmSettings,
}

/// What loading found worth telling once the log is set up.
pub struct Loaded {
    pub settings: Settings,
    pub warnings: Vec<String>,
}

const ENV_PREFIX: &str = "THREADWATCH_";

/// The flat names of the release before sections, still read for one release
/// (with a warning): (old name, section, field).
const RENAMED: &[(&str, &str, &str)] = &[
    ("listen", "api", "listen"),
    ("rate_limit_per_minute", "api", "rate_limit_per_minute"),
    ("read_cache_mb", "api", "read_cache_mb"),
    ("mcp_allowed_hosts", "api", "mcp_allowed_hosts"),
    ("mcp_allowed_origins", "api", "mcp_allowed_origins"),
    ("poll_interval_seconds", "reddit", "poll_interval_seconds"),
    ("reddit_base_url", "reddit", "base_url"),
    ("reddit_oauth_base_url", "reddit", "oauth_base_url"),
    ("reddit_token_url", "reddit", "token_url"),
    ("reddit_client_id", "reddit", "client_id"),
    ("reddit_client_secret", "reddit", "client_secret"),
    ("reddit_user_agent", "reddit", "user_agent"),
    ("delivery_workers", "delivery", "workers"),
    ("delivery_timeout_ms", "delivery", "timeout_ms"),
    ("allow_insecure_destinations", "delivery", "allow_insecure_destinations"),
    ("retry_schedule_seconds", "delivery", "retry_schedule_seconds"),
    ("public_base_url", "delivery", "public_base_url"),
    ("slack_hook_host", "delivery", "slack_hook_host"),
    ("telegram_api_base", "delivery", "telegram_api_base"),
    ("smtp_host", "smtp", "host"),
    ("smtp_port", "smtp", "port"),
    ("smtp_security", "smtp", "security"),
    ("smtp_username", "smtp", "username"),
    ("smtp_password", "smtp", "password"),
    ("smtp_from", "smtp", "from"),
];

impl Settings {
    fn defaults() -> Settings {
        Settings { db: PathBuf::from("threadwatch.db"), log: "info".into(), ..Default::default() }
    }

    pub fn load(config_file: Option<&Path>) -> anyhow::Result<Loaded> {
        Settings::load_from(config_file, std::env::vars())
    }

    fn load_from(config_file: Option<&Path>, env: impl IntoIterator<Item = (String, String)>) -> anyhow::Result<Loaded> {
        let mut figment = Figment::from(Serialized::defaults(Settings::defaults()));
        if let Some(file) = config_file {
            if !file.is_file() {
                bail!("the configuration file {} does not exist", file.display());
            }
            figment = figment.merge(Toml::file_exact(file));
        }
        let (values, warnings) = settings_from_env(env)?;
        let settings: Settings = figment.merge(Serialized::defaults(values)).extract().context("invalid settings")?;
        let checks = [
            ("api", settings.api.check()),
            ("reddit", settings.reddit.check()),
            ("delivery", settings.delivery.check()),
            ("web", settings.web.check()),
            ("llm", settings.llm.check()),
        ];
        for (section, check) in checks {
            check.map_err(|e| anyhow::anyhow!("invalid settings: [{section}] {e}"))?;
        }
        Ok(Loaded { settings, warnings })
    }
}

/// The settings the environment gives, as nested values, and a warning for
/// each old flat name. Variables that name no setting (`THREADWATCH_CONFIG`,
/// the command line's own) are left alone; one that names a section but no
/// field of it is an error.
fn settings_from_env(
    env: impl IntoIterator<Item = (String, String)>,
) -> anyhow::Result<(BTreeMap<String, figment::value::Value>, Vec<String>)> {
    let sections: BTreeMap<String, Vec<String>> = match serde_json::to_value(Settings::defaults())? {
        serde_json::Value::Object(top) => top
            .into_iter()
            .map(|(name, value)| {
                let fields = value.as_object().map(|o| o.keys().cloned().collect()).unwrap_or_default();
                (name, fields)
            })
            .collect(),
        _ => unreachable!("settings serialize as a table"),
    };
    let mut values: BTreeMap<String, figment::value::Value> = BTreeMap::new();
    let mut warnings = vec![];
    for (name, raw) in env {
        let Some(key) = name.strip_prefix(ENV_PREFIX).map(str::to_lowercase) else { continue };
        let (section, field) = match key.split_once("__") {
            Some((section, field)) => {
                let known = sections.get(section).is_some_and(|fields| fields.iter().any(|f| f == field));
                if !known {
                    bail!("invalid settings: {name} names no setting (THREADWATCH_<SECTION>__<FIELD>, see the README)");
                }
                (Some(section.to_owned()), field.to_owned())
            }
            None => match RENAMED.iter().find(|(old, ..)| *old == key) {
                Some((_, section, field)) => {
                    let new = format!("{ENV_PREFIX}{}__{}", section.to_uppercase(), field.to_uppercase());
                    warnings.push(format!("{name} is deprecated; use {new} ([{section}] {field})"));
                    (Some((*section).to_owned()), (*field).to_owned())
                }
                None if sections.get(&key).is_some_and(Vec::is_empty) => (None, key),
                None => continue,
            },
        };
        let value: figment::value::Value = raw.parse().unwrap_or_else(|_| raw.clone().into());
        match section {
            None => {
                values.insert(field, value);
            }
            Some(section) => {
                let table = values.entry(section).or_insert_with(|| figment::value::Dict::new().into());
                if let figment::value::Value::Dict(_, dict) = table {
                    dict.insert(field, value);
                }
            }
        }
    }
    Ok((values, warnings))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn a_file_overrides_defaults_and_unknown_keys_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("tw.toml");
        std::fs::write(&file, "[api]\nrate_limit_per_minute = 1000\nlisten = \"127.0.0.1:0\"\n").unwrap();
        let s = Settings::load_from(Some(&file), vec![]).unwrap().settings;
        assert_eq!(s.api.rate_limit_per_minute, 1000);
        assert_eq!(s.api.listen, "127.0.0.1:0");
        assert_eq!(s.db, PathBuf::from("threadwatch.db"));
        assert_eq!(s.delivery.workers, 4, "other sections keep their defaults");

        std::fs::write(&file, "[api]\nrate_limt_per_minute = 1000\n").unwrap();
        let Err(e) = Settings::load_from(Some(&file), vec![]) else { panic!("a typo was accepted") };
        assert!(format!("{e:#}").contains("rate_limt_per_minute"), "{e:#}");

        let missing = dir.path().join("missing.toml");
        assert!(Settings::load_from(Some(&missing), vec![]).is_err(), "a missing file is an error");
    }

    #[test]
    fn environment_names_follow_the_sections_and_old_flat_names_still_work_with_a_warning() {
        let loaded = Settings::load_from(
            None,
            env(&[
                ("THREADWATCH_DELIVERY__RETRY_SCHEDULE_SECONDS", "[0, 1, 1]"),
                ("THREADWATCH_SMTP__SECURITY", "none"),
                ("THREADWATCH_RATE_LIMIT_PER_MINUTE", "7"),
                ("THREADWATCH_DB", "x.db"),
                ("THREADWATCH_CONFIG", "ignored: the command line's own"),
                ("OTHER", "1"),
            ]),
        )
        .unwrap();
        let s = loaded.settings;
        assert_eq!(s.delivery.retry_schedule_seconds, vec![0, 1, 1]);
        assert_eq!(s.smtp.security, crate::delivery::email::SmtpSecurity::None);
        assert_eq!(s.api.rate_limit_per_minute, 7);
        assert_eq!(s.db, PathBuf::from("x.db"));
        assert_eq!(loaded.warnings.len(), 1, "{:?}", loaded.warnings);
        assert!(loaded.warnings[0].contains("THREADWATCH_API__RATE_LIMIT_PER_MINUTE"), "{:?}", loaded.warnings);

        let typo = Settings::load_from(None, env(&[("THREADWATCH_SMTP__HOTS", "x")])).err().unwrap();
        assert!(format!("{typo:#}").contains("THREADWATCH_SMTP__HOTS"), "{typo:#}");
        let bad = Settings::load_from(None, env(&[("THREADWATCH_SMTP__SECURITY", "ssl")])).err().unwrap();
        assert!(format!("{bad:#}").contains("security"), "{bad:#}");
        let zero = Settings::load_from(None, env(&[("THREADWATCH_API__RATE_LIMIT_PER_MINUTE", "0")])).err().unwrap();
        assert!(format!("{zero:#}").contains("[api] rate_limit_per_minute"), "{zero:#}");
        let none = Settings::load_from(None, env(&[("THREADWATCH_REDDIT__REQUESTS_PER_MINUTE", "0")])).err().unwrap();
        assert!(format!("{none:#}").contains("[reddit] requests_per_minute"), "{none:#}");
    }
}
