//! The composition root: the one place that wires the store, the app, the
//! access gate, the delivery workers, the poll loop and the listener. `serve`,
//! `demo` and `mcp` all start the service through here.
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;

use crate::access::Gate;
use crate::app::{App, PollLoop, Poller};
use crate::config::Settings;
use crate::delivery::{Bell, Workers};
use crate::error::Result;
use crate::monitor::RedditClient;
use crate::store::Store;
use crate::{api, mcp};

/// The use cases over this store, with these settings.
pub fn app(settings: &Settings, store: Store) -> Result<App> {
    App::new(store, settings.delivery.clone(), settings.smtp.clone())
}

/// Serves the API, the agent tools and the workers on `[api] listen`
/// until Ctrl-C or SIGTERM; `ready` is told the bound address.
pub fn serve(settings: &Settings, store: Store, ready: impl FnOnce(SocketAddr)) -> Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let listen = &settings.api.listen;
        let listener =
            tokio::net::TcpListener::bind(listen).await.with_context(|| format!("cannot listen on {listen}"))?;
        let addr = listener.local_addr()?;
        let app = Arc::new(app(settings, store.clone())?);
        let services = api::Services {
            gate: Arc::new(Gate::new(store.clone(), settings.api.rate_limit_per_minute)),
            app: app.clone(),
            settings: settings.api.clone(),
        };
        log::info!(
            "database {}, rate limit {} requests per minute per key, read cache {} MiB",
            settings.db.display(),
            settings.api.rate_limit_per_minute,
            settings.api.read_cache_mb
        );
        let bell: Arc<Bell> = Default::default();
        let poll_loop = match settings.reddit.poll_interval_seconds {
            0 => {
                log::info!("polling Reddit is off (poll_interval_seconds = 0)");
                None
            }
            secs => {
                let oauth = if settings.reddit.client_id.is_some() { "app-only OAuth" } else { "public JSON endpoints" };
                log::info!("reviewing Reddit every {secs} s ({oauth})");
                let poller = Poller { app, client: RedditClient::new(settings.reddit.clone()) };
                Some(PollLoop::start(poller, Duration::from_secs(secs), bell.clone()))
            }
        };
        if settings.delivery.allow_insecure_destinations {
            log::warn!(
                "allow_insecure_destinations is ON: deliveries may go to http, any port and private or loopback \
                 addresses. Use this for local development only."
            );
        }
        let workers = Workers::start(store, settings.delivery.clone(), &settings.smtp, bell);
        eprintln!("listening on http://{addr}");
        ready(addr);
        api::serve(services, listener, shutdown_signal()).await?;
        log::info!("stopping: the review in progress and the delivery attempts in flight finish, the rest stays queued");
        tokio::task::spawn_blocking(move || {
            if let Some(poll_loop) = poll_loop {
                poll_loop.stop();
            }
            workers.stop()
        })
        .await
        .context("stopping the workers")?;
        log::info!("stopped");
        Ok(())
    })
}

/// The agent tools over stdio until the client closes stdin. The key is
/// checked first, so a bad key fails at once with a clear message.
pub fn serve_mcp_stdio(settings: &Settings, store: Store, api_key: &str) -> Result<()> {
    use rmcp::ServiceExt as _;
    let gate = Arc::new(Gate::new(store.clone(), settings.api.rate_limit_per_minute));
    gate.identify(Some(&format!("Bearer {api_key}")))
        .map_err(|e| crate::error::Error::invalid(format!("--api-key: {e}")))?;
    let tools = mcp::Tools::for_key(gate, Arc::new(app(settings, store)?), api_key);
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
