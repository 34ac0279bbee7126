//! Delivery: the outbox's worker pool. Workers claim due deliveries under a
//! lease, send them, record every attempt and schedule the next one; a crash
//! at any point leaves the row to be claimed again after its lease, so every
//! delivery arrives at least once, always with the same `Threadwatch-Delivery`.
pub mod chat;
pub mod email;
pub mod events;
pub mod guard;
pub mod http;
pub mod message;
pub mod policy;
pub mod signing;
pub mod webhook;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::store::{now_us, Changes, DestinationRecord, Store};
use http::{Http, Sent};
use policy::Outcome;

/// Delivery settings (see `crate::config`).
#[derive(Clone)]
pub struct DeliveryConfig {
    pub workers: usize,
    pub timeout: Duration,
    pub allow_insecure_destinations: bool,
    pub retry_schedule_secs: Vec<u64>,
    /// Where people's messages link to the match in the API.
    pub public_base_url: String,
    pub telegram_api_base: String,
    pub smtp: Option<email::SmtpConfig>,
}

/// Sends one delivery to a destination of any kind.
pub struct Senders {
    http: Http,
    mailer: Option<email::Mailer>,
    config: DeliveryConfig,
}

impl Senders {
    pub fn new(config: &DeliveryConfig) -> anyhow::Result<Senders> {
        let mailer = config.smtp.as_ref().map(|smtp| email::Mailer::new(smtp, config.timeout)).transpose()?;
        Ok(Senders { http: Http::new(config.timeout, config.allow_insecure_destinations), mailer, config: config.clone() })
    }

    pub fn send(&self, destination: &DestinationRecord, delivery_id: &str, event: &str, body: &[u8]) -> Sent {
        let started = std::time::Instant::now();
        let refuse = |why: String| Sent { outcome: Outcome::Permanent, ..Sent::failed(started, why) };
        if destination.kind == "webhook" {
            return match destination.url.as_deref() {
                Some(url) => webhook::send(&self.http, url, &destination.signing_secrets(now_us()), delivery_id, event, body),
                None => refuse("no URL".into()),
            };
        }
        // People's destinations get matches (and tests), rendered for them.
        let lead = match event {
            events::TEST => message::Lead::test_sample(),
            events::POST_MATCHED => match message::Lead::from_event(body) {
                Ok(lead) => lead,
                Err(e) => return refuse(format!("{e:#}")),
            },
            other => return refuse(format!("{other} is not sent to {} destinations", destination.kind)),
        };
        let link = message::api_link(&self.config.public_base_url, &lead.id);
        match (destination.kind.as_str(), &destination.url, &destination.secret, &destination.address) {
            ("slack", Some(url), _, _) => chat::slack(&self.http, url, &message::slack(&lead, &link)),
            ("telegram", _, Some(token), Some(chat)) => {
                chat::telegram(&self.http, &self.config.telegram_api_base, token, chat, &message::telegram_html(&lead, &link))
            }
            ("email", _, _, Some(to)) => match &self.mailer {
                Some(mailer) => mailer.send(to, &message::email(&lead, &link)),
                None => Sent::failed(started, "no SMTP server is configured (smtp_host)".into()),
            },
            (kind, ..) => refuse(format!("a {kind} destination without its settings")),
        }
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
            .chain((0..config.workers.max(1)).filter_map(|n| {
                let senders = match Senders::new(&config) {
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
        let started_at = now_us();
        let sent = self.senders.send(&destination, &delivery.id, &delivery.event, &delivery.body);
        let schedule = &self.config.retry_schedule_secs;
        let after = sent.after(|retry_after| {
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
        self.store.finish_attempt(&delivery, &sent.record(started_at), &after)?;
        Ok(true)
    }
}
