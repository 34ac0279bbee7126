//! Delivery: the outbox's worker pool. Workers claim due deliveries under a
//! lease, send them, record every attempt and schedule the next one; a crash
//! at any point leaves the row to be claimed again after its lease, so every
//! delivery arrives at least once, always with the same `Threadwatch-Delivery`.
mod chat;
pub mod email;
pub mod events;
pub mod guard;
mod http;
mod message;
pub mod policy;
mod senders;
pub mod signing;
mod webhook;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::domain::DestinationState;
use crate::error::{Error, Result};
use crate::store::{now_us, Changes, ClaimedDelivery, Store};
pub use email::SmtpSettings;
pub use senders::Senders;

/// The `[delivery]` settings.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DeliverySettings {
    /// Threads that send deliveries.
    pub workers: usize,
    /// Time limit for one attempt, in milliseconds: a receiver answers within 10 seconds.
    pub timeout_ms: u64,
    /// Allows http, any port and private or loopback addresses as targets:
    /// for local development and tests only.
    pub allow_insecure_destinations: bool,
    /// Delays before each attempt of a delivery, in seconds.
    pub retry_schedule_seconds: Vec<u64>,
    /// Attempts in flight to one destination at most, so a slow or hanging
    /// receiver holds at most this many workers and the others keep sending.
    pub max_in_flight_per_destination: u32,
    /// The API's public address, for links to matches in messages.
    pub public_base_url: String,
    /// The only host Slack destinations may point at.
    pub slack_hook_host: String,
    /// Telegram's Bot API.
    pub telegram_api_base: String,
}

impl Default for DeliverySettings {
    fn default() -> DeliverySettings {
        DeliverySettings {
            workers: 4,
            timeout_ms: policy::DEFAULT_TIMEOUT.as_millis() as u64,
            allow_insecure_destinations: false,
            retry_schedule_seconds: policy::DEFAULT_SCHEDULE_SECS.to_vec(),
            max_in_flight_per_destination: 2,
            public_base_url: "http://127.0.0.1:8080".into(),
            slack_hook_host: "hooks.slack.com".into(),
            telegram_api_base: "https://api.telegram.org".into(),
        }
    }
}

impl DeliverySettings {
    pub fn timeout(&self) -> Duration {
        Duration::from_millis(self.timeout_ms)
    }

    pub fn check(&self) -> Result<(), String> {
        if self.workers == 0 || self.timeout_ms == 0 || self.max_in_flight_per_destination == 0 {
            return Err("workers, timeout_ms and max_in_flight_per_destination must be at least 1".into());
        }
        if self.retry_schedule_seconds.is_empty() {
            return Err("retry_schedule_seconds needs at least one attempt".into());
        }
        Ok(())
    }
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
    pub fn start(store: Store, config: DeliverySettings, smtp: &SmtpSettings, bell: Arc<Bell>) -> Workers {
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
            .chain((0..config.workers.max(1)).filter_map(|n| {
                let senders = match Senders::new(&config, smtp) {
                    Ok(senders) => senders,
                    Err(e) => {
                        log::error!("delivery worker {n} cannot start: {e:#}");
                        return None;
                    }
                };
                let worker = Worker {
                    store: store.clone(),
                    senders,
                    config: config.clone(),
                    stop: stop.clone(),
                    bell: bell.clone(),
                };
                Some(
                    std::thread::Builder::new()
                        .name(format!("delivery-{n}"))
                        .spawn(move || worker.run())
                        .expect("a worker thread can be started"),
                )
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

/// Sends, in the calling thread, every delivery that is due, including
/// retries that fall due meanwhile; returns how many attempts were handled.
/// What tests run instead of waiting for the workers.
pub fn drain(store: &Store, config: &DeliverySettings, smtp: &SmtpSettings) -> Result<usize> {
    let worker = Worker::standalone(store, config, smtp)?;
    let mut handled = 0;
    while worker.work_once()? {
        handled += 1;
    }
    Ok(handled)
}

/// Rings the bell whenever the database changes: a commit by any connection
/// or process (`threadwatch ingest` queues deliveries from its own). The same
/// shared-memory version the read caches use; reading it costs a few loads.
fn watch_for_commits(store: &Store, stop: &AtomicBool, bell: &Bell) {
    let changes = match Changes::open(store) {
        Ok(changes) => changes,
        Err(e) => return log::error!("delivery watcher cannot see database changes: {e:#}; workers will poll"),
    };
    let mut last = changes.version();
    while !stop.load(Ordering::SeqCst) {
        std::thread::sleep(WATCH_EVERY);
        // `None` while a commit is writing the version: the next read sees it.
        if let Some(now) = changes.version().filter(|now| last.as_ref() != Some(now)) {
            bell.ring();
            last = Some(now);
        }
    }
}

struct Worker {
    store: Store,
    senders: Senders,
    config: Arc<DeliverySettings>,
    stop: Arc<AtomicBool>,
    bell: Arc<Bell>,
}

impl Worker {
    /// A worker of its own, outside the pool: for sending in the caller's thread.
    fn standalone(store: &Store, config: &DeliverySettings, smtp: &SmtpSettings) -> Result<Worker> {
        Ok(Worker {
            store: store.clone(),
            senders: Senders::new(config, smtp)?,
            config: Arc::new(config.clone()),
            stop: Default::default(),
            bell: Default::default(),
        })
    }

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
    fn work_once(&self) -> Result<bool> {
        // The lease outlives the longest attempt, so no other worker takes the row meanwhile.
        let lease = (self.config.timeout() * 3 + Duration::from_secs(5)).as_micros() as i64;
        let Some(delivery) = self.store.claim_due(lease, self.config.max_in_flight_per_destination)? else {
            return Ok(false);
        };
        match self.send(&delivery) {
            Err(e) if e.is_transient() => {
                // Not the delivery's fault: give it back untried, to be claimed
                // again shortly (or after its lease, should this fail too).
                log::warn!("delivery {}: {e}; it will be tried again", delivery.id);
                self.store.release(&delivery, now_us() + TRANSIENT_RETRY.as_micros() as i64)?;
                Ok(true)
            }
            other => other.map(|()| true),
        }
    }

    fn send(&self, delivery: &ClaimedDelivery) -> Result<()> {
        let destination = match self.store.destination(&delivery.destination_id) {
            Ok(d) if d.state == DestinationState::Active || delivery.event == events::TEST => d,
            Ok(d) => return self.store.drop_claimed(delivery, &format!("the destination is {}", d.state)),
            Err(Error::NotFound(_)) => return self.store.drop_claimed(delivery, "the destination was removed"),
            Err(e) => return Err(e),
        };
        let started_at = now_us();
        let sent = self.senders.send(&destination, &delivery.id, &delivery.event, &delivery.body);
        let schedule = &self.config.retry_schedule_seconds;
        let after = policy::after_attempt(&sent.outcome, destination.failing_since, now_us(), |retry_after| {
            let jitter = rand::random::<f64>() * 2.0 - 1.0;
            policy::next_delay(schedule, delivery.attempt, retry_after, jitter)
        });
        log::debug!(
            "delivery {} attempt {} to {}: {:?} in {:?}",
            delivery.id,
            delivery.attempt,
            destination.id,
            sent.outcome,
            sent.duration
        );
        self.store.finish_attempt(delivery, &sent.record(started_at), &after)
    }
}

/// How soon a delivery given back after a transient store failure is tried again.
const TRANSIENT_RETRY: Duration = Duration::from_secs(1);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Band, DeliveryState, DestinationKind};
    use crate::store::{Event, NewDestination};

    /// A receiver on 127.0.0.1 that answers 200 and counts what it got.
    fn receiver() -> (String, Arc<std::sync::atomic::AtomicUsize>) {
        let server = tiny_http::Server::http("127.0.0.1:0").unwrap();
        let url = format!("http://{}/hook", server.server_addr().to_ip().unwrap());
        let received = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let counter = received.clone();
        std::thread::spawn(move || {
            for request in server.incoming_requests() {
                counter.fetch_add(1, Ordering::SeqCst);
                let _ = request.respond(tiny_http::Response::empty(200));
            }
        });
        (url, received)
    }

    fn worker(store: &Store) -> Worker {
        let config = DeliverySettings { workers: 1, allow_insecure_destinations: true, ..Default::default() };
        Worker::standalone(store, &config, &SmtpSettings::default()).unwrap()
    }

    #[test]
    fn a_busy_database_while_reading_the_destination_delays_the_delivery_and_never_fails_it() {
        let (_dir, store) = crate::store::tests::store();
        let (url, received) = receiver();
        let account = store.create_account("a", i64::MAX).unwrap();
        let new = NewDestination {
            kind: DestinationKind::Webhook,
            url: Some(&url),
            secret: Some("whsec_test"),
            address: None,
            target_masked: "http://127.0.0.1/…",
            min_band: Band::Research,
            state: DestinationState::Active,
        };
        store.add_destination(&account.id, &new).unwrap();
        let event = Event { name: events::POST_MATCHED, body: b"{}" };
        store.enqueue_for_account(&account.id, &[DestinationKind::Webhook], event).unwrap();
        let worker = worker(&store);

        // The claim gets its connection; reading the destination finds the database busy.
        store.fail_transiently(1, 1);
        assert!(worker.work_once().unwrap(), "the claimed delivery was handled");
        let deliveries = store.list_deliveries(&account.id, None).unwrap();
        assert_eq!((deliveries[0].state, deliveries[0].attempts), (DeliveryState::Pending, 0), "{deliveries:?}");
        assert_eq!(received.load(Ordering::SeqCst), 0);

        // Once it falls due again it is sent.
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        while store.list_deliveries(&account.id, Some(DeliveryState::Accepted)).unwrap().is_empty() {
            assert!(std::time::Instant::now() < deadline, "the delivery was never sent");
            if !worker.work_once().unwrap() {
                std::thread::sleep(Duration::from_millis(50));
            }
        }
        assert_eq!(received.load(Ordering::SeqCst), 1);
    }
}
