//! Where posts come from: Reddit's listing endpoints, polled on a schedule,
//! and Reddit's JSON read from files (a listing document or a
//! newline-delimited dump).
pub mod files;
pub mod poller;
pub mod post;
pub mod reddit;

pub use files::{stream_posts, FileCounts, PostsFile};
pub use post::RedditPost;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

/// `serve`'s schedule: a review every `poll_interval_seconds`; new matches
/// ring the delivery bell at once.
pub struct PollLoop {
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl PollLoop {
    pub fn start(store: crate::store::Store, settings: &crate::config::Settings, bell: Arc<crate::delivery::Bell>) -> PollLoop {
        let stop = Arc::new(AtomicBool::new(false));
        if settings.poll_interval_seconds == 0 {
            log::info!("polling Reddit is off (poll_interval_seconds = 0)");
            return PollLoop { stop, thread: None };
        }
        let interval = Duration::from_secs(settings.poll_interval_seconds);
        let poller = poller::Poller { store, client: reddit::RedditClient::new(settings.reddit()) };
        log::info!(
            "reviewing Reddit every {interval:?} ({})",
            if settings.reddit_client_id.is_some() { "app-only OAuth" } else { "public JSON endpoints" }
        );
        let stopping = stop.clone();
        let thread = std::thread::Builder::new()
            .name("monitor".into())
            .spawn(move || {
                while !stopping.load(Ordering::SeqCst) {
                    let started = crate::store::now_us();
                    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| poller.review_once())) {
                        Ok(Ok(counts)) => {
                            log::info!("review: {}", serde_json::to_string(&counts).unwrap_or_default());
                            if counts.deliveries_queued > 0 {
                                bell.ring();
                            }
                        }
                        Ok(Err(e)) => log::error!("review failed: {e:#}"),
                        Err(_) => log::error!("review panicked; the next one runs on schedule"),
                    }
                    let next = started + interval.as_micros() as i64;
                    if let Err(e) = poller.store.record_monitor_run(started, crate::store::now_us(), Some(next)) {
                        log::warn!("cannot record the review: {e:#}");
                    }
                    while !stopping.load(Ordering::SeqCst) && crate::store::now_us() < next {
                        std::thread::sleep(Duration::from_millis(100));
                    }
                }
            })
            .expect("the monitor thread can be started");
        PollLoop { stop, thread: Some(thread) }
    }

    pub fn stop(self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(thread) = self.thread {
            let _ = thread.join();
        }
    }
}
