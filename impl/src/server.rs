//! The composition root: the one place that wires the store, the app, the
//! access gate, the delivery workers, the poll loop and the listener. `serve`,
//! `demo`, `mcp` and the in-process tests all start the service through here.
use std::net::SocketAddr;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use anyhow::Context as _;
use tokio::sync::oneshot;

use crate::access::Gate;
use crate::app::{App, PollLoop, Poller};
use crate::config::Settings;
use crate::delivery::{self, Bell, Workers};
use crate::error::Result;
use crate::judge::Judge;
use crate::monitor::RedditClient;
use crate::store::Store;
use crate::{api, mcp, scoring};
use threadwatch_encoder as encoder;
use threadwatch_multilingual as multilingual;

/// The use cases over this store, with these settings.
pub fn app(settings: &Settings, store: Store) -> Result<App> {
    keep_readings_in(&store);
    Ok(App::new(store, settings.delivery.clone(), settings.smtp.clone())?.with_judge(Judge::new(&settings.llm)))
}

/// What runs beside the listener.
#[derive(Debug, Clone, Copy)]
pub struct Background {
    /// The delivery workers (tests send with `Running::drain_deliveries` instead).
    pub deliveries: bool,
    /// The poll loop, when `[reddit] poll_interval_seconds` is not 0.
    pub polling: bool,
}

impl Background {
    pub const ALL: Background = Background { deliveries: true, polling: true };
    pub const NONE: Background = Background { deliveries: false, polling: false };
}

/// A started service: its address, its use cases, and how to stop it.
pub struct Running {
    pub addr: SocketAddr,
    pub app: Arc<App>,
    settings: Settings,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<Result<()>>>,
}

/// Starts the listener on `[api] listen` in a thread of its own, with the
/// workers and the poll loop `background` asks for.
pub fn start(settings: Settings, store: Store, background: Background) -> Result<Running> {
    let listener = std::net::TcpListener::bind(&settings.api.listen)
        .with_context(|| format!("cannot listen on {}", settings.api.listen))?;
    listener.set_nonblocking(true)?;
    let addr = listener.local_addr()?;
    let app = Arc::new(app(&settings, store.clone())?);
    let services = api::Services {
        gate: Arc::new(Gate::new(store.clone(), settings.api.rate_limit_per_minute)),
        app: app.clone(),
        settings: settings.api.clone(),
        web: settings.web.clone(),
    };
    let bell: Arc<Bell> = Default::default();
    let poll_loop = match settings.reddit.poll_interval_seconds {
        secs if secs > 0 && background.polling => {
            let oauth = if settings.reddit.client_id.is_some() { "app-only OAuth" } else { "public JSON endpoints" };
            log::info!("reviewing Reddit every {secs} s ({oauth})");
            let poller = Poller { app: app.clone(), client: RedditClient::new(settings.reddit.clone()) };
            Some(PollLoop::start(poller, Duration::from_secs(secs), bell.clone()))
        }
        _ => {
            log::info!("polling Reddit is off");
            None
        }
    };
    match Judge::new(&settings.llm) {
        Some(judge) => log::info!("{}", judge.describe()),
        None => log::info!("no language model: the built-in scorer decides alone"),
    }
    if settings.delivery.allow_insecure_destinations {
        log::warn!(
            "allow_insecure_destinations is ON: deliveries may go to http, any port and private or loopback \
             addresses. Use this for local development only."
        );
    }
    let workers = background.deliveries.then(|| Workers::start(store, settings.delivery.clone(), &settings.smtp, bell));
    let (stop, stopped) = oneshot::channel::<()>();
    let thread = std::thread::Builder::new().name("listener".into()).spawn(move || -> Result<()> {
        // Database work runs on the blocking pool (`offload`); more threads
        // than connections would only wait, each with its own allocator heap.
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .max_blocking_threads(crate::store::CONNECTIONS as usize)
            .enable_all()
            .build()?;
        runtime.block_on(async {
            let listener = tokio::net::TcpListener::from_std(listener)?;
            api::serve(services, listener, async {
                let _ = stopped.await;
            })
            .await;
            Ok::<_, std::io::Error>(())
        })?;
        log::info!(
            "stopping: the review in progress and the delivery attempts in flight finish, the rest stays queued"
        );
        if let Some(poll_loop) = poll_loop {
            poll_loop.stop();
        }
        if let Some(workers) = workers {
            workers.stop();
        }
        Ok(())
    })?;
    log::info!(
        "database {}, rate limit {} requests per minute per key, read cache {} MiB",
        settings.db.display(),
        settings.api.rate_limit_per_minute,
        settings.api.read_cache_mb
    );
    Ok(Running { addr, app, settings, stop: Some(stop), thread: Some(thread) })
}

impl Running {
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Sends every delivery that is due now, in this thread.
    pub fn drain_deliveries(&self) -> Result<usize> {
        delivery::drain(self.app.store(), &self.settings.delivery, &self.settings.smtp)
    }

    /// Stops taking requests, lets those in flight finish, then stops the
    /// poll loop and the workers (attempts in flight finish).
    pub fn stop(mut self) -> Result<()> {
        self.shut_down()
    }

    fn shut_down(&mut self) -> Result<()> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        match self.thread.take().map(JoinHandle::join) {
            Some(Ok(result)) => result,
            Some(Err(_)) => Err(anyhow::anyhow!("the listener thread panicked").into()),
            None => Ok(()),
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if let Err(e) = self.shut_down() {
            log::error!("stopping the service: {e:#}");
        }
    }
}

/// Serves until Ctrl-C or SIGTERM; `ready` is told the bound address.
pub fn serve(settings: &Settings, store: Store, ready: impl FnOnce(SocketAddr)) -> Result<()> {
    // The handlers are in place before anyone is told the address, so an
    // early SIGTERM is a clean stop too.
    let signals = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let mut term =
        signals.block_on(async { tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) })?;
    let running = start(settings.clone(), store, Background::ALL)?;
    eprintln!("listening on http://{}", running.addr);
    ready(running.addr);
    signals.block_on(async {
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {},
            _ = term.recv() => {},
        }
    });
    log::info!("shutting down: finishing requests in flight");
    running.stop()?;
    log::info!("stopped");
    Ok(())
}

/// The agent tools over stdio until the client closes stdin. The key is
/// checked first, so a bad key fails at once with a clear message.
pub fn serve_mcp_stdio(settings: &Settings, store: Store, api_key: &str) -> Result<()> {
    use rmcp::ServiceExt as _;
    let gate = Arc::new(Gate::new(store.clone(), settings.api.rate_limit_per_minute));
    gate.identify(Some(&format!("Bearer {api_key}")))
        .map_err(|e| crate::error::Error::invalid(format!("--api-key: {e}")))?;
    let tools = mcp::Tools::for_key(gate, Arc::new(app(settings, store)?), api_key, settings.api.database_wait());
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let (stdin, stdout) = rmcp::transport::stdio();
        let lines = mcp::StdioLines::new(tokio::io::BufReader::new(stdin), stdout);
        let running = tools.serve(lines).await.context("the MCP handshake failed")?;
        running.waiting().await.context("the MCP session failed")?;
        Ok(())
    })
}

/// The sentence encoders' readings of profiles' situations are kept in the
/// store, so that a restart does not encode them all again.
pub fn keep_readings_in(store: &Store) {
    struct Kept(Store);
    impl scoring::semantic::KeptReadings for Kept {
        fn get(&self, model: &str, text: &str) -> Option<Vec<u8>> {
            self.0
                .encoding(model, text)
                .inspect_err(|e| log::warn!("cannot read a kept encoding, encoding again: {e:#}"))
                .ok()
                .flatten()
        }
        fn keep(&self, model: &str, text: &str, reading: &[u8]) {
            if let Err(e) = self.0.keep_encoding(model, text, reading) {
                log::warn!("cannot keep an encoding (it will be encoded again after a restart): {e:#}");
            }
        }
    }
    match store.forget_encodings_but(&[encoder::model(), multilingual::model()]) {
        Ok(0) => {}
        Ok(n) => log::info!("dropped {n} encodings made by another encoder"),
        Err(e) => log::warn!("cannot drop the encodings made by another encoder: {e:#}"),
    }
    scoring::semantic::keep_readings_in(Arc::new(Kept(store.clone())));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoring::semantic::{Concepts, Meaning};

    #[test]
    fn the_encoders_readings_of_situations_are_kept_in_the_store_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("kept.db")).unwrap();
        store.keep_encoding("another-encoder", "stale", b"old").unwrap();
        keep_readings_in(&store);
        assert_eq!(store.encoding("another-encoder", "stale").unwrap(), None, "another encoder's are dropped");

        let post = Meaning::of("Is there an app that reminds overdue customers for me?", "");
        // A situation no other test reads: each is encoded once per process.
        let situation = "customers who pay late or never pay at all";
        let read = Concepts::new(&[situation.to_owned()]).closest_in_context(&post).unwrap().cosine;
        let kept = store.encoding(encoder::model(), situation).unwrap().expect("kept once encoded");

        // A situation this process never read, whose reading is in the store
        // (here, deliberately, the other one's): it is read back, not encoded.
        store.keep_encoding(encoder::model(), "clients settle their bills whenever they like", &kept).unwrap();
        let encoded_before = encoder::work().texts;
        let unseen = Concepts::new(&["clients settle their bills whenever they like".to_owned()]);
        let read_back = unseen.closest_in_context(&post).unwrap();
        assert_eq!(encoder::work().texts, encoded_before, "nothing encoded");
        assert_eq!(read_back.cosine, read);

        // A kept reading that cannot be read back is encoded again and mended.
        let damaged = "customers settle up months after the work is done";
        store.keep_encoding(encoder::model(), damaged, b"not a vector").unwrap();
        assert!(Concepts::new(&[damaged.to_owned()]).closest_in_context(&post).is_some());
        let mended = store.encoding(encoder::model(), damaged).unwrap().unwrap();
        assert!(
            encoder::read_vectors::<{ encoder::DIMENSIONS }>("reading", &mended).is_ok(),
            "the damaged row is replaced"
        );

        // The multilingual encoder's readings are kept beside them, under its own name.
        let german = Meaning::of("Wie erinnert ihr Kunden, die zu spät zahlen?", "");
        let across = Concepts::new(&[situation.to_owned()]).first_across_languages(&german).unwrap().cosine;
        let kept = store.encoding(multilingual::model(), situation).unwrap().expect("kept once encoded");
        assert_eq!(
            multilingual::read_vectors("reading", &kept).unwrap()[0].cosine(german.across_languages().unwrap()),
            across
        );
        keep_readings_in(&store);
        assert!(store.encoding(multilingual::model(), situation).unwrap().is_some(), "not dropped at the next start");
    }
}
