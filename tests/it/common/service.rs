//! The service started in this process, with typed settings: the same start
//! path as `threadwatch serve`, on 127.0.0.1 with an ephemeral port, over a
//! real SQLite file. Unless a test asks for them, no delivery workers or poll
//! loop run in the background: a test sends what is due with
//! `drain_deliveries`, so it never waits.
use threadwatch::config::Settings;
use threadwatch::domain::{Profile, RedditItem};
use threadwatch::server::{self, Background, Running};
use threadwatch::store::{ReviewCounts, Store};

use super::{first_created_utc, matching_post, PROFILE};

pub struct Service {
    pub running: Running,
    _dir: tempfile::TempDir,
}

/// Settings for tests: an ephemeral port, loopback receivers allowed,
/// retries due at once, a short time limit.
pub fn test_settings(dir: &std::path::Path) -> Settings {
    let mut settings = Settings { db: dir.join("tw.db"), ..Settings::default() };
    settings.api.listen = "127.0.0.1:0".into();
    settings.delivery.allow_insecure_destinations = true;
    settings.delivery.retry_schedule_seconds = vec![0, 0, 0];
    settings.delivery.timeout_ms = 1_000;
    settings
}

impl Service {
    /// Starts with the test settings, changed by `configure`.
    pub fn start(configure: impl FnOnce(&mut Settings)) -> Service {
        Service::start_with(Background::NONE, configure)
    }

    /// Starts with the delivery workers running, for tests about the workers themselves.
    pub fn start_with_workers(configure: impl FnOnce(&mut Settings)) -> Service {
        Service::start_with(Background { deliveries: true, polling: false }, configure)
    }

    fn start_with(background: Background, configure: impl FnOnce(&mut Settings)) -> Service {
        let dir = tempfile::tempdir().unwrap();
        let mut settings = test_settings(dir.path());
        configure(&mut settings);
        let store = Store::open(&settings.db).unwrap();
        let running = server::start(settings, store, background).unwrap();
        Service { running, _dir: dir }
    }

    pub fn app(&self) -> &threadwatch::app::App {
        &self.running.app
    }

    /// An account with the test profile and an active subscription; its id.
    pub fn customer(&self, name: &str) -> String {
        let account = self.app().create_account(name, None).unwrap().account_id;
        let profile: Profile = serde_json::from_value(PROFILE.clone()).unwrap();
        self.app().set_product(&account, &profile).unwrap();
        account
    }

    /// Reviews `n` matching posts (ids `{tag}{i}`) for an account.
    pub fn ingest_matching(&self, account: &str, tag: &str, n: usize) -> ReviewCounts {
        let posts = (0..n)
            .map(|i| {
                let post = matching_post(&format!("{tag}{i}"), first_created_utc() + i as i64 * 60);
                RedditItem::from_json(post).unwrap()
            })
            .collect();
        self.app().ingest_posts(account, posts).unwrap()
    }

    /// Sends every delivery that is due, retries that fall due included.
    pub fn drain_deliveries(&self) -> usize {
        self.running.drain_deliveries().unwrap()
    }
}
