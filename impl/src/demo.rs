//! `threadwatch demo`: a fresh database with one account, the bundled Lumen
//! product profile, a key, and the bundled sample of Reddit posts reviewed
//! into matches. Needs no configuration.
use std::net::SocketAddr;
use std::path::Path;

use anyhow::Context as _;
use chrono::{Duration, Utc};

use crate::store::{Store, Subscription};
use crate::{access, scoring};

pub const DEMO_DB: &str = "threadwatch-demo.db";
const PRODUCT: &str = include_str!("../demo/product.toml");
const POSTS: &str = include_str!("../demo/posts.json");

/// Creates the demo database afresh at `path` and returns it with an API key.
pub fn create(path: &Path) -> anyhow::Result<(Store, String)> {
    for suffix in ["", "-wal", "-shm"] {
        let file = format!("{}{suffix}", path.display());
        match std::fs::remove_file(&file) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e).with_context(|| format!("cannot remove the old demo database {file}")),
        }
    }
    let store = Store::open(path)?;
    let trial_end = Utc::now() + Duration::days(access::TRIAL_DAYS);
    let account = store.create_account("Lumen (demo)", trial_end.timestamp_micros())?;
    store.set_subscription(&account.id, Subscription::Active)?;

    let profile = toml::from_str(PRODUCT).context("the bundled demo profile is invalid")?;
    store.set_product(&account.id, &profile, &scoring::understand(&profile))?;
    let key = access::new_key();
    store.insert_key(&account.id, &key.digest, &key.display_prefix, Some("demo"))?;

    let posts = std::env::temp_dir().join(format!("threadwatch-demo-posts-{}.json", std::process::id()));
    std::fs::write(&posts, POSTS)?;
    let summary = crate::cli::ingest(&store, &account.id, &posts);
    let _ = std::fs::remove_file(&posts);
    log::info!("demo: reviewed the sample posts: {}", summary?);
    Ok((store, key.key))
}

/// Tells the person at the terminal how to use the demo; prints one JSON line
/// on stdout for scripts.
pub fn announce(addr: SocketAddr, key: &str, db: &Path) {
    eprintln!(
        "\nThreadwatch demo is ready (database {db}).\n\
         API key (shown once): {key}\n\n\
         Try:\n  curl -s -H 'Authorization: Bearer {key}' 'http://{addr}/v1/matches?limit=5'\n\n\
         Press Ctrl-C to stop.\n",
        db = db.display()
    );
    println!("{}", serde_json::json!({"base_url": format!("http://{addr}/v1"), "api_key": key, "db": db}));
}
