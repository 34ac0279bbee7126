//! The `threadwatch` command: the server, and the admin commands that stand
//! for the specification's "app" (accounts, keys, product, imports). Each
//! admin command prints one JSON object on stdout; errors go to stderr with a
//! non-zero exit.
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::{bail, Context as _};
use chrono::{DateTime, Duration, Utc};
use clap::{Args, Parser, Subcommand, ValueEnum};
use serde_json::{json, Value};

use crate::access::{self, Gate};
use crate::config::Settings;
use crate::reads::Reads;
use crate::store::{to_time, Profile, ReviewedPost, Store, Subscription};
use crate::{api, monitor, scoring};

#[derive(Parser)]
#[command(name = "threadwatch", version, about = "Watches Reddit for posts that matter to your product, and serves them through a read-only API.")]
struct Cli {
    /// The SQLite database file [default: ./threadwatch.db].
    #[arg(long, global = true, env = "THREADWATCH_DB")]
    db: Option<PathBuf>,
    /// A TOML file of settings (every setting of the README's Settings table);
    /// each is also read from THREADWATCH_<NAME>.
    #[arg(long, global = true, env = "THREADWATCH_CONFIG")]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API until Ctrl-C or SIGTERM.
    Serve(ServeArgs),
    /// Make a fresh demo database (./threadwatch-demo.db) with sample matches, print a key and serve it.
    Demo(ServeArgs),
    /// Create accounts and set their subscription.
    #[command(subcommand)]
    Account(AccountCommand),
    /// Create, list, rotate and revoke API keys.
    #[command(subcommand)]
    Key(KeyCommand),
    /// Set the product profile matches are scored against.
    #[command(subcommand)]
    Product(ProductCommand),
    /// Add, test, list, remove destinations and rotate their signing secrets.
    #[command(subcommand)]
    Destination(DestinationCommand),
    /// Review Reddit now, once, for every account that watches it; prints the counts.
    Poll {
        /// One review (the only mode: `serve` polls on a schedule).
        #[arg(long, required = true)]
        once: bool,
    },
    /// Pause or resume monitoring for an account.
    #[command(subcommand)]
    Monitoring(MonitoringCommand),
    /// List deliveries and send one again.
    #[command(subcommand)]
    Delivery(DeliveryCommand),
    /// Serve the agent tools (MCP) over stdin/stdout for one API key, for
    /// desktop MCP clients on the same host as the database.
    Mcp {
        /// The API key the tools act as (same access rules as the REST API).
        #[arg(long, env = "THREADWATCH_API_KEY", hide_env_values = true)]
        api_key: String,
    },
    /// Review the posts of a file for an account: a Reddit listing JSON document or newline-delimited
    /// Reddit posts (a public dump), plain or .zst. Lines that are not JSON are counted and skipped.
    Ingest {
        #[arg(long)]
        account: String,
        /// A Reddit listing document or JSON lines of Reddit post objects, plain or .zst.
        #[arg(long)]
        file: PathBuf,
    },
}

#[derive(Args)]
struct ServeArgs {
    /// Address to listen on; port 0 picks a free port [default: 127.0.0.1:8080].
    #[arg(long, env = "THREADWATCH_LISTEN")]
    listen: Option<String>,
}

#[derive(Subcommand)]
enum AccountCommand {
    /// Create an account; its trial lasts 14 days unless --trial-ends-at says otherwise.
    Create {
        #[arg(long)]
        name: String,
        /// End of the trial, RFC 3339 (e.g. 2026-12-31T00:00:00Z).
        #[arg(long)]
        trial_ends_at: Option<DateTime<Utc>>,
    },
    /// Mark the account's subscription active (paid) or inactive.
    SetSubscription {
        #[arg(long)]
        account: String,
        #[arg(long)]
        status: SubscriptionArg,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum SubscriptionArg {
    Active,
    Inactive,
}

#[derive(Subcommand)]
enum KeyCommand {
    /// Create a key; it is printed once and stored only as a digest.
    Create {
        #[arg(long)]
        account: String,
        #[arg(long)]
        label: Option<String>,
    },
    /// List an account's keys (prefixes only).
    List {
        #[arg(long)]
        account: String,
    },
    /// Replace a key with a new one; the old key stops working at once.
    Rotate {
        #[arg(long)]
        key: String,
    },
    /// Revoke a key; it fails on the next request.
    Revoke {
        #[arg(long)]
        key: String,
    },
}

#[derive(Subcommand)]
enum DestinationCommand {
    /// Add a destination: --kind webhook --url URL, --kind slack --url HOOK_URL,
    /// --kind telegram --bot-token TOKEN --chat-id CHAT, or --kind email --to ADDRESS.
    /// A webhook starts as pending_test (it receives events only after
    /// `destination test` succeeds) and its signing secret is printed once; the
    /// other kinds are active at once.
    Add {
        /// The account's id.
        #[arg(long)]
        account: String,
        #[arg(long)]
        kind: KindArg,
        /// webhook: the receiver's URL (https, port 443, a public address);
        /// slack: the incoming-webhook URL.
        #[arg(long)]
        url: Option<String>,
        /// telegram: the bot's token (or THREADWATCH_BOT_TOKEN).
        #[arg(long, env = "THREADWATCH_BOT_TOKEN", hide_env_values = true)]
        bot_token: Option<String>,
        /// telegram: the chat id (a number; groups' are negative) or @channel name.
        #[arg(long, allow_hyphen_values = true)]
        chat_id: Option<String>,
        /// email: the recipient's address.
        #[arg(long)]
        to: Option<String>,
        /// The weakest band it receives (research: every match).
        #[arg(long, default_value = "research")]
        min_band: BandArg,
    },
    /// Send a test now (webhook.test, or a clearly marked test message) and
    /// print how it went; for a webhook, a 2xx makes it active.
    Test {
        #[arg(long)]
        destination: String,
    },
    /// List an account's destinations (secrets are never shown).
    List {
        #[arg(long)]
        account: String,
    },
    /// Remove a destination; what was still to be sent to it fails.
    Remove {
        #[arg(long)]
        destination: String,
    },
    /// A new signing secret, printed once; the old one also signs for 24 hours.
    RotateSecret {
        #[arg(long)]
        destination: String,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum KindArg {
    Webhook,
    Slack,
    Telegram,
    Email,
}

#[derive(Clone, Copy, ValueEnum)]
enum BandArg {
    Strong,
    Possible,
    Research,
}

impl From<DestinationCommand> for crate::destinations::Command {
    fn from(c: DestinationCommand) -> Self {
        use crate::destinations::Command as C;
        match c {
            DestinationCommand::Add { account, kind, url, bot_token, chat_id, to, min_band } => C::Add {
                account,
                kind: match kind {
                    KindArg::Webhook => "webhook",
                    KindArg::Slack => "slack",
                    KindArg::Telegram => "telegram",
                    KindArg::Email => "email",
                },
                target: crate::destinations::NewTarget { url, bot_token, chat_id, to },
                min_band: match min_band {
                    BandArg::Strong => "strong",
                    BandArg::Possible => "possible",
                    BandArg::Research => "research",
                },
            },
            DestinationCommand::Test { destination } => C::Test { destination },
            DestinationCommand::List { account } => C::List { account },
            DestinationCommand::Remove { destination } => C::Remove { destination },
            DestinationCommand::RotateSecret { destination } => C::RotateSecret { destination },
        }
    }
}

#[derive(Subcommand)]
enum MonitoringCommand {
    /// Stop reviewing Reddit for the account (its searches show as paused).
    Pause {
        #[arg(long)]
        account: String,
    },
    /// Review Reddit for the account again.
    Resume {
        #[arg(long)]
        account: String,
    },
}

#[derive(Subcommand)]
enum DeliveryCommand {
    /// List an account's deliveries, newest first.
    List {
        #[arg(long)]
        account: String,
        #[arg(long)]
        state: Option<DeliveryStateArg>,
    },
    /// Send a delivery again from its first attempt, with the same Threadwatch-Delivery id and body.
    Resend {
        #[arg(long)]
        delivery: String,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum DeliveryStateArg {
    Pending,
    Accepted,
    Failed,
}

#[derive(Subcommand)]
enum ProductCommand {
    /// Set the profile from a JSON or TOML file with name, description,
    /// keywords, competitors, negative_keywords, subreddits and delivery_level.
    Set {
        #[arg(long)]
        account: String,
        #[arg(long)]
        file: PathBuf,
    },
}

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
    let mut settings = Settings::load(cli.config.as_deref())?;
    if let Some(db) = cli.db {
        settings.db = db;
    }
    env_logger::Builder::new().parse_filters(&settings.log).format_target(false).init();
    match cli.command {
        Command::Serve(args) => {
            settings.listen = args.listen.unwrap_or(settings.listen);
            let store = Store::open(&settings.db)?;
            serve(&settings, store, |_| {})
        }
        Command::Demo(args) => {
            settings.listen = args.listen.unwrap_or(settings.listen);
            settings.db = PathBuf::from(crate::demo::DEMO_DB);
            settings.poll_interval_seconds = 0; // the demo shows its bundled sample, offline
            let (store, key) = crate::demo::create(&settings.db)?;
            serve(&settings, store, |addr| crate::demo::announce(addr, &key, &settings.db))
        }
        Command::Mcp { api_key } => {
            let store = Store::open(&settings.db)?;
            serve_mcp_stdio(&settings, store, &api_key)
        }
        command => {
            let store = Store::open(&settings.db)?;
            let out = admin(&store, &settings, command)?;
            println!("{out}");
            Ok(())
        }
    }
}

fn admin(store: &Store, settings: &Settings, command: Command) -> anyhow::Result<Value> {
    Ok(match command {
        Command::Account(AccountCommand::Create { name, trial_ends_at }) => {
            if name.trim().is_empty() {
                bail!("--name must not be empty");
            }
            let ends = trial_ends_at.unwrap_or_else(|| Utc::now() + Duration::days(access::TRIAL_DAYS));
            let account = store.create_account(name.trim(), ends.timestamp_micros())?;
            json!({"account_id": account.id, "name": account.name, "trial_ends_at": to_time(account.trial_ends_at)})
        }
        Command::Account(AccountCommand::SetSubscription { account, status }) => {
            let status = match status {
                SubscriptionArg::Active => Subscription::Active,
                SubscriptionArg::Inactive => Subscription::Inactive,
            };
            let account = store.set_subscription(&account, status)?;
            json!({"account_id": account.id, "subscription": account.subscription.as_str()})
        }
        Command::Key(KeyCommand::Create { account, label }) => {
            let key = access::new_key();
            let key_id = store.insert_key(&account, &key.digest, &key.display_prefix, label.as_deref())?;
            json!({"key_id": key_id, "api_key": key.key})
        }
        Command::Key(KeyCommand::List { account }) => json!({"keys": store.list_keys(&account)?}),
        Command::Key(KeyCommand::Rotate { key }) => {
            let new = access::new_key();
            let key_id = store.rotate_key(&key, &new.digest, &new.display_prefix)?;
            json!({"key_id": key_id, "api_key": new.key, "revoked_key_id": key})
        }
        Command::Key(KeyCommand::Revoke { key }) => {
            store.revoke_key(&key)?;
            json!({"key_id": key, "revoked": true})
        }
        Command::Product(ProductCommand::Set { account, file }) => {
            let profile = read_profile(&file)?;
            let product_id = store.set_product(&account, &profile, &scoring::understand(&profile))?;
            let product = Reads::new(store.clone())?.get_product(&account).map_err(|e| anyhow::anyhow!("{e}"))?;
            let body = crate::delivery::events::product_updated_body(product, Utc::now());
            let queued = store.enqueue_for_account(&account, crate::delivery::events::PRODUCT_UPDATED, &body)?;
            json!({
                "product_id": product_id,
                "account_id": account,
                "searches": store.searches(&account)?.len(),
                "deliveries_queued": queued
            })
        }
        Command::Destination(command) => crate::destinations::run(store, settings, command.into())?,
        Command::Poll { .. } => {
            let poller = crate::monitor::poller::Poller {
                store: store.clone(),
                client: crate::monitor::reddit::RedditClient::new(settings.reddit()),
            };
            serde_json::to_value(poller.review_once()?)?
        }
        Command::Monitoring(MonitoringCommand::Pause { account }) => {
            store.set_monitoring_paused(&account, true)?;
            json!({"account_id": account, "monitoring": "paused"})
        }
        Command::Monitoring(MonitoringCommand::Resume { account }) => {
            store.set_monitoring_paused(&account, false)?;
            json!({"account_id": account, "monitoring": "active"})
        }
        Command::Delivery(DeliveryCommand::List { account, state }) => {
            let state = state.map(|s| match s {
                DeliveryStateArg::Pending => "pending",
                DeliveryStateArg::Accepted => "accepted",
                DeliveryStateArg::Failed => "failed",
            });
            json!({"deliveries": store.list_deliveries(&account, state)?})
        }
        Command::Delivery(DeliveryCommand::Resend { delivery }) => {
            store.resend(&delivery)?;
            json!({"delivery_id": delivery, "state": "pending"})
        }
        Command::Ingest { account, file } => ingest(store, &account, &file)?,
        Command::Serve(_) | Command::Demo(_) | Command::Mcp { .. } => unreachable!("served by run"),
    })
}

/// Reviews every post of a file for an account, streaming it in batches (each
/// batch is recorded whole, and importing a file again skips what was
/// already reviewed, so an interrupted import can simply be run again). A
/// progress bar shows on a terminal.
pub fn ingest(store: &Store, account_id: &str, file: &Path) -> anyhow::Result<Value> {
    use std::io::IsTerminal as _;
    let product = store
        .product(account_id)?
        .with_context(|| format!("account {account_id} has no product profile; run `threadwatch product set` first"))?;
    let scorer = scoring::Scorer::new(&product.profile);
    let started = crate::store::now_us();
    let size = std::fs::metadata(file).with_context(|| format!("cannot read {}", file.display()))?.len();
    let bar = if std::io::stderr().is_terminal() {
        indicatif::ProgressBar::new(size).with_style(
            indicatif::ProgressStyle::with_template("{bar:40} {bytes}/{total_bytes} {bytes_per_sec} eta {eta}")
                .expect("a valid template"),
        )
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut totals = crate::store::ReviewCounts::default();
    let counts = monitor::stream_posts(
        file,
        |mut batch| {
            // Oldest first, so that the newest post is also the newest match.
            batch.sort_by(|a, b| (a.created_utc, &a.id).cmp(&(b.created_utc, &b.id)));
            let reviewed = batch
                .into_iter()
                .map(|p| ReviewedPost { post_id: format!("t3_{}", p.id), subreddit: p.subreddit.clone(), post: p })
                .collect();
            let review = store.record_review(account_id, reviewed, |p| scorer.score(p), |m| {
                crate::delivery::events::post_matched_body(m, chrono::Utc::now())
            })?;
            totals.already_seen += review.already_seen;
            totals.scored += review.scored;
            totals.matched += review.matched;
            totals.deliveries += review.deliveries;
            Ok(())
        },
        |bytes| bar.set_position(bytes.min(size)),
    )?;
    bar.finish_and_clear();
    store.record_review_summary(account_id, started, totals.scored, totals.matched)?;
    let mut skipped: serde_json::Map<String, Value> =
        counts.skipped.into_iter().map(|(reason, n)| (reason.to_owned(), n.into())).collect();
    if totals.already_seen > 0 {
        skipped.insert("already reviewed".into(), totals.already_seen.into());
    }
    if counts.bad_lines > 0 {
        skipped.insert("not JSON".into(), counts.bad_lines.into());
        log::warn!("{}: {} lines are not JSON (first: {:?})", file.display(), counts.bad_lines, counts.bad_line_numbers);
    }
    Ok(json!({
        "read": counts.read,
        "skipped": skipped,
        "bad_lines": counts.bad_line_numbers,
        "scored": totals.scored,
        "matched": totals.matched,
        "deliveries_queued": totals.deliveries
    }))
}

pub fn read_profile(file: &Path) -> anyhow::Result<Profile> {
    let text = std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let is_toml = file.extension().is_some_and(|e| e.eq_ignore_ascii_case("toml"));
    let profile: Profile = if is_toml {
        toml::from_str(&text).with_context(|| format!("{} is not a valid TOML profile", file.display()))?
    } else {
        serde_json::from_str(&text).with_context(|| format!("{} is not a valid JSON profile", file.display()))?
    };
    check_profile(&profile).with_context(|| format!("{} is not a usable profile", file.display()))?;
    Ok(profile)
}

fn check_profile(p: &Profile) -> anyhow::Result<()> {
    if p.name.trim().is_empty() {
        bail!("name must not be empty");
    }
    if p.delivery_level > 100 {
        bail!("delivery_level must be from 0 to 100, got {}", p.delivery_level);
    }
    if p.keywords.iter().chain(&p.competitors).all(|k| k.trim().is_empty()) {
        bail!("give at least one keyword or competitor to match posts against");
    }
    for s in &p.subreddits {
        let valid = (2..=21).contains(&s.len()) && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !valid {
            bail!("subreddits: {s:?} is not a subreddit name (letters, digits and _, without r/)");
        }
    }
    Ok(())
}

/// Serves the API on `settings.listen`; `ready` is told the bound address.
fn serve(settings: &Settings, store: Store, ready: impl FnOnce(std::net::SocketAddr)) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(&settings.listen)
            .await
            .with_context(|| format!("cannot listen on {}", settings.listen))?;
        let addr = listener.local_addr()?;
        let store_for_workers = store.clone();
        let app = api::App {
            gate: Arc::new(Gate::new(store.clone(), settings.rate_limit_per_minute)),
            answers: api::AnswerCache::new(&store, settings.read_cache_mb),
            reads: Arc::new(Reads::new(store)?),
            mcp_allowed_hosts: settings.mcp_allowed_hosts.clone(),
            mcp_allowed_origins: settings.mcp_allowed_origins.clone(),
        };
        log::info!(
            "database {}, rate limit {} requests per minute per key, read cache {} MiB",
            settings.db.display(),
            settings.rate_limit_per_minute,
            settings.read_cache_mb
        );
        let bell: Arc<crate::delivery::Bell> = Default::default();
        let poll_loop = crate::monitor::PollLoop::start(store_for_workers.clone(), settings, bell.clone());
        let workers = crate::delivery::Workers::start(store_for_workers, settings.delivery(), bell);
        eprintln!("listening on http://{addr}");
        ready(addr);
        api::serve(app, listener, shutdown_signal()).await?;
        log::info!("stopping: the review in progress and the delivery attempts in flight finish, the rest stays queued");
        tokio::task::spawn_blocking(move || {
            poll_loop.stop();
            workers.stop()
        })
        .await?;
        log::info!("stopped");
        Ok(())
    })
}

/// The agent tools over stdio until the client closes stdin. The key is
/// checked first, so a bad key fails at once with a clear message.
fn serve_mcp_stdio(settings: &Settings, store: Store, api_key: &str) -> anyhow::Result<()> {
    use rmcp::ServiceExt as _;
    let gate = Arc::new(Gate::new(store.clone(), settings.rate_limit_per_minute));
    gate.identify(Some(&format!("Bearer {api_key}"))).map_err(|e| anyhow::anyhow!("--api-key: {e}"))?;
    let tools = crate::mcp::Tools::for_key(gate, Arc::new(Reads::new(store)?), api_key);
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let running = tools.serve(rmcp::transport::stdio()).await.context("the MCP handshake failed")?;
        running.waiting().await.context("the MCP session failed")?;
        Ok(())
    })
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        .expect("a SIGTERM handler can be installed");
    tokio::select! {
        _ = ctrl_c => {},
        _ = term.recv() => {},
    }
    log::info!("shutting down: finishing requests in flight");
}
