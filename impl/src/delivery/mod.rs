//! Delivery: the outbox's worker pool. Workers claim due deliveries under a
//! lease, send them, record every attempt and schedule the next one; a crash
//! at any point leaves the row to be claimed again after its lease, so every
//! delivery arrives at least once, always with the same `Threadwatch-Delivery`.
pub mod events;
pub mod guard;
pub mod policy;
pub mod signing;
pub mod webhook;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::store::{now_us, AfterAttempt, AttemptRecord, ClaimedDelivery, Store};
use policy::Outcome;
use webhook::Sender;

/// Delivery settings (see `crate::config`).
#[derive(Debug, Clone)]
pub struct DeliveryConfig {
    pub workers: usize,
    pub timeout: Duration,
    pub allow_insecure_destinations: bool,
    pub retry_schedule_secs: Vec<u64>,
}

/// Longest a worker waits for work before it looks again on its own (retries
/// fall due without anyone ringing).
const IDLE_POLL: Duration = Duration::from_secs(1);
/// How often the watcher looks for commits by other processes (`threadwatch
/// ingest`, `destination test`), which no bell in this process announces.
const WATCH_EVERY: Duration = Duration::from_millis(20);

/// Wakes idle workers: a delivery was queued.
#[derive(Default)]
pub struct Bell {
    rung: Mutex<bool>,
    ring: Condvar,
}

impl Bell {
    pub fn ring(&self) {
        *self.rung.lock().unwrap_or_else(|e| e.into_inner()) = true;
        self.ring.notify_all();
    }

    fn wait(&self, at_most: Duration) {
        let rung = self.rung.lock().unwrap_or_else(|e| e.into_inner());
        let (mut rung, _) =
            self.ring.wait_timeout_while(rung, at_most, |rung| !*rung).unwrap_or_else(|e| e.into_inner());
        *rung = false;
    }
}

pub struct Workers {
    stop: Arc<AtomicBool>,
    bell: Arc<Bell>,
    threads: Vec<JoinHandle<()>>,
}

impl Workers {
    pub fn start(store: Store, config: DeliveryConfig, bell: Arc<Bell>) -> Workers {
        if config.allow_insecure_destinations {
            log::warn!(
                "allow_insecure_destinations is ON: deliveries may go to http, any port and private or loopback \
                 addresses. Use this for local development only."
            );
        }
        let stop = Arc::new(AtomicBool::new(false));
        let config = Arc::new(config);
        let watcher = {
            let (store, stop, bell) = (store.clone(), stop.clone(), bell.clone());
            std::thread::Builder::new()
                .name("delivery-watch".into())
                .spawn(move || watch_for_commits(&store, &stop, &bell))
                .expect("a watcher thread can be started")
        };
        let threads = std::iter::once(watcher)
            .chain((0..config.workers.max(1)).map(|n| {
                let worker = Worker {
                    store: store.clone(),
                    sender: Sender::new(config.timeout, config.allow_insecure_destinations),
                    config: config.clone(),
                    stop: stop.clone(),
                    bell: bell.clone(),
                };
                std::thread::Builder::new()
                    .name(format!("delivery-{n}"))
                    .spawn(move || worker.run())
                    .expect("a worker thread can be started")
            }))
            .collect();
        Workers { stop, bell, threads }
    }

    /// Stops taking new deliveries and waits for attempts in flight (each is
    /// bounded by the delivery time limit). What was not sent stays queued.
    pub fn stop(self) {
        self.stop.store(true, Ordering::SeqCst);
        self.bell.ring();
        for thread in self.threads {
            let _ = thread.join();
        }
    }
}

/// Rings the bell whenever another connection or process commits: SQLite's
/// `data_version` changes then. One cheap read every few milliseconds.
fn watch_for_commits(store: &Store, stop: &AtomicBool, bell: &Bell) {
    let conn = match store.dedicated_connection() {
        Ok(conn) => conn,
        Err(e) => return log::error!("delivery watcher cannot open the database: {e:#}; workers will poll"),
    };
    let mut last = None;
    while !stop.load(Ordering::SeqCst) {
        let version = conn.query_row("PRAGMA data_version", [], |r| r.get::<_, i64>(0));
        match version {
            Ok(v) if last != Some(v) => {
                if last.is_some() {
                    bell.ring();
                }
                last = Some(v);
            }
            Ok(_) => {}
            Err(e) => log::warn!("delivery watcher: {e:#}"),
        }
        std::thread::sleep(WATCH_EVERY);
    }
}

struct Worker {
    store: Store,
    sender: Sender,
    config: Arc<DeliveryConfig>,
    stop: Arc<AtomicBool>,
    bell: Arc<Bell>,
}

impl Worker {
    fn run(&self) {
        while !self.stop.load(Ordering::SeqCst) {
            // A panic in one delivery must not kill the worker.
            let worked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.work_once()));
            match worked {
                Ok(Ok(true)) => {}
                Ok(Ok(false)) => self.bell.wait(IDLE_POLL),
                Ok(Err(e)) => {
                    log::error!("delivery worker: {e:#}");
                    self.bell.wait(IDLE_POLL);
                }
                Err(_) => log::error!("delivery worker: a delivery attempt panicked; it will be retried after its lease"),
            }
        }
    }

    /// Sends one due delivery, if there is one.
    fn work_once(&self) -> anyhow::Result<bool> {
        // The lease outlives the longest attempt, so no other worker takes the row meanwhile.
        let lease = (self.config.timeout * 3 + Duration::from_secs(5)).as_micros() as i64;
        let Some(delivery) = self.store.claim_due(lease)? else { return Ok(false) };
        let destination = match self.store.destination(&delivery.destination_id) {
            Ok(d) if d.state == "active" || delivery.event == events::TEST => d,
            Ok(d) => {
                self.store.drop_claimed(&delivery, &format!("the destination is {}", d.state))?;
                return Ok(true);
            }
            Err(_) => {
                self.store.drop_claimed(&delivery, "the destination was removed")?;
                return Ok(true);
            }
        };
        let Some(url) = destination.url.as_deref() else {
            self.store.drop_claimed(&delivery, &format!("{} destinations are not supported yet", destination.kind))?;
            return Ok(true);
        };
        let started_at = now_us();
        let sent = self.sender.send(url, &destination.signing_secrets(started_at), &delivery.id, &delivery.event, &delivery.body);
        let after = self.after(&delivery, &sent.outcome);
        log::debug!(
            "delivery {} attempt {} to {}: {:?} in {:?}",
            delivery.id,
            delivery.attempt,
            destination.id,
            sent.outcome,
            sent.duration
        );
        let attempt = AttemptRecord {
            started_at,
            duration_ms: sent.duration.as_millis() as i64,
            status: sent.status,
            response_head: sent.response_head,
            error: sent.error,
        };
        self.store.finish_attempt(&delivery, &attempt, &after)?;
        Ok(true)
    }

    fn after(&self, delivery: &ClaimedDelivery, outcome: &Outcome) -> AfterAttempt {
        match outcome {
            Outcome::Accepted => AfterAttempt::Accepted,
            Outcome::Gone => AfterAttempt::DisableDestination,
            Outcome::Failed { retry_after } => {
                let jitter = rand::random::<f64>() * 2.0 - 1.0;
                match policy::next_delay(&self.config.retry_schedule_secs, delivery.attempt, *retry_after, jitter) {
                    Some(delay) => AfterAttempt::RetryAt(now_us() + delay.as_micros() as i64),
                    None => AfterAttempt::Failed,
                }
            }
        }
    }
}
