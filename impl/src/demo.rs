//! `threadwatch demo`: a fresh database with one account, the bundled Lumen
//! product profile, a key, a person who signs in to the web app, and the bundled sample of Reddit posts reviewed
//! into matches. Needs no configuration.
use std::net::SocketAddr;
use std::path::Path;

use anyhow::Context as _;

use crate::config::Settings;
use crate::domain::Subscription;
use crate::error::Result;
use crate::{monitor, server};
use crate::store::Store;

pub const DEMO_DB: &str = "threadwatch-demo.db";
/// The demo's web app sign-in, printed at start-up.
pub const DEMO_EMAIL: &str = "demo@example.com";
pub const DEMO_PASSWORD: &str = "threadwatch-demo";
const PRODUCT: &str = include_str!("../demo/product.toml");
const POSTS: &str = include_str!("../demo/posts.json");

/// Creates the demo database afresh at `settings.db` and returns it with an API key.
pub fn create(settings: &Settings) -> Result<(Store, String)> {
    let path = &settings.db;
    for suffix in ["", "-wal", "-shm"] {
        let file = format!("{}{suffix}", path.display());
        match std::fs::remove_file(&file) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e).with_context(|| format!("cannot remove the old demo database {file}"))?,
        }
    }
    let store = Store::open(path)?;
    let app = server::app(settings, store.clone())?;
    let account = app.create_account("Lumen (demo)", None)?;
    app.set_subscription(&account.account_id, Subscription::Active)?;
    let profile = toml::from_str(PRODUCT).context("the bundled demo profile is invalid")?;
    app.set_product(&account.account_id, &profile)?;
    let key = app.create_key(&account.account_id, Some("demo"))?;
    app.add_person(&account.account_id, DEMO_EMAIL, DEMO_PASSWORD)?;

    let posts = monitor::files::parse_page(POSTS)?.items;
    let counts = app.ingest_posts(&account.account_id, posts)?;
    log::info!("demo: reviewed the sample posts: {}", serde_json::to_string(&counts)?);
    Ok((store, key.api_key))
}

/// Tells the person at the terminal how to use the demo; prints one JSON line
/// on stdout for scripts.
pub fn announce(addr: SocketAddr, key: &str, db: &Path) {
    eprintln!(
        "\nThreadwatch demo is ready (database {db}).\n\
         Web app: http://{addr}/app  (sign in as {DEMO_EMAIL}, password {DEMO_PASSWORD})\n\
         API key (shown once): {key}\n\n\
         Try:\n  curl -s -H 'Authorization: Bearer {key}' 'http://{addr}/v1/matches?limit=5'\n\n\
         Press Ctrl-C to stop.\n",
        db = db.display()
    );
    println!(
        "{}",
        serde_json::json!({
            "base_url": format!("http://{addr}/v1"), "api_key": key, "db": db,
            "app_url": format!("http://{addr}/app"), "email": DEMO_EMAIL, "password": DEMO_PASSWORD,
        })
    );
}
