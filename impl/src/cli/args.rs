//! The command line's words: commands, flags and their `--help`.
use std::path::PathBuf;

use chrono::{DateTime, Utc};
use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::domain::{Band, DeliveryState, DestinationKind, Subscription};

#[derive(Parser)]
#[command(name = "threadwatch", version, about = "Watches Reddit for posts that matter to your product, and serves them through a web app, a read-only API and agent tools.")]
pub struct Cli {
    /// The SQLite database file [default: ./threadwatch.db].
    #[arg(long, global = true, env = "THREADWATCH_DB")]
    pub db: Option<PathBuf>,
    /// A TOML file of settings (every setting of the README's Settings table);
    /// each is also read from THREADWATCH_<NAME>.
    #[arg(long, global = true, env = "THREADWATCH_CONFIG")]
    pub config: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Serve the API, the agent tools (/mcp) and the web app (/app) until Ctrl-C or SIGTERM.
    Serve(ServeArgs),
    /// Make a fresh demo database (./threadwatch-demo.db) with sample matches, print a key and the web
    /// app's sign-in, and serve it.
    Demo(ServeArgs),
    /// Create accounts, invite people into them, and set their subscription.
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
pub struct ServeArgs {
    /// Address to listen on; port 0 picks a free port [default: 127.0.0.1:8080].
    #[arg(long, env = "THREADWATCH_LISTEN")]
    pub listen: Option<String>,
}

#[derive(Subcommand)]
pub enum AccountCommand {
    /// Create an account; its trial lasts 14 days unless --trial-ends-at says otherwise.
    Create {
        #[arg(long)]
        name: String,
        /// End of the trial, RFC 3339 (e.g. 2026-12-31T00:00:00Z).
        #[arg(long)]
        trial_ends_at: Option<DateTime<Utc>>,
    },
    /// Print a one-time link (valid 7 days) with which a person joins the
    /// account in the web app, choosing their email and password: how people
    /// get in when `[web] signup` is closed.
    Invite {
        #[arg(long)]
        account: String,
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
pub enum SubscriptionArg {
    Active,
    Inactive,
}

#[derive(Subcommand)]
pub enum KeyCommand {
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
pub enum DestinationCommand {
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
pub enum KindArg {
    Webhook,
    Slack,
    Telegram,
    Email,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum BandArg {
    Strong,
    Possible,
    Research,
}

#[derive(Subcommand)]
pub enum MonitoringCommand {
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
pub enum DeliveryCommand {
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
pub enum DeliveryStateArg {
    Pending,
    Accepted,
    Failed,
}

#[derive(Subcommand)]
pub enum ProductCommand {
    /// Set the profile from a JSON or TOML file with name, description,
    /// keywords, competitors, negative_keywords, subreddits and delivery_level.
    Set {
        #[arg(long)]
        account: String,
        #[arg(long)]
        file: PathBuf,
    },
}


impl From<KindArg> for DestinationKind {
    fn from(kind: KindArg) -> DestinationKind {
        match kind {
            KindArg::Webhook => DestinationKind::Webhook,
            KindArg::Slack => DestinationKind::Slack,
            KindArg::Telegram => DestinationKind::Telegram,
            KindArg::Email => DestinationKind::Email,
        }
    }
}

impl From<BandArg> for Band {
    fn from(band: BandArg) -> Band {
        match band {
            BandArg::Strong => Band::Strong,
            BandArg::Possible => Band::Possible,
            BandArg::Research => Band::Research,
        }
    }
}

impl From<SubscriptionArg> for Subscription {
    fn from(status: SubscriptionArg) -> Subscription {
        match status {
            SubscriptionArg::Active => Subscription::Active,
            SubscriptionArg::Inactive => Subscription::Inactive,
        }
    }
}

impl From<DeliveryStateArg> for DeliveryState {
    fn from(state: DeliveryStateArg) -> DeliveryState {
        match state {
            DeliveryStateArg::Pending => DeliveryState::Pending,
            DeliveryStateArg::Accepted => DeliveryState::Accepted,
            DeliveryStateArg::Failed => DeliveryState::Failed,
        }
    }
}
