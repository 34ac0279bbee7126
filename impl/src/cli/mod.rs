//! The `threadwatch` command: the server, and the admin commands that stand
//! for the specification's "app" (accounts, keys, product, destinations,
//! imports). Each admin command is a thin call into `app` and prints one JSON
//! object on stdout; errors go to stderr with a non-zero exit.
mod args;

use std::io::IsTerminal as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Parser;
use serde::Serialize;
use serde_json::{json, Value};

use crate::app::{self, App, NewTarget, Poller};
use crate::config::Settings;
use crate::error::Result;
use crate::monitor::RedditClient;
use crate::store::Store;
use crate::{demo, server};
use args::*;

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    let loaded = Settings::load(cli.config.as_deref())?;
    let mut settings = loaded.settings;
    if let Some(db) = cli.db {
        settings.db = db;
    }
    env_logger::Builder::new().parse_filters(&settings.log).format_target(false).init();
    for warning in loaded.warnings {
        log::warn!("{warning}");
    }
    match cli.command {
        Command::Serve(args) => {
            settings.api.listen = args.listen.unwrap_or(settings.api.listen);
            server::serve(&settings, Store::open(&settings.db)?, |_| {})?;
        }
        Command::Demo(args) => {
            settings.api.listen = args.listen.unwrap_or(settings.api.listen);
            settings.db = PathBuf::from(demo::DEMO_DB);
            settings.reddit.poll_interval_seconds = 0; // the demo shows its bundled sample, offline
            settings.web.signup = crate::web::Signup::Open; // so a visitor can also try signing up
            let (store, key) = demo::create(&settings)?;
            server::serve(&settings, store, |addr| demo::announce(addr, &key, &settings.db))?;
        }
        Command::Mcp { api_key } => server::serve_mcp_stdio(&settings, Store::open(&settings.db)?, &api_key)?,
        command => {
            let app = Arc::new(server::app(&settings, Store::open(&settings.db)?)?);
            println!("{}", admin(&app, &settings, command)?);
        }
    }
    Ok(())
}

fn admin(app: &Arc<App>, settings: &Settings, command: Command) -> Result<Value> {
    Ok(match command {
        Command::Account(AccountCommand::Create { name, trial_ends_at }) => to_json(app.create_account(&name, trial_ends_at)?),
        Command::Account(AccountCommand::Invite { account }) => {
            let token = app.invite(&account)?;
            let expires_at = chrono::Utc::now() + chrono::Duration::days(app::INVITE_DAYS);
            json!({"invite_url": settings.web.invite_url(&settings.api, &token), "expires_at": expires_at})
        }
        Command::Account(AccountCommand::SetSubscription { account, status }) => {
            let subscription = app.set_subscription(&account, status.into())?;
            json!({"account_id": account, "subscription": subscription})
        }
        Command::Key(KeyCommand::Create { account, label }) => to_json(app.create_key(&account, label.as_deref())?),
        Command::Key(KeyCommand::List { account }) => json!({"keys": app.list_keys(&account)?}),
        Command::Key(KeyCommand::Rotate { key }) => {
            let mut created = to_json(app.rotate_key(&key)?);
            created["revoked_key_id"] = key.into();
            created
        }
        Command::Key(KeyCommand::Revoke { key }) => {
            app.revoke_key(&key)?;
            json!({"key_id": key, "revoked": true})
        }
        Command::Product(ProductCommand::Set { account, file }) => {
            to_json(app.set_product(&account, &app::read_profile(&file)?)?)
        }
        Command::Destination(command) => destination(app, command)?,
        Command::Poll { .. } => {
            let poller = Poller { app: app.clone(), client: RedditClient::new(settings.reddit.clone()) };
            to_json(poller.review_once()?)
        }
        Command::Monitoring(MonitoringCommand::Pause { account }) => {
            app.set_monitoring_paused(&account, true)?;
            json!({"account_id": account, "monitoring": "paused"})
        }
        Command::Monitoring(MonitoringCommand::Resume { account }) => {
            app.set_monitoring_paused(&account, false)?;
            json!({"account_id": account, "monitoring": "active"})
        }
        Command::Delivery(DeliveryCommand::List { account, state }) => {
            json!({"deliveries": app.list_deliveries(&account, state.map(Into::into))?})
        }
        Command::Delivery(DeliveryCommand::Resend { delivery }) => {
            app.resend(&delivery)?;
            json!({"delivery_id": delivery, "state": "pending"})
        }
        Command::Ingest { account, file } => {
            let size = std::fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
            let bar = progress_bar(size);
            let summary = app.ingest_file(&account, &file, |bytes| bar.set_position(bytes.min(size)));
            bar.finish_and_clear();
            to_json(summary?)
        }
        Command::Serve(_) | Command::Demo(_) | Command::Mcp { .. } => unreachable!("served by run"),
    })
}

fn destination(app: &App, command: DestinationCommand) -> Result<Value> {
    Ok(match command {
        DestinationCommand::Add { account, kind, url, bot_token, chat_id, to, min_band } => {
            let target = NewTarget { url, bot_token, chat_id, to };
            to_json(app.add_destination(&account, kind.into(), target, min_band.into())?)
        }
        DestinationCommand::Test { destination } => to_json(app.test_destination(&destination)?),
        DestinationCommand::List { account } => app.list_destinations(&account)?,
        DestinationCommand::Remove { destination } => {
            app.remove_destination(&destination)?;
            json!({"destination_id": destination, "removed": true})
        }
        DestinationCommand::RotateSecret { destination } => {
            let (secret, until) = app.rotate_secret(&destination)?;
            json!({"destination_id": destination, "signing_secret": secret, "previous_secret_valid_until": until})
        }
    })
}

/// A progress bar on a terminal, nothing otherwise.
fn progress_bar(size: u64) -> indicatif::ProgressBar {
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    indicatif::ProgressBar::new(size).with_style(
        indicatif::ProgressStyle::with_template("{bar:40} {bytes}/{total_bytes} {bytes_per_sec} eta {eta}")
            .expect("a valid template"),
    )
}

fn to_json(value: impl Serialize) -> Value {
    serde_json::to_value(value).expect("command output always serializes")
}
